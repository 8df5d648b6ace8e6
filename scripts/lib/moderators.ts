import type { Auth } from 'firebase-admin/auth';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Makes the person with this address a moderator (the `admin: true` custom claim, which the API
 * reads from the verified token) or takes it back, and ends their sessions, so the change holds
 * from their next sign-in and every token issued before it stops working now. Answers their uid.
 *
 * Firebase counts a revocation in whole seconds: a token whose sign-in (`auth_time`) falls in
 * the same second as the revocation still passes `verifyIdToken(token, true)`. So the sessions
 * end only once the second in which the claims changed is over: every token carrying the old
 * claims then predates the revocation, and a sign-in in between already carries the new ones.
 * The second is read from this machine's clock, as the Admin SDK reads the revocation's.
 */
export async function setModerator(auth: Auth, email: string, grant: boolean): Promise<string> {
  const user = await auth.getUserByEmail(email);
  const { admin: _admin, ...otherClaims } = user.customClaims ?? {};
  await auth.setCustomUserClaims(user.uid, grant ? { ...otherClaims, admin: true } : otherClaims);
  const changedIn = Math.floor(Date.now() / 1_000);
  while (Math.floor(Date.now() / 1_000) <= changedIn) await sleep(1_000 - (Date.now() % 1_000));
  await auth.revokeRefreshTokens(user.uid);
  return user.uid;
}
