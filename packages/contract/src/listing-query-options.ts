/**
 * The query options of GET /roommates that need no schema: the sorts, page sizes, limits, the
 * paged answers' headers and the options' type. Free of zod, so that a screen that only sends a
 * query or reads a paged answer (the messages, a conversation, the users, My Listings) loads none
 * (docs/architecture.md, "No schemas where nothing is checked"; `npm run test:budget` checks it);
 * `listing-query.ts` re-exports them with the schema that reads a query.
 */
import type { AVAILABILITY_OPTIONS, Accommodation, Amenity, Tenant } from './listing-fields';

/**
 * `newest` first; `rent` cheapest first (listings whose rent has no number last); `likes` most
 * liked first; `available` soonest available first (listings that give no date last). Every sort
 * combines with every filter (docs/api.md, "Listing search").
 */
export const LISTING_SORTS = ['newest', 'rent', 'likes', 'available'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
/**
 * `sort=match`: best match first for a signed-in person with a roommate
 * profile (docs/api.md); it combines with every filter. Not in LISTING_SORTS,
 * which every visitor may use.
 */
export const MATCH_SORT = 'match';
/** The order of an answer: the sort asked for, or the default of the filters (listing-query.ts, defaultSort). */
export type ListingOrder = ListingSort;

/** Largest `limit`; a page of this many listings is one request. */
export const LISTING_PAGE_MAX = 100;
/** Without `limit`, GET /roommates returns a page of this many listings (browse shows 20 a page). */
export const LISTING_PAGE_DEFAULT = 20;
/** Response header that carries the next page's cursor; absent on the last page. */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';
/** Most values of `area` in one query. */
export const AREA_FILTER_MAX = 10;
/** The people a `gender` filter asks for: listings whose policy is theirs or `any`. */
export const GENDER_FILTERS = ['female', 'male'] as const;
export type GenderFilter = (typeof GENDER_FILTERS)[number];
/** Response header with the total count of a paged list (GET /api/users). */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
/** Highest rent a budget filter accepts, in taka. */
export const RENT_FILTER_MAX = 999_999_999;

/** The query options a client can send (as query-string values). */
export interface ListingQueryOptions {
  email?: string;
  location?: string;
  minRent?: number;
  maxRent?: number;
  roomType?: string;
  availability?: (typeof AVAILABILITY_OPTIONS)[number];
  lifestyle?: string[];
  city?: string;
  /** Area ids, at most AREA_FILTER_MAX; a listing in any of them matches. */
  area?: string[];
  /** A listing of any of these types matches. */
  accommodation?: Accommodation[];
  /** Listings open to women (`female`) or men (`male`): that policy or `any`. */
  gender?: GenderFilter;
  tenant?: Tenant;
  /** YYYY-MM-DD: listings whose availableFrom is on or before it. */
  availableBy?: string;
  /** A listing must have every one. */
  amenity?: Amenity[];
  /** A place in English or Bangla ("Mirpur 10", "মিরপুর ১০", "Chittagong"), resolved through the catalogue. */
  q?: string;
  sort?: ListingSort | typeof MATCH_SORT;
  limit?: number;
  cursor?: string;
}
