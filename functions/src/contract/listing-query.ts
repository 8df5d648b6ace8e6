import { z } from 'zod';
import { AVAILABILITY_OPTIONS, LISTING_LIMITS } from './listing';

/**
 * The query options of GET /roommates, shared with the web app so that its
 * filters send only what the API accepts. Every option is optional: the plain
 * call returns the newest listings.
 */

/** `newest` first; `rent` cheapest first (listings whose rent has no number last); `likes` most liked first. */
export const LISTING_SORTS = ['newest', 'rent', 'likes'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** Largest `limit`; a page of this many listings is one request. */
export const LISTING_PAGE_MAX = 100;
/** Without `limit`, GET /roommates returns at most this many listings. */
export const LISTING_UNPAGED_MAX = 500;
/** Response header that carries the next page's cursor; absent on the last page. */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';
/** Highest rent a budget filter accepts, in taka. */
export const RENT_FILTER_MAX = 999_999_999;

/** An empty value (`?location=`) means the option is not set, as in a form left blank. */
const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const onceText = (name: string, max: number) =>
  z.preprocess(
    blankAsUnset,
    z
      .string({ error: `${name} must be given once` })
      .trim()
      .max(max, `${name} must be at most ${max} characters`)
      .optional(),
  );

const rent = (name: string) =>
  z.preprocess(
    blankAsUnset,
    z
      .string({ error: `${name} must be given once` })
      .regex(/^\d+$/, `${name} must be a whole number of taka`)
      .transform(Number)
      .pipe(z.number().max(RENT_FILTER_MAX, `${name} must be at most ${RENT_FILTER_MAX}`))
      .optional(),
  );

/** `lifestyle` may repeat (`?lifestyle=Student&lifestyle=Non-smoker`); a listing must have every one. */
const lifestyle = z.preprocess(
  (value) => {
    const items = (Array.isArray(value) ? value : [value])
      .map(blankAsUnset)
      .filter((item) => item !== undefined);
    return items.length === 0 ? undefined : items;
  },
  z
    .array(
      z
        .string({ error: 'lifestyle must be text' })
        .trim()
        .max(
          LISTING_LIMITS.lifestyleItem,
          `lifestyle must be at most ${LISTING_LIMITS.lifestyleItem} characters`,
        ),
    )
    .max(
      LISTING_LIMITS.lifestyleItems,
      `lifestyle can be given at most ${LISTING_LIMITS.lifestyleItems} times`,
    )
    .optional(),
);

export const listingQuerySchema = z
  .strictObject(
    {
      email: onceText('email', LISTING_LIMITS.email),
      location: onceText('location', LISTING_LIMITS.location),
      minRent: rent('minRent'),
      maxRent: rent('maxRent'),
      roomType: onceText('roomType', LISTING_LIMITS.roomType),
      availability: z.preprocess(
        blankAsUnset,
        z.enum(AVAILABILITY_OPTIONS, { error: 'availability must be Available or Not Available' }).optional(),
      ),
      lifestyle,
      sort: z.preprocess(
        blankAsUnset,
        z.enum(LISTING_SORTS, { error: `sort must be one of ${LISTING_SORTS.join(', ')}` }).default('newest'),
      ),
      limit: z.preprocess(
        blankAsUnset,
        z
          .string({ error: 'limit must be given once' })
          .regex(/^\d+$/, `limit must be a whole number from 1 to ${LISTING_PAGE_MAX}`)
          .transform(Number)
          .pipe(
            z
              .number()
              .min(1, `limit must be a whole number from 1 to ${LISTING_PAGE_MAX}`)
              .max(LISTING_PAGE_MAX, `limit must be at most ${LISTING_PAGE_MAX}`),
          )
          .optional(),
      ),
      cursor: onceText('cursor', 500),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `Unknown query option: ${issue.keys.join(', ')}` : undefined,
    },
  )
  .refine(
    (query) => query.minRent === undefined || query.maxRent === undefined || query.minRent <= query.maxRent,
    {
      message: 'minRent must not be more than maxRent',
      path: ['minRent'],
    },
  );

/** The query options a client can send (as query-string values). */
export interface ListingQueryOptions {
  email?: string;
  location?: string;
  minRent?: number;
  maxRent?: number;
  roomType?: string;
  availability?: (typeof AVAILABILITY_OPTIONS)[number];
  lifestyle?: string[];
  sort?: ListingSort;
  limit?: number;
  cursor?: string;
}

/** The options after parsing: numbers, the default sort, lifestyle as a list. */
export type ListingQuery = z.output<typeof listingQuerySchema>;
