import type { ListingOrder, ListingQuery } from '../contract/listing-query';
import { findSearchPlace } from '../contract/places';
import { HttpError } from '../http/http-error';
import { lifestyleTerm, normalizeTerm, placeTerm } from './filter-terms';
import type { ListingPosition } from './listing-cursor';
import { rentKeyRange } from './listing-order';
import { amenityField, availableKeyBound, genderField, tenantField } from './search-fields';

/**
 * How GET /roommates asks Firestore for a page: every filter becomes an
 * equality (`==`, `in`) on one field, at most one `array-contains`, and the
 * only range is on the sort key, so Firestore returns exactly the listings
 * of the page (limit + 1, the extra one telling whether another page
 * follows) and nothing is read to be thrown away. Combinations Firestore
 * cannot answer that way are refused here with a 400 that says what to drop
 * (docs/api.md lists them). Pure, so the index test can derive every shape.
 */

export type FilterOp = '==' | 'in' | 'array-contains' | '<' | '<=' | '>' | '>=';

export interface Filter {
  field: string;
  op: FilterOp;
  value: unknown;
}

export interface QuerySpec {
  where: Filter[];
  orderBy: { field: string; direction: 'asc' | 'desc' }[];
  limit: number;
}

export interface SearchPlan {
  order: ListingOrder;
  /** The equality filters (==, in, array-contains). */
  equalities: Filter[];
  /** The range on the sort key (budget or availableBy), if any. */
  range: Filter[];
}

/** Firestore's limit on the disjunctions of one query (`in` values multiply). */
export const DISJUNCTION_MAX = 30;

const refuse = (message: string, field: string) =>
  new HttpError(400, message, [{ field, message, code: 'validation/combination' }]);

const orEqual = (field: string, values: readonly string[]): Filter =>
  values.length === 1 ? { field, op: '==', value: values[0] } : { field, op: 'in', value: [...values] };

/** The places a query asks for, from city, area, q and a several-part location. */
function placeFilters(query: ListingQuery): { city?: string; areas?: string[] } {
  let city = query.city;
  let areas = query.area;
  const resolve = (option: 'q' | 'location', text: string) => {
    // A search may name a group of numbered areas too: "মিরপুর" is every Mirpur section.
    const place = findSearchPlace(text);
    if (!place) {
      throw refuse(`${option}: "${text}" is not a place we know; try a city or area name`, option);
    }
    if (city !== undefined && city !== place.city) {
      throw refuse(`${option} names another city than city=${city}: drop one of them`, option);
    }
    city = place.city;
    if (place.areas) {
      if (areas !== undefined) throw refuse(`${option} and area both choose areas: drop one of them`, option);
      areas = place.areas;
    }
  };
  if (query.q !== undefined) resolve('q', query.q);
  const locationParts = query.location?.split(',').map(normalizeTerm).filter(Boolean) ?? [];
  if (query.location !== undefined && locationParts.length > 1) resolve('location', query.location);
  return { ...(city === undefined ? {} : { city }), ...(areas === undefined ? {} : { areas }) };
}

/** The plan of a parsed query, or a 400 for a combination the indexes cannot answer. */
export function searchPlan(query: ListingQuery): SearchPlan {
  const equalities: Filter[] = [];
  const { city, areas } = placeFilters(query);

  if (query.email !== undefined)
    equalities.push({ field: 'emailKey', op: '==', value: normalizeTerm(query.email) });
  if (city !== undefined) equalities.push({ field: 'city', op: '==', value: city });
  if (areas !== undefined) equalities.push(orEqual('area', areas));
  if (query.accommodation !== undefined) equalities.push(orEqual('accommodation', query.accommodation));
  if (query.roomType !== undefined)
    equalities.push({ field: 'roomKey', op: '==', value: normalizeTerm(query.roomType) });
  if (query.availability !== undefined)
    equalities.push({ field: 'availability', op: '==', value: query.availability });
  if (query.gender !== undefined)
    equalities.push({ field: genderField(query.gender), op: '==', value: true });
  if (query.tenant !== undefined)
    equalities.push({ field: tenantField(query.tenant), op: '==', value: true });
  for (const amenity of query.amenity ?? [])
    equalities.push({ field: amenityField(amenity), op: '==', value: true });

  const disjunctions = (areas?.length ?? 1) * (query.accommodation?.length ?? 1);
  if (disjunctions > DISJUNCTION_MAX) {
    throw refuse(
      `area × accommodation gives ${disjunctions} combinations, more than ${DISJUNCTION_MAX}: give fewer areas or accommodation types`,
      'area',
    );
  }

  // Free-text terms need array-contains, and Firestore allows one per query.
  const locationParts = query.location?.split(',').map(normalizeTerm).filter(Boolean) ?? [];
  const terms = [
    ...(locationParts.length === 1 ? [placeTerm(locationParts[0] ?? '')] : []),
    ...(query.lifestyle ?? []).filter((item) => normalizeTerm(item)).map(lifestyleTerm),
  ];
  if (terms.length > 1) {
    throw refuse(
      'Only one of location and lifestyle can be searched at a time (one lifestyle value): drop the others',
      query.location === undefined ? 'lifestyle' : 'location',
    );
  }
  if (terms[0] !== undefined)
    equalities.push({ field: 'filterTerms', op: 'array-contains', value: terms[0] });

  const range: Filter[] = [];
  if (query.sort === 'rent' && (query.minRent !== undefined || query.maxRent !== undefined)) {
    const { lower, upper } = rentKeyRange(query.minRent, query.maxRent);
    range.push({ field: 'rentKey', op: '>=', value: lower }, { field: 'rentKey', op: '<', value: upper });
  }
  if (query.sort === 'available' && query.availableBy !== undefined) {
    range.push({ field: 'availableKey', op: '<', value: availableKeyBound(query.availableBy) });
  }
  return { order: query.sort, equalities, range };
}

const SORT_KEY = { newest: 'newestKey', rent: 'rentKey', available: 'availableKey' } as const;

/**
 * The Firestore queries of one page of `count` listings after a position, in
 * the order they run. The `likes` order, whose key is the pair (likeCount,
 * newestKey), continues with "same count, older" and then "fewer likes";
 * the second query runs only for what the first did not fill.
 */
export function pageQueries(plan: SearchPlan, after: ListingPosition | null, count: number): QuerySpec[] {
  const { order, equalities, range } = plan;
  if (order !== 'likes') {
    const field = SORT_KEY[order];
    const direction = order === 'newest' ? 'desc' : 'asc';
    const from: Filter[] = after ? [{ field, op: direction === 'desc' ? '<' : '>', value: after.key }] : [];
    return [{ where: [...equalities, ...range, ...from], orderBy: [{ field, direction }], limit: count }];
  }
  const byLikes: QuerySpec['orderBy'] = [
    { field: 'likeCount', direction: 'desc' },
    { field: 'newestKey', direction: 'desc' },
  ];
  if (!after || after.sort !== 'likes') return [{ where: equalities, orderBy: byLikes, limit: count }];
  const sameCount: QuerySpec = {
    where: [
      ...equalities,
      { field: 'likeCount', op: '==', value: after.likes },
      { field: 'newestKey', op: '<', value: after.key },
    ],
    orderBy: [{ field: 'newestKey', direction: 'desc' }],
    limit: count,
  };
  if (after.likes === 0) return [sameCount];
  return [
    sameCount,
    {
      where: [...equalities, { field: 'likeCount', op: '<', value: after.likes }],
      orderBy: byLikes,
      limit: count,
    },
  ];
}
