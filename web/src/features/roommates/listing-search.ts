import { AVAILABILITY_OPTIONS } from '@contract/listing';
import { LISTING_SORTS, type ListingSort } from '@contract/listing-query';
import type { ListingFilters } from './api/get-listings';

/** Browse Listing's filters, as they stand in its address (?location=…&maxRent=…). */
export interface ListingSearch {
  location: string;
  maxRent: string;
  availability: string;
  sort: ListingSort;
}

const isOneOf = <T extends string>(options: readonly T[], value: string): value is T =>
  (options as readonly string[]).includes(value);

/** Reads the filters from the address; a value the API would refuse is left out, not sent. */
export function listingSearchFrom(params: URLSearchParams): ListingSearch {
  const maxRent = params.get('maxRent')?.trim() ?? '';
  const availability = params.get('availability') ?? '';
  const sort = params.get('sort') ?? '';
  return {
    location: params.get('location')?.trim() ?? '',
    maxRent: /^\d{1,9}$/.test(maxRent) ? maxRent : '',
    availability: isOneOf(AVAILABILITY_OPTIONS, availability) ? availability : '',
    sort: isOneOf(LISTING_SORTS, sort) ? sort : 'newest',
  };
}

/** The GET /roommates options for these filters; blank ones are not sent. */
export function listingFiltersFor(search: ListingSearch): ListingFilters {
  return {
    location: search.location || undefined,
    maxRent: search.maxRent ? Number(search.maxRent) : undefined,
    availability: search.availability || undefined,
    sort: search.sort === 'newest' ? undefined : search.sort,
  };
}

export const isFiltered = (search: ListingSearch) =>
  Boolean(search.location || search.maxRent || search.availability);
