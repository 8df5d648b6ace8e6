import type { User } from 'firebase/auth';

/**
 * A signed-in Firebase user for component tests: only what the app reads. Not a moderator
 * unless `getIdTokenResult` answers the `admin` claim (`fakeModerator()`).
 */
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
    emailVerified: true,
    getIdToken: async () => 'test-id-token',
    getIdTokenResult: async () => ({ claims: {} }),
    ...overrides,
  } as unknown as User;
}

/** A moderator: the ID token carries the `admin` custom claim. */
export function fakeModerator(overrides: Partial<Record<keyof User, unknown>> = {}): User {
  return fakeUser({
    uid: 'uid-mahmud',
    email: 'moderator@example.com',
    displayName: 'Mahmud Karim',
    getIdTokenResult: async () => ({ claims: { admin: true } }),
    ...overrides,
  });
}
