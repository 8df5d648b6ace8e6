import {
  AMENITIES,
  TENANTS,
  type Amenity,
  type ListingFields,
  type Tenant,
} from '@roommate-finder/contract/listing';
import type { GenderFilter } from '@roommate-finder/contract/listing-query';
import { normalizeTerm } from './filter-terms';

/**
 * Server-only fields that let Firestore answer every filter of GET
 * /roommates with an index instead of a scan (docs/api.md, "Cost"): each
 * "must have" condition is one equality on a flat field (the local emulator
 * cannot query map fields), so any combination of them is an equality query
 * that Firestore serves by merging the per-field indexes of
 * firestore.indexes.json.
 */

const camel = (value: string) => value.replace(/-(\w)/g, (_match, letter: string) => letter.toUpperCase());
const capital = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** `forFemale`, `forMale`: the listing is open to women, to men. */
export const genderField = (gender: GenderFilter) => `for${capital(gender)}`;
/** `forStudent`, `forJobHolder`, `forFamily`. */
export const tenantField = (tenant: Tenant) => `for${capital(camel(tenant))}`;
/** `hasAttachedBath`, `hasWifi`, … */
export const amenityField = (amenity: Amenity) => `has${capital(camel(amenity))}`;

/** Every boolean search field. */
export const FLAG_FIELDS = [
  genderField('female'),
  genderField('male'),
  ...TENANTS.map(tenantField),
  ...AMENITIES.map(amenityField),
];

export interface SearchKeys {
  /** Normalized email and room type, for the `email` and `roomType` options. */
  emailKey: string;
  roomKey: string;
  /** See availableKeyOf(). */
  availableKey: string;
}

/** The search keys and one boolean per FLAG_FIELDS entry. */
export type SearchFields = SearchKeys & Record<string, boolean | string>;

/** Sorts after every date, so listings without availableFrom come last and never match availableBy. */
export const UNKNOWN_DATE = '~';

/**
 * Ascending order of this key is soonest available first, then the rent
 * key's tie-break (newest first, then id), so no two listings tie.
 */
export function availableKeyOf(availableFrom: string | undefined, rentKey: string): string {
  return `${availableFrom ?? UNKNOWN_DATE}_${rentKey.slice(rentKey.indexOf('_') + 1)}`;
}

/** The availableKey bound of `availableBy`: keys below it have a date on or before that day. */
export const availableKeyBound = (availableBy: string) => `${availableBy}${UNKNOWN_DATE}`;

export function searchFieldsOf(fields: ListingFields, rentKey: string): SearchFields {
  const policy = fields.genderPolicy;
  const result: SearchFields = {
    emailKey: normalizeTerm(fields.email),
    roomKey: normalizeTerm(fields.roomType),
    availableKey: availableKeyOf(fields.availableFrom, rentKey),
    [genderField('female')]: policy === 'female' || policy === 'any',
    [genderField('male')]: policy === 'male' || policy === 'any',
  };
  for (const tenant of TENANTS) result[tenantField(tenant)] = fields.tenants?.includes(tenant) ?? false;
  for (const amenity of AMENITIES)
    result[amenityField(amenity)] = fields.amenities?.includes(amenity) ?? false;
  return result;
}
