import type { ListingFields } from '../contract/listing';

/**
 * Each listing stores its filterable values as prefixed, normalized terms in
 * one array (`filterTerms`): `email:…`, `place:…`, `room:…`, `lifestyle:…`,
 * `availability:…`. A query sends one of them to Firestore as an
 * `array-contains` (Firestore allows one per query, and the emulator here
 * cannot query map fields); search-plan.ts refuses a query needing more.
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

/** The terms stored on a listing. */
export function listingFilterTerms(fields: ListingFields): string[] {
  return [
    ...new Set([
      emailTerm(fields.email),
      ...placeNames(fields.location).map(placeTerm),
      roomTerm(fields.roomType),
      ...fields.lifestylePreferences.map(lifestyleTerm),
      availabilityTerm(fields.availability),
    ]),
  ];
}
