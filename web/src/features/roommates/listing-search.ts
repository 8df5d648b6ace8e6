import {
  listingQueryFields,
  type ListingQuery,
  type ListingSort,
  type ListingQueryOptions,
} from '@contract/listing-query';

/** The GET /roommates options that Browse Listing's filter form offers, by their names in the address. */
export type BrowseFilter = 'location' | 'maxRent' | 'availability' | 'sort';

/** Browse Listing's filters as the API reads them: numbers as numbers, the default sort filled in. */
export type ListingSearch = Pick<ListingQuery, Exclude<BrowseFilter, 'sort'>> & { sort: ListingSort };

/**
 * Reads the filters from the address (?location=…&maxRent=…) with the API's
 * own query schema, one option at a time: an option the API would refuse
 * (maxRent=cheap) is left out rather than failing the whole search, and a
 * blank one (as the form sends it) is not set.
 */
export function listingSearchFrom(params: URLSearchParams): ListingSearch {
  const read = <Key extends BrowseFilter>(key: Key) => {
    const result = listingQueryFields.shape[key].safeParse(params.get(key) ?? undefined);
    return (result.success ? result.data : undefined) as ListingSearch[Key];
  };
  return {
    location: read('location'),
    maxRent: read('maxRent'),
    availability: read('availability'),
    sort: read('sort') ?? 'newest',
  };
}

/** The GET /roommates options for these filters; the default sort is not sent. */
export function listingOptionsFor(search: ListingSearch): ListingQueryOptions {
  const { sort, ...filters } = search;
  return { ...filters, ...(sort === 'newest' ? {} : { sort }) };
}

export const isFiltered = (search: ListingSearch) =>
  search.location !== undefined || search.maxRent !== undefined || search.availability !== undefined;
