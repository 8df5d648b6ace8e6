import { listingQueryFields } from '@roommate-finder/contract/listing-query';
import type * as ListingQuery from '@roommate-finder/contract/listing-query';
import { describe, expect, it, vi } from 'vitest';
import { BROWSE_FILTERS, isFiltered, listingOptionsFor, listingSearchFrom } from './listing-search';

// The contract's schema, as it is, watched: the tests see when Browse Listing builds it.
vi.mock('@roommate-finder/contract/listing-query', async (importOriginal) => {
  const contract = await importOriginal<typeof ListingQuery>();
  return { ...contract, listingQueryFields: vi.fn(contract.listingQueryFields) };
});

const searchOf = (query: string) => listingSearchFrom(new URLSearchParams(query));

describe("Browse Listing's filters in the address", () => {
  it('reads them as the API does: trimmed text, a number of taka, lists for repeated options', async () => {
    expect(
      await searchOf(
        'location=+Sylhet+&maxRent=9000&availability=Available&city=dhaka&area=dhaka-mirpur-10&area=dhaka-mirpur-2' +
          '&accommodation=mess-seat&gender=female&tenant=student&amenity=wifi&q=%E0%A6%AE%E0%A6%BF%E0%A6%B0%E0%A6%AA%E0%A7%81%E0%A6%B0&cursor=abc',
      ),
    ).toEqual({
      location: 'Sylhet',
      maxRent: 9000,
      availability: 'Available',
      city: 'dhaka',
      area: ['dhaka-mirpur-10', 'dhaka-mirpur-2'],
      accommodation: ['mess-seat'],
      gender: 'female',
      tenant: 'student',
      amenity: ['wifi'],
      q: 'মিরপুর',
      cursor: 'abc',
    });
  });

  it('treats the blank fields of a submitted form as not set, and sends no sort unless asked', async () => {
    const search = await searchOf('location=&maxRent=&availability=&sort=&area=&availableBy=');
    expect(search).toEqual({});
    expect(isFiltered(search)).toBe(false);
    expect(listingOptionsFor(search)).toEqual({});
  });

  it('leaves out only the values the API would refuse, one item of a list at a time', async () => {
    const search = await searchOf(
      'location=Dhaka&maxRent=cheap&availability=Maybe&sort=random&area=atlantis&area=dhaka-banani',
    );
    // A budget that is no amount is kept as written, for the form to show it with a message; the
    // other options left out are named, for the screen to say so.
    expect(search).toEqual({
      location: 'Dhaka',
      area: ['dhaka-banani'],
      unreadBudget: { maxRent: 'cheap' },
      leftOut: ['area', 'availability', 'sort'],
    });
    expect(listingOptionsFor(search)).toEqual({ location: 'Dhaka', area: ['dhaka-banani'] });
  });

  it('reads a budget as people write it: digit groups, Bangla digits, the taka sign, Tk, BDT, টাকা', async () => {
    for (const [written, amount] of [
      ['8,000', 8000],
      ['৮,০০০', 8000],
      ['৳৫০০০', 5000],
      ['8 000', 8000],
      ['Tk 8,000', 8000],
      ['8000 BDT', 8000],
      ['১,০০,০০০ টাকা', 100000],
    ] as const) {
      const query = new URLSearchParams({ maxRent: written, minRent: written }).toString();
      expect(await searchOf(query), written).toEqual({ minRent: amount, maxRent: amount });
    }
  });

  it('keeps a budget that is still no amount as written, and counts it as a filter (Clear shows)', async () => {
    const search = await searchOf('minRent=cheap&maxRent=99%2C99%2C99%2C99%2C999');
    expect(search).toEqual({ unreadBudget: { minRent: 'cheap', maxRent: '99,99,99,99,999' } });
    expect(listingOptionsFor(search)).toEqual({});
    expect(isFiltered(search)).toBe(true);
    expect(await searchOf('minRent=+&maxRent=')).toEqual({});
  });

  it('sends every combination to the API: a budget with a move-in date and any sort', async () => {
    expect(
      listingOptionsFor(await searchOf('maxRent=5000&minRent=৩০০০&availableBy=2026-12-01&sort=likes')),
    ).toEqual({
      minRent: 3000,
      maxRent: 5000,
      availableBy: '2026-12-01',
      sort: 'likes',
    });
  });

  it('builds no schema for an address without options, and reads an absent option as the API does: not set', async () => {
    vi.mocked(listingQueryFields).mockClear();
    expect(await searchOf('')).toEqual({});
    expect(await searchOf('page=2')).toEqual({});
    expect(listingQueryFields).not.toHaveBeenCalled();
    // What the API's schema makes of each option when it is absent: nothing set, so leaving an
    // absent option out without asking the schema reads the address as the API does.
    const fields = listingQueryFields().shape;
    for (const key of [...BROWSE_FILTERS, 'cursor'] as const) {
      const absent = fields[key].safeParse(undefined);
      expect(absent.success, key).toBe(true);
      expect(absent.data, key).toBeUndefined();
    }
    expect(await searchOf('city=dhaka')).toEqual({ city: 'dhaka' });
  });

  it('reads lifestyle words typed in one field, separated by commas', async () => {
    expect((await searchOf('lifestyle=Student%2C+Non-smoker')).lifestyle).toEqual(['Student', 'Non-smoker']);
    expect((await searchOf('lifestyle=Student&lifestyle=Quiet')).lifestyle).toEqual(['Student', 'Quiet']);
  });
});
