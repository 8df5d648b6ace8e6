import type { ListingQuery } from '@roommate-finder/contract/listing-query';
import { budgetCeiling, profileAreasOf } from '@roommate-finder/contract/match';
import type { Profile } from '@roommate-finder/contract/profile';
import { availableKeyBound, UNKNOWN_DATE } from './search-fields';
import { DISJUNCTION_MAX, pageQueries, searchPlan, type QuerySpec } from './search-plan';

/**
 * How GET /matches finds the listings worth scoring for a person: the hard
 * constraints of contract/match.ts that an index can answer become the
 * filters of a listing search (search-plan.ts), one search per city of the
 * profile (a city's chosen areas apply to that city only), each open to the
 * person's gender and tenant kind, Available, within the budget's ceiling
 * and, with a move-by date, free by then (listings that give no date come
 * after those that do, as matchOf() lets them through), cheapest first.
 * Together the searches read at most MATCH_CANDIDATES_MAX documents, however
 * many listings there are. What an index cannot answer (the person's own
 * listings, dealbreakers, and accommodation when it would pass Firestore's
 * limit of 30 disjunctions) is checked on what was read. Pure, so the index
 * test can check every shape (query-shapes.ts).
 */

/** Most documents one GET /matches reads: its candidates, the caller's profile and their costly-read counter. */
export const MATCH_READS_MAX = 100;
/** Most listing documents one ranking by match reads (GET /matches, sort=match). */
export const MATCH_CANDIDATES_MAX = MATCH_READS_MAX - 2;

/** The listing search of one city of a profile (with a move-by date: the listings free by then). */
export function candidateQuery(profile: Profile, city: string): ListingQuery {
  const areas = profileAreasOf(profile, city);
  const wanted = profile.accommodation ?? [];
  const accommodationFits = wanted.length > 0 && Math.max(areas.length, 1) * wanted.length <= DISJUNCTION_MAX;
  return {
    sort: 'rent',
    city,
    ...(areas.length > 0 ? { area: areas } : {}),
    ...(accommodationFits ? { accommodation: wanted } : {}),
    gender: profile.gender,
    tenant: profile.tenant,
    availability: 'Available',
    maxRent: budgetCeiling(profile.budgetMax),
    ...(profile.moveBy ? { availableBy: profile.moveBy } : {}),
  };
}

/** The candidates of one city: queries to run in turn until `limit` listings are found. */
export interface CandidateGroup {
  specs: QuerySpec[];
  limit: number;
}

/** The Firestore queries of a profile's candidates: one group per city, sharing MATCH_CANDIDATES_MAX reads. */
export function candidateGroups(profile: Profile): CandidateGroup[] {
  const limit = Math.floor(MATCH_CANDIDATES_MAX / profile.cities.length);
  return profile.cities.map((city) => {
    const [dated] = pageQueries(searchPlan(candidateQuery(profile, city)), null, limit);
    if (!profile.moveBy || !dated) return { specs: dated ? [dated] : [], limit };
    // The listings that give no date: their availableKey starts after every date's.
    const bound = availableKeyBound(profile.moveBy);
    const undated: QuerySpec = {
      ...dated,
      where: dated.where.map((filter) =>
        filter.field === 'availableKey' && filter.value === bound
          ? { field: 'availableKey', op: '>=', value: UNKNOWN_DATE }
          : filter,
      ),
    };
    return { specs: [dated, undated], limit };
  });
}
