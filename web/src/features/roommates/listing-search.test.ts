import { describe, expect, it } from 'vitest';
import { isFiltered, listingOptionsFor, listingSearchFrom } from './listing-search';

const searchOf = (query: string) => listingSearchFrom(new URLSearchParams(query));

describe("Browse Listing's filters in the address", () => {
  it('reads them as the API does: trimmed text, a number of taka, the default sort', () => {
    expect(searchOf('location=+Sylhet+&maxRent=9000&availability=Available')).toEqual({
      location: 'Sylhet',
      maxRent: 9000,
      availability: 'Available',
      sort: 'newest',
    });
  });

  it('treats the blank fields of a submitted form as not set', () => {
    const search = searchOf('location=&maxRent=&availability=&sort=newest');
    expect(search).toEqual({
      location: undefined,
      maxRent: undefined,
      availability: undefined,
      sort: 'newest',
    });
    expect(isFiltered(search)).toBe(false);
  });

  it('leaves out only the options the API would refuse', () => {
    expect(searchOf('location=Dhaka&maxRent=cheap&availability=Maybe&sort=random')).toEqual({
      location: 'Dhaka',
      maxRent: undefined,
      availability: undefined,
      sort: 'newest',
    });
  });

  it('sends the set options, and no sort for the default order', () => {
    expect(listingOptionsFor(searchOf('location=Dhaka&sort=newest'))).toEqual({ location: 'Dhaka' });
    expect(listingOptionsFor(searchOf('maxRent=5000&sort=rent'))).toMatchObject({
      maxRent: 5000,
      sort: 'rent',
    });
  });
});
