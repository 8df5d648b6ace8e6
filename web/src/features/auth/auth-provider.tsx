import type { User } from 'firebase/auth';
import { createContext, useContext, useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { initialLoaderGone } from '@/components/layout/use-initial-loading';
import { authMayHoldSession, authRequested, loadFirebase, mayBeSignedIn } from '@/lib/auth-session';
import { isModerator } from './moderator-claim';

interface AuthState {
  /** The signed-in Firebase user, or null when signed out. */
  user: User | null;
  /** True until Firebase has restored (or not) the previous session. */
  initializing: boolean;
  /**
   * The ID token's `admin` custom claim: a moderator (docs/product.md, "Trust and safety"). It
   * only decides what the screens offer (the /admin screen, the users list's 'X'); the API reads
   * the claim from the verified token itself and refuses everyone else.
   */
  admin: boolean;
}

const AuthContext = createContext<AuthState | null>(null);

/**
 * The session, for the screens. A browser that holds no session (lib/auth-session.ts) is shown
 * as a visitor at once, and Auth's code loads only when it is wanted: when a screen asks for it
 * (signing in or up), when this browser signs in in another tab, or, once the first 2 seconds'
 * loader has gone, when Auth has run on this browser before (it may hold a session from before the
 * hint). A browser that may hold one waits for Auth to say who it is. When Auth finds a session
 * that the screens were not told of (from before the hint, or from another tab),
 * `onUnexpectedSession` runs, so that what was read as a visitor's can be read again.
 */
export function AuthProvider({
  children,
  onUnexpectedSession,
}: {
  children: ReactNode;
  onUnexpectedSession?: () => void;
}) {
  const [state, setState] = useState<AuthState>(() => ({
    user: null,
    initializing: mayBeSignedIn(),
    admin: false,
  }));
  const sessionFoundUnexpectedly = useEffectEvent(() => onUnexpectedSession?.());
  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    const assumedVisitor = !mayBeSignedIn();
    // A visitor's page loads Auth only once it is wanted: a screen asks for it (signing in), the
    // hint is written in another tab, or, once the loader has gone, Auth has run on this browser
    // before and may hold a session from before the hint.
    let wanted = Promise.resolve();
    if (assumedVisitor) {
      const requested = authRequested();
      const afterLoader = initialLoaderGone()
        .then(authMayHoldSession)
        .then((mayHold) => (mayHold ? undefined : requested));
      wanted = Promise.race([requested, afterLoader]);
    }
    void wanted
      .then(loadFirebase)
      .then(({ auth, onIdTokenChanged }) => {
        // onIdTokenChanged also fires after a profile update refreshes the token.
        if (!live) return;
        let first = true;
        let changes = 0;
        stop = onIdTokenChanged(auth, (user) => {
          // Its first call says who Auth found on this browser.
          if (first && assumedVisitor && user !== null) sessionFoundUnexpectedly();
          first = false;
          // The user and their claims are known together, so a moderator's screens never show
          // for a moment as anyone else's; a later change of token wins over an earlier one.
          const change = ++changes;
          void isModerator(user).then((admin) => {
            if (!live || change !== changes) return;
            setState((state) =>
              // The visitor assumed at first, confirmed: nothing to render again. (A signed-in
              // user is always a new state: Firebase changes the same User object in place when
              // the profile changes or the address is verified, and the screens must show it.)
              user === null && state.user === null && !state.initializing
                ? state
                : { user, initializing: false, admin },
            );
          });
        });
      })
      // Auth's code could not load (offline): the screens go on as for a visitor.
      .catch(() => live && setState({ user: null, initializing: false, admin: false }));
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
