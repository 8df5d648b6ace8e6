/**
 * A stand-in for lib/firebase and the AuthProvider in screen tests, with a session a test
 * sets: `session.user = fakeUser()` (or null for a visitor). Both modules are replaced by this one:
 * `vi.mock('@/lib/firebase', () => import('@/testing/session-mock'))` and
 * `vi.mock('@/features/auth/auth-provider', () => import('@/testing/session-mock'))`.
 */
import type { User } from 'firebase/auth';
import { vi } from 'vitest';

export const session = { user: null as User | null, admin: false };

/** lib/firebase's Auth instance: what the API client and the route guards read. */
export const auth = {
  get currentUser() {
    return session.user;
  },
  authStateReady: async () => {},
};

/** The AuthProvider's hook: the session is always known. `session.admin` makes the person a moderator. */
export const useAuth = () => ({ user: session.user, initializing: false, admin: session.admin });

/** lib/firebase's answer to a 401 of a call with the session's token (lib/api-client.ts, `refusal`). */
export const endRefusedSession = vi.fn(async (_error: unknown) => {});
