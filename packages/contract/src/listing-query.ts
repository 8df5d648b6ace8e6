import { z } from 'zod/mini';
import {
  ACCOMMODATIONS,
  AMENITIES,
  AVAILABILITY_OPTIONS,
  isCalendarDate,
  LISTING_LIMITS,
  TENANTS,
  type Accommodation,
  type Amenity,
} from './listing-fields';
import {
  AREA_FILTER_MAX,
  GENDER_FILTERS,
  LISTING_PAGE_MAX,
  LISTING_SORTS,
  MATCH_SORT,
  RENT_FILTER_MAX,
  type ListingOrder,
} from './listing-query-options';
import { areaById, cityById } from './places';
import { blankAsUnset, blankFreeList, pageLimit, unknownOption } from './query-options';

export * from './listing-query-options';

const QUERY_SORTS = [...LISTING_SORTS, MATCH_SORT] as const;

/** `build`'s value, made on the first call and kept. */
function once<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => (built ??= { value: build() }).value;
}

/**
 * The query options of GET /roommates, shared with the web app so that its
 * filters send only what the API accepts. Written with zod/mini: Browse Listing loads and builds
 * these schemas to read the options its address names, and mini's schemas are quicker to build and
 * lighter to load than the classic API's (docs/architecture.md, "Keeping the first page light").
 * Every option is optional: the plain call returns the newest listings. What needs no schema
 * (sorts, limits, headers, the options' type) is in listing-query-options.ts, re-exported here.
 */

const onceText = (name: string, max: number) =>
  z.pipe(
    z.transform(blankAsUnset),
    z.optional(
      z
        .string({ error: `${name} must be given once` })
        .check(z.trim(), z.maxLength(max, `${name} must be at most ${max} characters`)),
    ),
  );

const rent = (name: string) =>
  z.pipe(
    z.transform(blankAsUnset),
    z.optional(
      z.pipe(
        z.pipe(
          z
            .string({ error: `${name} must be given once` })
            .check(z.regex(/^\d+$/, `${name} must be a whole number of taka`)),
          z.transform(Number),
        ),
        z.number().check(z.maximum(RENT_FILTER_MAX, `${name} must be at most ${RENT_FILTER_MAX}`)),
      ),
    ),
  );

/**
 * `lifestyle` may repeat (`?lifestyle=Student&lifestyle=Non-smoker`) or name several words
 * separated by commas, as a listing's lifestyle is written (`?lifestyle=Student, Non-smoker`);
 * a listing must have every one.
 */
const splitWords = (value: unknown) =>
  blankFreeList(
    (Array.isArray(value) ? value : [value]).flatMap((item) =>
      typeof item === 'string' ? item.split(',') : [item],
    ),
  );
const lifestyle = () =>
  z.pipe(
    z.transform(splitWords),
    z.optional(
      z
        .array(
          z
            .string({ error: 'lifestyle must be text' })
            .check(
              z.trim(),
              z.maxLength(
                LISTING_LIMITS.lifestyleItem,
                `lifestyle must be at most ${LISTING_LIMITS.lifestyleItem} characters`,
              ),
            ),
        )
        .check(
          z.maxLength(
            LISTING_LIMITS.lifestyleItems,
            `lifestyle can be given at most ${LISTING_LIMITS.lifestyleItems} times`,
          ),
        ),
    ),
  );

/** A repeatable option: one value or several, blanks dropped, each value one of a list. */
const repeatable = <T extends string>(
  name: string,
  max: number,
  isValue: (value: string) => boolean,
  valuesText: string,
) =>
  z.pipe(
    z.transform(blankFreeList),
    z.optional(
      z.pipe(
        z
          .array(
            z.string({ error: `${name} must be text` }).check(
              z.trim(),
              z.refine(isValue, {
                error: (issue) => `${name} must be ${valuesText}; got ${JSON.stringify(issue.input)}`,
              }),
            ),
          )
          .check(z.maxLength(max, `${name} can be given at most ${max} times`)),
        z.transform((items: string[]) => [...new Set(items)] as T[]),
      ),
    ),
  );

