import type { ListingOrder, ListingQuery } from '@roommate-finder/contract/listing-query';
import { areaById, cityById, cityOfArea, findSearchPlace } from '@roommate-finder/contract/places';
import { HttpError } from '../http/http-error';
import { lifestyleTerm, normalizeTerm, placeTerm, SEARCH_WORDS_MAX, wordsTerm } from './filter-terms';
import type { ListingPosition } from './listing-cursor';
import { rentKeyRange } from './listing-order';
import { amenityField, availableKeyBound, genderField, tenantField } from './search-fields';

/**
 * How GET /roommates asks Firestore for a page. Every filter is an equality
 * (`==`, `in`) on one field, or one `array-contains` on `filterTerms` for the
 * free-text words; the budget is a range on `rentKey` and the move-in date a
 * range on `availableKey`, whatever the order; the order is one sort key, and
 * a page starts after the last one seen by a range on that key. So Firestore
 * returns exactly the listings of the page (limit + 1, the extra one telling
 * whether another page follows) and no document is read to be thrown away.
 *
 * A range on a field the query does not order by makes Firestore order by
 * that field too, after the sort key (implicitly), and read the index entries
 * that fail the range without returning their documents: docs/api.md,
 * "Listing search", gives each query shape's index and its worst case. To
 * keep the number of shapes (and so of composite indexes) small, such a
 * query ranges over both `rentKey` and `availableKey`, one of them with a
 * bound every listing passes (`ALL_KEYS`). Pure, so the index test can derive
 * every shape.
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
  /** The budget's range on rentKey and the move-in date's on availableKey. */
  ranges: Filter[];
  /**
   * The filters cannot meet (the areas of `q` and those of `area` have none in common, or the
   * budget's minimum is above its maximum): the answer is empty and no query runs.
   */
  empty: boolean;
}

/** Firestore's limit on the disjunctions of one query (`in` values multiply). */
export const DISJUNCTION_MAX = 30;

/** The fields a budget or a move-in date ranges over. */
export const RANGE_FIELDS = ['rentKey', 'availableKey'] as const;
/** Every sort key is a non-empty string (listing-order.ts, search-fields.ts): this bound lets all through. */
const ALL_KEYS: Filter['op'] = '>';

/** A search the indexes cannot answer, refused with a message for people and a code of its own. */
const refuse = (
  code:
    'search/other-city' | 'search/unknown-place' | 'search/too-many-words' | 'search/too-many-combinations',
  message: string,
  field: string,
) => new HttpError(400, message, [{ field, message, code }], code);

const orEqual = (field: string, values: readonly string[]): Filter =>
  values.length === 1 ? { field, op: '==', value: values[0] } : { field, op: 'in', value: [...values] };

const placeName = (id: string) => areaById(id)?.en ?? cityById(id)?.en ?? id;
const outsideOf = (city: string, areas: readonly string[] | undefined) =>
  areas?.find((area) => cityOfArea(area)?.id !== city);

interface Places {
  city?: string;
  areas?: string[];
  /** Place words of free text that the catalogue does not know ("Road 8A"), at most SEARCH_WORDS_MAX.place. */
  words: string[];
  empty: boolean;
}

/** The places a query asks for, from city, area, q and location. */
function placesOf(query: ListingQuery): Places {
  let city = query.city;
  let areas = query.area;
  let empty = false;
  const words: string[] = [];
  const otherCity = (place: string, option: string) =>
    refuse(
      'search/other-city',
      `${place} is not in ${placeName(city ?? '')}: choose places of one city`,
      option,
    );
  if (city !== undefined) {
    const outside = outsideOf(city, areas);
    if (outside) throw otherCity(placeName(outside), 'area');
  }
  const resolve = (option: 'q' | 'location', text: string, canBeWord: boolean) => {
    // A search may name a group of numbered areas too: "মিরপুর" is every Mirpur section.
    // The City chosen (or the city of the areas ticked) decides between areas of two cities
    // that share a name.
    const place = findSearchPlace(text, city ?? (areas?.[0] && cityOfArea(areas[0])?.id));
    if (!place) {
      if (!canBeWord) {
        throw refuse(
          'search/unknown-place',
          `"${text}" is not a place we know: search for one part of it, or a city or area name`,
          option,
        );
      }
      words.push(normalizeTerm(text));
      return;
    }
    // Without a city: areas of several cities that share the name (no City or area chose one).
    if (place.city !== undefined) {
      if (city !== undefined && city !== place.city) throw otherCity(`"${text}"`, option);
      city = place.city;
      const outside = outsideOf(city, areas);
      if (outside) throw otherCity(placeName(outside), 'area');
    }
    if (place.areas) {
      // Both name areas: the listings of the areas they share ("Mirpur" and a tick on Mirpur 10).
      const named = place.areas;
      areas = areas === undefined ? named : areas.filter((area) => named.includes(area));
      if (areas.length === 0) empty = true;
    }
  };
  // A place typed in the search box: the catalogue's, else a word of the listings' locations.
  if (query.q !== undefined) resolve('q', query.q, true);
  const locationParts = query.location?.split(',').map(normalizeTerm).filter(Boolean) ?? [];
  if (locationParts.length === 1) words.push(locationParts[0]!);
  else if (query.location !== undefined && locationParts.length > 1)
    resolve('location', query.location, false);
  if (words.length > SEARCH_WORDS_MAX.place) {
    throw refuse(
      'search/too-many-words',
      'Search for one place at a time: the catalogue does not know both places typed',
      query.location === undefined ? 'q' : 'location',
    );
  }
  return {
    ...(city === undefined ? {} : { city }),
    ...(areas === undefined || empty ? {} : { areas }),
    words,
    empty,
  };
}

