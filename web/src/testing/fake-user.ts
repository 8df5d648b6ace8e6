import type { User } from 'firebase/auth';

/** A signed-in Firebase user for component tests: only what the app reads. */
export function fakeUser(overrides: Partial<Record<keyof User, unknown>> = {}): User {
  return {
    uid: 'uid-ayesha',
    email: 'ayesha@example.com',
    displayName: 'Ayesha Rahman',
    photoURL: '/avatars/ayesha.svg',
    metadata: {
      creationTime: 'Mon, 01 Sep 2025 10:00:00 GMT',
      lastSignInTime: 'Sat, 22 Nov 2025 02:51:24 GMT',
    },
    getIdToken: async () => 'test-id-token',
    ...overrides,
  } as unknown as User;
}
