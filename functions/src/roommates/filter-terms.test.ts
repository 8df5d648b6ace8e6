import { describe, expect, it } from 'vitest';
import { listingFilterTerms, placeNames, wordsTerm } from './filter-terms';

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

  it('store one term per filterable value of a listing, and one per combination of words a search may ask for', () => {
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
      wordsTerm(['lifestyle:non-smoker', 'lifestyle:student']),
      wordsTerm(['place:zindabazar', 'lifestyle:non-smoker']),
      wordsTerm(['place:zindabazar', 'lifestyle:student']),
      wordsTerm(['place:zindabazar', 'lifestyle:non-smoker', 'lifestyle:student']),
      wordsTerm(['place:sylhet', 'lifestyle:non-smoker']),
      wordsTerm(['place:sylhet', 'lifestyle:student']),
      wordsTerm(['place:sylhet', 'lifestyle:non-smoker', 'lifestyle:student']),
    ]);
  });

  it('give several words one term whatever their order, and one word its own term', () => {
    expect(wordsTerm(['lifestyle:b', 'place:a'])).toBe(wordsTerm(['place:a', 'lifestyle:b']));
    expect(wordsTerm(['lifestyle:b'])).toBe('lifestyle:b');
    // A comma or a quote in a word cannot make two combinations look alike.
    expect(wordsTerm(['lifestyle:a,b', 'lifestyle:c'])).not.toBe(wordsTerm(['lifestyle:a', 'lifestyle:b,c']));
  });

  it('stay within a bound at the contract limits: 24 place words, 12 lifestyle items', () => {
    const terms = listingFilterTerms({
      name: 'x',
      email: 'x@example.com',
      title: 'x',
      location: Array.from({ length: 12 }, (_, i) => `Placeone${i} Word${i}`).join(', '),
      rentAmount: 'x',
      roomType: 'x',
      lifestylePreferences: Array.from({ length: 12 }, (_, i) => `Habit ${i}`),
      contactInfo: 'x',
      availability: 'Available',
      description: 'x',
    });
    expect(placeNames(Array.from({ length: 12 }, (_, i) => `Placeone${i} Word${i}`).join(', '))).toHaveLength(
      24,
    );
    // 24 × 66 triples + 24 × 12 + 66 pairs + 24 + 12 words + email, room, availability
    expect(terms).toHaveLength(24 * 66 + 24 * 12 + 66 + 24 + 12 + 3);
  });
});
