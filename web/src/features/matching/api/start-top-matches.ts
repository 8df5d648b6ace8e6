import type { Habits } from '@roommate-finder/contract/profile';
import type { MatchedListing } from './get-matches';
import { getProfile } from './get-profile';

/** The home page shows this many of the person's best matches. */
export const TOP_MATCHES = 3;

/** What the home page's matches section shows: nothing for a visitor, an invitation without a profile, or the best matches. */
export type TopMatches =
  | { kind: 'visitor' }
  | { kind: 'no-profile' }
  | { kind: 'matches'; listings: MatchedListing[]; yourHabits: Habits };

/**
 * The home page's best matches, for a loader that does not wait for them
 * (as the featured list): the session is awaited inside, so the page shows at
 * once, and the promise is marked handled, since the section shows a failure
 * itself through <Await>.
 */
export function startTopMatches(signedIn: () => Promise<boolean>, signal?: AbortSignal): Promise<TopMatches> {
  const top = (async (): Promise<TopMatches> => {
    if (!(await signedIn())) return { kind: 'visitor' };
    // Loaded only for a signed-in person: it brings the contract's query schema, which a visitor's home page does without.
    const { getMatches } = await import('./get-matches');
    const [found, profile] = await Promise.all([
      getMatches({ limit: TOP_MATCHES }, signal),
      getProfile(signal),
    ]);
    if (!found.profile || !profile) return { kind: 'no-profile' };
    return { kind: 'matches', listings: found.listings, yourHabits: profile.habits };
  })();
  top.catch(() => {});
  return top;
}