export interface PlanOptions {
  /**
   * The owner's own listings (My Listings: `email` is the caller's own address) include those
   * hidden after reports, marked so; every other search asks for listed ones only.
   */
  withHidden?: boolean;
}

/** The plan of a parsed query, or a 400 for the few searches no index can answer. */
export function searchPlan(query: ListingQuery, { withHidden = false }: PlanOptions = {}): SearchPlan {
  const equalities: Filter[] = withHidden ? [] : [{ field: 'listed', op: '==', value: true }];
  const { city, areas, words: placeWords, empty } = placesOf(query);

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
      'search/too-many-combinations',
      `${areas?.length ?? 1} areas and ${query.accommodation?.length ?? 1} home types make ${disjunctions} combinations, more than ${DISJUNCTION_MAX}: choose fewer areas or home types`,
      'area',
    );
  }

  // Free-text words: one array-contains of the term that stands for all of them.
  const lifestyleWords = [
    ...new Set((query.lifestyle ?? []).map(normalizeTerm).filter((word) => word !== '')),
  ];
  if (lifestyleWords.length > SEARCH_WORDS_MAX.lifestyle) {
    throw refuse(
      'search/too-many-words',
      `Search for at most ${SEARCH_WORDS_MAX.lifestyle} lifestyle words at a time`,
      'lifestyle',
    );
  }
  const terms = [...placeWords.map(placeTerm), ...lifestyleWords.map(lifestyleTerm)];
  if (terms.length > 0)
    equalities.push({ field: 'filterTerms', op: 'array-contains', value: wordsTerm(terms) });

  const ranges: Filter[] = [];
  if (query.minRent !== undefined || query.maxRent !== undefined) {
    const { lower, upper } = rentKeyRange(query.minRent, query.maxRent);
    ranges.push({ field: 'rentKey', op: '>=', value: lower }, { field: 'rentKey', op: '<', value: upper });
  }
  if (query.availableBy !== undefined) {
    ranges.push({ field: 'availableKey', op: '<', value: availableKeyBound(query.availableBy) });
  }
  const reversedBudget =
    query.minRent !== undefined && query.maxRent !== undefined && query.minRent > query.maxRent;
  return { order: query.sort, equalities, ranges, empty: empty || reversedBudget };
}

const SORT_KEY = { newest: 'newestKey', rent: 'rentKey', available: 'availableKey' } as const;

/**
 * The plan's ranges for a query ordered by `orderFields`: as they are when
 * they range over a sort key only; else over both RANGE_FIELDS, so that every
 * query with a range off its order has the same shape (the index test).
 */
function rangesFor(plan: SearchPlan, orderFields: readonly string[]): Filter[] {
  const ranged = new Set(plan.ranges.map((filter) => filter.field));
  if ([...ranged].every((field) => orderFields.includes(field))) return plan.ranges;
  const completed = RANGE_FIELDS.filter((field) => !ranged.has(field) && !orderFields.includes(field));
  return [...plan.ranges, ...completed.map((field) => ({ field, op: ALL_KEYS, value: '' }))];
}

/**
 * The Firestore queries of one page of `count` listings after a position, in
 * the order they run; none when the plan is empty. The `likes` order, whose
 * key is the pair (likeCount, newestKey), continues with "same count, older"
 * and then "fewer likes"; the second query runs only for what the first did
 * not fill.
 */
export function pageQueries(plan: SearchPlan, after: ListingPosition | null, count: number): QuerySpec[] {
  const { order, equalities } = plan;
  if (plan.empty) return [];
  if (order !== 'likes') {
    const field = SORT_KEY[order];
    const direction = order === 'newest' ? 'desc' : 'asc';
    const from: Filter[] = after ? [{ field, op: direction === 'desc' ? '<' : '>', value: after.key }] : [];
    return [
      {
        where: [...equalities, ...rangesFor(plan, [field]), ...from],
        orderBy: [{ field, direction }],
        limit: count,
      },
    ];
  }
  const ranges = rangesFor(plan, ['likeCount', 'newestKey']);
  const position = after?.sort === 'likes' ? { count: after.likes, key: after.key } : null;
  return countThenNewestQueries('likeCount', [...equalities, ...ranges], position, count);
}

/** A place in an order by a count, then newest first: the count and the newestKey of the last listing seen. */
export interface CountPosition {
  count: number;
  key: string;
}

/**
 * The queries of `count` listings ordered by a count field (most first),
 * then newest first, after a position: "same count, older", then "smaller
 * count" for what the first did not fill. The `likes` order of a search, and
 * the featured order (featured-plan.ts).
 */
export function countThenNewestQueries(
  countField: string,
  where: Filter[],
  after: CountPosition | null,
  count: number,
): QuerySpec[] {
  const byCount: QuerySpec['orderBy'] = [
    { field: countField, direction: 'desc' },
    { field: 'newestKey', direction: 'desc' },
  ];
  if (!after) return [{ where, orderBy: byCount, limit: count }];
  const sameCount: QuerySpec = {
    where: [
      ...where,
      { field: countField, op: '==', value: after.count },
      { field: 'newestKey', op: '<', value: after.key },
    ],
    orderBy: [{ field: 'newestKey', direction: 'desc' }],
    limit: count,
  };
  if (after.count === 0) return [sameCount];
  return [
    sameCount,
    { where: [...where, { field: countField, op: '<', value: after.count }], orderBy: byCount, limit: count },
  ];
}
