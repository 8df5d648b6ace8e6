import { z } from 'zod';

/**
 * The roommate listing contract, shared by the API (request validation) and
 * the web app (form validation), so both sides reject the same input with the
 * same message. Messages name the field as a person sees it in the form.
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

/** "Title is required" when the field is missing, "Title must be text" when it has another type. */
const missingOr = (label: string, wrongType: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? `${label} is required` : wrongType;

const requiredText = (field: ListingField, max: number) => {
  const label = LISTING_FIELD_LABELS[field];
  return z
    .string({ error: missingOr(label, `${label} must be text`) })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
};

/**
 * Lifestyle preferences arrive as an array of strings or as one string; a
 * comma-separated string becomes an array. Blank items are dropped, and at
 * least one item must remain.
 */
const lifestylePreferences = z
  .union([z.string(), z.array(z.string())], {
    error: missingOr(
      LISTING_FIELD_LABELS.lifestylePreferences,
      `${LISTING_FIELD_LABELS.lifestylePreferences} must be text or a list of text`,
    ),
  })
  .transform((value) => (Array.isArray(value) ? value : value.split(',')))
  .transform((items) => items.map((item) => item.trim()).filter((item) => item.length > 0))
  .pipe(
    z
      .array(
        z
          .string()
          .max(
            LISTING_LIMITS.lifestyleItem,
            `Each lifestyle preference must be at most ${LISTING_LIMITS.lifestyleItem} characters`,
          ),
      )
      .min(1, `${LISTING_FIELD_LABELS.lifestylePreferences} is required`)
      .max(
        LISTING_LIMITS.lifestyleItems,
        `${LISTING_FIELD_LABELS.lifestylePreferences} can have at most ${LISTING_LIMITS.lifestyleItems} items`,
      ),
  );

export const listingInputSchema = z.strictObject(
  {
    name: requiredText('name', LISTING_LIMITS.name),
    email: requiredText('email', LISTING_LIMITS.email).pipe(
      z.email({ error: `${LISTING_FIELD_LABELS.email} must be a valid email address` }),
    ),
    title: requiredText('title', LISTING_LIMITS.title),
    location: requiredText('location', LISTING_LIMITS.location),
    rentAmount: requiredText('rentAmount', LISTING_LIMITS.rentAmount),
    roomType: requiredText('roomType', LISTING_LIMITS.roomType),
    lifestylePreferences,
    contactInfo: requiredText('contactInfo', LISTING_LIMITS.contactInfo),
    availability: z.enum(AVAILABILITY_OPTIONS, {
      error: missingOr(
        LISTING_FIELD_LABELS.availability,
        `${LISTING_FIELD_LABELS.availability} must be Available or Not Available`,
      ),
    }),
    description: requiredText('description', LISTING_LIMITS.description),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined,
  },
);

/** What a client sends to create or update a listing (before parsing). */
export type ListingInput = z.input<typeof listingInputSchema>;
/** The same after parsing: trimmed, lifestyle as an array. */
export type ListingFields = z.output<typeof listingInputSchema>;

/** A listing as the API returns it. */
export interface Listing extends ListingFields {
  _id: string;
  likeCount: number;
  createdAt: string;
  updatedAt: string;
}
