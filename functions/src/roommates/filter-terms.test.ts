import { describe, expect, it } from 'vitest';
import { listingFilterTerms, placeNames } from './filter-terms';

describe('filter terms', () => {
  it('make a location answer to each of its parts and to the words of its place names', () => {
    expect(placeNames('Road 71, Gulshan 2, Dhaka')).toEqual([
      'road 71',
      'gulshan 2',
      'dhaka',
      'road',
      'gulshan',
    ]);
    expect(placeNames('  Block D,  Bashundhara R/A , DHAKA ')).toEqual([
      'block d',
      'bashundhara r/a',
      'dhaka',
      'block',
      'bashundhara',
    ]);
    expect(placeNames('ধানমন্ডি, ঢাকা')).toEqual(['ধানমন্ডি', 'ঢাকা']);
  });

  it('store one term per filterable value of a listing', () => {
    expect(
      listingFilterTerms({
        name: 'Ayesha',
        email: 'Ayesha@Example.com',
        title: 'Room',
        location: 'Zindabazar, Sylhet',
        rentAmount: '6,500 BDT',
        roomType: 'Single  Room',
        lifestylePreferences: ['Non-smoker', 'Student'],
        contactInfo: 'x',
        availability: 'Available',
        description: 'x',
      }),
    ).toEqual([
      'email:ayesha@example.com',
      'place:zindabazar',
      'place:sylhet',
      'room:single room',
      'lifestyle:non-smoker',
      'lifestyle:student',
      'availability:available',
    ]);
  });
});
