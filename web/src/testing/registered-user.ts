import type { UserListItem } from '@roommate-finder/contract/user';

/** A row of GET /users; every field can be overridden. */
export function buildRegisteredUser(overrides: Partial<UserListItem> = {}): UserListItem {
  return {
    _id: 'u1',
    name: 'Ayesha Rahman',
    email: 'ayesha@example.com',
    photoURL: '/avatars/ayesha.svg',
    lastSignInTime: 'Sat, 22 Nov 2025 02:51:24 GMT',
    emailVerified: false,
    ...overrides,
  };
}
