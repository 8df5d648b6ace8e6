import { budgetDigits, isBudgetFilter, type BudgetFilter } from '@/features/roommates/budget-amount';
import type {
  listingQueryFields,
  ListingQuery,
  ListingQueryOptions,
} from '@roommate-finder/contract/listing-query';

/** The GET /roommates options that Browse Listing's filter form offers, by their names in the address. */
export const BROWSE_FILTERS = [
  'q',
  'city',
  'area',
  'accommodation',
  'gender',
  'tenant',
  'availableBy',
  'amenity',
  'location',
  'minRent',
  'maxRent',
  'roomType',
  'availability',
  'lifestyle',
  'sort',
] as const;
export type BrowseFilter = (typeof BROWSE_FILTERS)[number];

/** Options that may repeat in the address (`?area=…&area=…`). */
const REPEATABLE = [
  'area',
  'accommodation',
  'amenity',
  'lifestyle',
] as const satisfies readonly BrowseFilter[];
type RepeatableFilter = (typeof REPEATABLE)[number];
const isRepeatable = (key: BrowseFilter): key is RepeatableFilter =>
  (REPEATABLE as readonly string[]).includes(key);

/**
 * Browse Listing's filters as the API reads them: numbers as numbers, lists
 * as lists. `sort` is absent unless asked for (the API picks the order that
 * the filters allow), and `cursor` names the page. `unreadBudget` holds a
 * budget the address names that is no amount ('cheap'), as written: the
 * search goes without it, and the form shows it with a message. `leftOut` names
 * the other options the address gives a value the API would refuse (`city=atlantis`,
 * `sort=bogus`, one item of a list), which the search goes without and the screen says so.
 */
export type ListingSearch = Omit<Pick<ListingQuery, BrowseFilter>, 'sort'> & {
  sort?: ListingQueryOptions['sort'];
  cursor?: string;
  unreadBudget?: Partial<Record<BudgetFilter, string>>;
  leftOut?: BrowseFilter[];
};

/** The API's query schema's fields, as the contract builds them. */
type QueryFields = ReturnType<typeof listingQueryFields>;

/** One option read with the API's schema; undefined when the API would refuse it or it is blank. */
function readOne(fields: QueryFields, key: BrowseFilter | 'cursor', value: unknown): unknown {
  // A budget is read as people write it: ?maxRent=৮,০০০ or 8%2C000 or ৳5000 is its number
  // (docs/product.md, "Searching"; budget-amount.ts).
  const typed = isBudgetFilter(key) && typeof value === 'string' ? budgetDigits(value) : value;
  const result = fields.shape[key].safeParse(typed);
  return result.success ? result.data : undefined;
}

/**
 * Reads the filters from the address (?city=dhaka&area=…&maxRent=…) with the
 * API's own query schema, one option (and one item of a list) at a time: a
 * value the API would refuse (maxRent=cheap, area=atlantis) is left out
 * rather than failing the whole search, and a blank one (as the form sends
 * it) is not set. A budget is read as people write it (8,000, ৳৫০০০); one
 * that is still no amount is kept as written in `unreadBudget`. The API
 * answers every combination (a few impossible ones, such as an area of
 * another city, with a refusal the screen shows).
 *
 * An option the address does not name is not set, as the API reads it, so an address without
 * options (Browse Listing as most visits open it) needs no schema: the schema, and zod with it
 * (17 kB gzipped), load only for an address that names one (docs/architecture.md, "No schemas
 * where nothing is checked").
 */
export async function listingSearchFrom(params: URLSearchParams): Promise<ListingSearch> {
  const named = BROWSE_FILTERS.filter((key) => params.has(key));
  if (named.length === 0 && !params.has('cursor')) return {};
  const fields = (await import('@roommate-finder/contract/listing-query')).listingQueryFields();
  const search: Record<string, unknown> = {};
  const unreadBudget: Partial<Record<BudgetFilter, string>> = {};
  const leftOut: BrowseFilter[] = [];
  for (const key of named) {
    // Each value once; a blank one (as the form sends it) reads as not set.
    const given = params.getAll(key);
    const read = given.map((item) => readOne(fields, key, item));
    const value = isRepeatable(key)
      ? (read as (string[] | undefined)[])
          .flatMap((items) => items ?? [])
          .filter((item, index, items) => items.indexOf(item) === index)
      : read[0];
    if (Array.isArray(value) ? value.length > 0 : value !== undefined) search[key] = value;
    else if (isBudgetFilter(key) && params.get(key)?.trim()) {
      // No amount: kept as written, for the form to show it with a message rather than lose it.
      unreadBudget[key] = params.get(key)!.trim();
    }
    const unread = given.some((item, index) => item.trim() !== '' && read[index] === undefined);
    if (unread && !isBudgetFilter(key)) leftOut.push(key);
  }
  if (Object.keys(unreadBudget).length > 0) search.unreadBudget = unreadBudget;
  if (leftOut.length > 0) search.leftOut = leftOut;
  const cursor = params.has('cursor') ? readOne(fields, 'cursor', params.get('cursor')) : undefined;
  if (cursor !== undefined) search.cursor = cursor;
  return search as ListingSearch;
}

/** The GET /roommates options for these filters (the API's default page size, 20). */
export function listingOptionsFor(search: ListingSearch): ListingQueryOptions {
  const { unreadBudget: _unread, leftOut: _leftOut, ...options } = search;
  return options;
}

/** Whether the address filters the listings, or names a budget or filter that could not be read ('Clear' shows). */
export const isFiltered = (search: ListingSearch) =>
  BROWSE_FILTERS.some((key) => key !== 'sort' && search[key] !== undefined) ||
  search.unreadBudget !== undefined ||
  search.leftOut !== undefined;