const onceOf = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.pipe(
    z.transform(blankAsUnset),
    z.optional(z.enum(values, { error: `${name} must be given once, one of ${values.join(', ')}` })),
  );

/**
 * Each option on its own (a client reads one option at a time with its `shape`), built on first
 * use: Browse Listing's code then runs in two shorter tasks, not one (docs/architecture.md,
 * "Keeping the first page light").
 */
export const listingQueryFields = once(() =>
  z.strictObject(
    {
      email: onceText('email', LISTING_LIMITS.email),
      location: onceText('location', LISTING_LIMITS.location),
      minRent: rent('minRent'),
      maxRent: rent('maxRent'),
      roomType: onceText('roomType', LISTING_LIMITS.roomType),
      availability: z.pipe(
        z.transform(blankAsUnset),
        z.optional(
          z.enum(AVAILABILITY_OPTIONS, { error: 'availability must be Available or Not Available' }),
        ),
      ),
      lifestyle: lifestyle(),
      city: z.pipe(
        z.transform(blankAsUnset),
        z.optional(
          z.string({ error: 'city must be given once' }).check(
            z.trim(),
            z.refine((id) => cityById(id) !== undefined, 'city must be a city id from GET /api/places'),
          ),
        ),
      ),
      area: repeatable<string>(
        'area',
        AREA_FILTER_MAX,
        (id) => areaById(id) !== undefined,
        'an area id from GET /api/places',
      ),
      accommodation: repeatable<Accommodation>(
        'accommodation',
        ACCOMMODATIONS.length,
        (value) => (ACCOMMODATIONS as readonly string[]).includes(value),
        `one of ${ACCOMMODATIONS.join(', ')}`,
      ),
      gender: onceOf('gender', GENDER_FILTERS),
      tenant: onceOf('tenant', TENANTS),
      availableBy: z.pipe(
        z.transform(blankAsUnset),
        z.optional(
          z
            .string({ error: 'availableBy must be given once' })
            .check(z.refine(isCalendarDate, 'availableBy must be a date YYYY-MM-DD')),
        ),
      ),
      amenity: repeatable<Amenity>(
        'amenity',
        AMENITIES.length,
        (value) => (AMENITIES as readonly string[]).includes(value),
        `one of ${AMENITIES.join(', ')}`,
      ),
      q: onceText('q', LISTING_LIMITS.location),
      sort: z.pipe(
        z.transform(blankAsUnset),
        z.optional(z.enum(QUERY_SORTS, { error: `sort must be one of ${QUERY_SORTS.join(', ')}` })),
      ),
      limit: pageLimit(LISTING_PAGE_MAX),
      cursor: onceText('cursor', 500),
    },
    unknownOption,
  ),
);

type QueryFields = z.output<ReturnType<typeof listingQueryFields>>;

/** The whole query: the options, and the sort the filters default to (built on first use). */
export const listingQuerySchema = once(() =>
  z.pipe(
    listingQueryFields(),
    z.transform(({ sort, ...query }: QueryFields) => ({
      ...query,
      // sort=match reads the filtered listings in their default order, then ranks them by match.
      sort: (sort === undefined || sort === MATCH_SORT ? defaultSort(query) : sort) as ListingOrder,
      ...(sort === MATCH_SORT ? { byMatch: true as const } : {}),
    })),
  ),
);

/** Without `sort`: cheapest first with a budget, else soonest available with availableBy, else newest. */
function defaultSort(query: { minRent?: number; maxRent?: number; availableBy?: string }): ListingOrder {
  if (query.minRent !== undefined || query.maxRent !== undefined) return 'rent';
  return query.availableBy === undefined ? 'newest' : 'available';
}

/** The options after parsing: numbers, the sort (default from the filters), repeatable options as lists. */
export type ListingQuery = z.output<ReturnType<typeof listingQuerySchema>>;
