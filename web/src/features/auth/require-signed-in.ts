import { redirect } from 'react-router-dom';
import { paths } from '@/config/paths';
import { loadFirebase, sessionUser } from '@/lib/auth-session';

/** The query parameter that carries the page a visitor wanted before signing in. */
const REDIRECT_PARAM = 'redirectTo';

/** /signin?redirectTo=<path>, so the remembered page survives a reload of the sign-in page. */
export function signInPathFor(wanted: string): string {
  return `${paths.signIn}?${new URLSearchParams({ [REDIRECT_PARAM]: wanted })}`;
}

/**
 * Where to go after signing in: the remembered path when it is a path of this
 * site (never another origin, so the parameter cannot send people away), else /.
 */
export function redirectTargetFrom(search: string): string {
  const wanted = new URLSearchParams(search).get(REDIRECT_PARAM);
  if (!wanted || !wanted.startsWith('/') || wanted.startsWith('//') || wanted.startsWith('/\\'))
    return paths.home;
  return wanted;
}

/** For loaders of guarded routes: waits for Firebase to restore the session, then redirects a visitor. */
export async function requireSignedIn(request: Request) {
  const { auth } = await loadFirebase();
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user?.email) {
    const url = new URL(request.url);
    throw redirect(signInPathFor(`${url.pathname}${url.search}${url.hash}`));
  }
  return user;
}

/**
 * For loaders whose answer depends on who asks (a listing's match): waits for
 * Firebase to restore the session, so the API call carries the ID token, and
 * gives the signed-in user, or null for a visitor.
 */
export async function signedInUser() {
  const user = await sessionUser();
  return user?.email ? user : null;
}
