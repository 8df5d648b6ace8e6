import type { User } from 'firebase/auth';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { initialLoaderGone } from '@/components/layout/use-initial-loading';
import { loadFirebase, mayBeSignedIn } from '@/lib/auth-session';

interface AuthState {
  /** The signed-in Firebase user, or null when signed out. */
  user: User | null;
  /** True until Firebase has restored (or not) the previous session. */
  initializing: boolean;
}

const AuthContext = createContext<AuthState | null>(null);

/**
 * The session, for the screens. A browser that holds no session (lib/auth-session.ts) is shown
 * as a visitor at once, and Auth's code loads once the first 2 seconds' loader has gone, to
 * follow sign-ins from then on; a browser that may hold one waits for Auth to say who it is.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(() => ({ user: null, initializing: mayBeSignedIn() }));
  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    void (mayBeSignedIn() ? Promise.resolve() : initialLoaderGone())
      .then(loadFirebase)
      .then(({ auth, onIdTokenChanged }) => {
        // onIdTokenChanged also fires after a profile update refreshes the token.
        if (!live) return;
        stop = onIdTokenChanged(auth, (user) =>
          setState((state) =>
            // The visitor assumed at first, confirmed: nothing to render again. (A signed-in
            // user is always a new state: Firebase changes the same User object in place when
            // the profile changes, and the screens must show it.)
            user === null && state.user === null && !state.initializing
              ? state
              : { user, initializing: false },
          ),
        );
      })
      // Auth's code could not load (offline): the screens go on as for a visitor.
      .catch(() => live && setState({ user: null, initializing: false }));
    return () => {
      live = false;
      stop?.();
    };
  }, []);
  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
