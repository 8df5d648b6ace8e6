import type { ListingFields } from '@roommate-finder/contract/listing';

/**
 * Each listing stores its filterable values as prefixed, normalized terms in
 * one array (`filterTerms`): `email:…`, `place:…`, `room:…`, `lifestyle:…`,
 * `availability:…`. A query sends one term to Firestore as an
 * `array-contains` (Firestore allows one per query, and the emulator here
 * cannot query map fields). A search that names several free-text words (a
 * place word and up to two lifestyle words) asks for the one term that
 * stands for all of them together (`wordsTerm`), which a listing stores for
 * every such combination of its own words (docs/api.md, "Listing search").
 */

/** Case, spacing and Unicode forms do not matter when matching. */
export const normalizeTerm = (text: string) =>
  text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

const MAX_PLACE_TERMS = 24;

/**
 * The place names a location answers to: each comma-separated part ("Road
 * 8A", "Dhanmondi", "Dhaka") and each word of at least three letters in it
 * ("Gulshan" of "Gulshan 2"), so a search for an area or a city finds it.
 */
export function placeNames(location: string): string[] {
  const parts = location.split(',').map(normalizeTerm).filter(Boolean);
  const words = parts
    .flatMap((part) => part.split(/[\s/]+/))
    .filter((word) => /\p{L}.*\p{L}.*\p{L}/u.test(word));
  return [...new Set([...parts, ...words])].slice(0, MAX_PLACE_TERMS);
}

export const emailTerm = (email: string) => `email:${normalizeTerm(email)}`;
export const placeTerm = (place: string) => `place:${normalizeTerm(place)}`;
export const roomTerm = (roomType: string) => `room:${normalizeTerm(roomType)}`;
export const lifestyleTerm = (item: string) => `lifestyle:${normalizeTerm(item)}`;
export const availabilityTerm = (availability: string) => `availability:${normalizeTerm(availability)}`;

/** Most place words and lifestyle words one search may ask for together. */
export const SEARCH_WORDS_MAX = { place: 1, lifestyle: 2 } as const;

/**
 * The one term that stands for several free-text terms of a search together:
 * the term itself when there is one, else the sorted terms as JSON (no
 * separator a place or a lifestyle word could contain).
 */
export const wordsTerm = (terms: readonly string[]) =>
  terms.length === 1 ? terms[0]! : `all:${JSON.stringify([...new Set(terms)].sort())}`;

/** Every combination of a listing's words that a search may ask for together (SEARCH_WORDS_MAX). */
function wordCombinations(places: string[], lifestyles: string[]): string[] {
  const lifestylePairs = lifestyles.flatMap((first, index) =>
    lifestyles.slice(index + 1).map((second) => [first, second]),
  );
  return [
    ...lifestylePairs,
    ...places.flatMap((place) => [
      ...lifestyles.map((lifestyle) => [place, lifestyle]),
      ...lifestylePairs.map((pair) => [place, ...pair]),
    ]),
  ].map(wordsTerm);
}

/**
 * The terms stored on a listing. With the limits of the listing contract (a
 * location of 120 characters gives at most 24 place words, at most 12
 * lifestyle items) a listing stores at most about 2,000 terms, each an index
 * entry in the indexes on filterTerms, well within Firestore's 40,000 index
 * entries per document (docs/api.md, "Listing search"); a typical listing
 * (four place words, three lifestyle items) stores about thirty.
 */
export function listingFilterTerms(fields: ListingFields): string[] {
  const places = [...new Set(placeNames(fields.location).map(placeTerm))];
  const lifestyles = [...new Set(fields.lifestylePreferences.map(lifestyleTerm))];
  return [
    ...new Set([
      emailTerm(fields.email),
      ...places,
      roomTerm(fields.roomType),
      ...lifestyles,
      availabilityTerm(fields.availability),
      ...wordCombinations(places, lifestyles),
    ]),
  ];
}
