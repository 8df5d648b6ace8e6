import type { ListingQuery } from '../contract/listing-query';
import { budgetCeiling, profileAreasOf } from '../contract/match';
import type { Profile } from '../contract/profile';
import { DISJUNCTION_MAX, pageQueries, searchPlan, type QuerySpec } from './search-plan';

/**
 * How GET /matches finds the listings worth scoring for a person: the hard
 * constraints of contract/match.ts that an index can answer become the
 * filters of a listing search (search-plan.ts), one search per city of the
 * profile (a city's chosen areas apply to that city only), each open to the
 * person's gender and tenant kind, Available, and within the budget's
 * ceiling, cheapest first. Together the searches read at most
 * MATCH_CANDIDATES_MAX documents, however many listings there are. What an
 * index cannot answer (move-by date, the person's own listings,
 * dealbreakers, and accommodation when it would pass Firestore's limit of
 * 30 disjunctions) is checked on what was read. Pure, so the index test
 * can check every shape.
 */

/** Most listing documents one ranking by match reads. */
export const MATCH_CANDIDATES_MAX = 300;

/** The listing search of one city of a profile. */
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
  };
}

/** The Firestore queries of a profile's candidates: one per city, sharing MATCH_CANDIDATES_MAX reads. */
export function candidateQueries(profile: Profile): QuerySpec[] {
  const perCity = Math.floor(MATCH_CANDIDATES_MAX / profile.cities.length);
  return profile.cities.flatMap((city) =>
    pageQueries(searchPlan(candidateQuery(profile, city)), null, perCity),
  );
}
