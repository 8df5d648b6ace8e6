/**
 * The words of the listing contract: the options of each field, their limits and labels. No
 * schema here, so a screen that only shows listings (Browse Listing, a listing's page) loads
 * these without building the schemas of listing.ts, which re-exports them for the API and the
 * forms (docs/architecture.md, "Keeping the first page light").
 */

export const AVAILABILITY_OPTIONS = ['Available', 'Not Available'] as const;
export type Availability = (typeof AVAILABILITY_OPTIONS)[number];

/** Maximum lengths, in characters, after trimming. */
export const LISTING_LIMITS = {
  name: 80,
  email: 254,
  title: 120,
  location: 120,
  rentAmount: 40,
  roomType: 60,
  lifestyleItem: 40,
  lifestyleItems: 12,
  contactInfo: 120,
  description: 2000,
} as const;

/**
 * The English names of the required fields in the API's own messages ("Rent amount is
 * required", docs/api.md). Screens label fields from the web app's catalogues (`field.<name>`).
 */
export const LISTING_FIELD_LABELS = {
  name: 'Name',
  email: 'Email',
  title: 'Title',
  location: 'Location',
  rentAmount: 'Rent amount',
  roomType: 'Room type',
  lifestylePreferences: 'Lifestyle preferences',
  contactInfo: 'Contact info',
  availability: 'Availability',
  description: 'Description',
} as const;

export type ListingField = keyof typeof LISTING_FIELD_LABELS;

/** Home types: a seat in a mess (shared flat with a cook), a shared room, a room of one's own, a sublet, a whole flat, a hostel seat. */
export const ACCOMMODATIONS = [
  'mess-seat',
  'shared-room',
  'single-room',
  'sublet',
  'whole-flat',
  'hostel-seat',
] as const;
export type Accommodation = (typeof ACCOMMODATIONS)[number];

/** Who may live there: women only, men only, anyone. */
export const GENDER_POLICIES = ['female', 'male', 'any'] as const;
export type GenderPolicy = (typeof GENDER_POLICIES)[number];

/** Kinds of tenant a listing accepts. */
export const TENANTS = ['student', 'job-holder', 'family'] as const;
export type Tenant = (typeof TENANTS)[number];

/** Bills the rent includes. */
export const BILLS = ['gas', 'electricity', 'water', 'internet', 'service-charge', 'meals'] as const;
export type Bill = (typeof BILLS)[number];

export const AMENITIES = [
  'attached-bath',
  'balcony',
  'lift',
  'generator',
  'wifi',
  'furnished',
  'kitchen',
  'parking',
  'security',
] as const;
export type Amenity = (typeof AMENITIES)[number];

/** Who may see a listing's contact line and e-mail: anyone, signed-in people, or those its owner replied to. */
export const CONTACT_VISIBILITIES = ['everyone', 'signed-in', 'conversation'] as const;
export type ContactVisibility = (typeof CONTACT_VISIBILITIES)[number];
/** What a listing stored before the choice existed means. */
export const DEFAULT_CONTACT_VISIBILITY: ContactVisibility = 'everyone';

/** Most months of advance rent a listing may ask for. */
export const ADVANCE_MONTHS_MAX = 12;

/**
 * The optional fields of a listing, in the order the details show them, by their English names
 * in the API's messages; the server stores, returns and clears each (listing-document.ts).
 */
export const LISTING_DETAIL_LABELS = {
  city: 'City',
  area: 'Area',
  accommodation: 'Accommodation',
  genderPolicy: 'Gender policy',
  tenants: 'Tenants',
  advanceMonths: 'Advance months',
  billsIncluded: 'Bills included',
  availableFrom: 'Available from',
  amenities: 'Amenities',
  household: 'Life in this home',
} as const;

export type ListingDetailField = keyof typeof LISTING_DETAIL_LABELS;

/** A real calendar date written YYYY-MM-DD. */
export const isCalendarDate = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

/** A listing not confirmed for this many days asks its owner 'Still available?' in My Listings. */
export const CONFIRM_AFTER_DAYS = 30;
/** Not confirmed for this many days: out of the featured list, and marked 'May no longer be available'. */
export const STALE_AFTER_DAYS = 60;
