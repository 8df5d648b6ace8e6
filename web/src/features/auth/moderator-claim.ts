import type { User } from 'firebase/auth';

/**
 * Whether the user's ID token carries the moderators' `admin` custom claim (docs/product.md,
 * "Trust and safety"). It decides only what the screens offer; the API reads the claim from the
 * verified token itself and refuses everyone else.
 */
export async function isModerator(user: User | null): Promise<boolean> {
  if (!user) return false;
  try {
    return (await user.getIdTokenResult()).claims['admin'] === true;
  } catch {
    // No token to read (offline with an expired one): the screens offer nothing more.
    return false;
  }
}
