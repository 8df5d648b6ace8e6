import { z } from 'zod';
import { householdSchema } from './habits';
import type { Match } from './match';
import type { Hidden } from './moderation';
import type { ListingPhoto } from './photo-fields';
import {
  ACCOMMODATIONS,
  ADVANCE_MONTHS_MAX,
  AMENITIES,
  AVAILABILITY_OPTIONS,
  BILLS,
  CONTACT_VISIBILITIES,
  GENDER_POLICIES,
  isCalendarDate,
  LISTING_DETAIL_LABELS,
  LISTING_FIELD_LABELS,
  LISTING_LIMITS,
  TENANTS,
  type ContactVisibility,
  type ListingDetailField,
  type ListingField,
} from './listing-fields';
import { areaById, cityById, cityOfArea } from './places';

/**
 * The roommate listing contract, shared by the API (request validation) and
 * the web app (form validation), so both sides reject the same input with the
 * same message. Messages name the field as a person sees it in the form.
 * The fields' options, limits and labels are in listing-fields.ts (no schemas), all re-exported here.
 */

export * from './listing-fields';

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

const oneOf = <T extends readonly [string, ...string[]]>(field: ListingDetailField, values: T) =>
  z.enum(values, { error: `${LISTING_DETAIL_LABELS[field]} must be one of ${values.join(', ')}` });

/** A set of values from a list: each once, in the list's order. */
const setOf = <T extends readonly [string, ...string[]]>(field: ListingDetailField, values: T) =>
  z
    .array(oneOf(field, values), { error: `${LISTING_DETAIL_LABELS[field]} must be a list` })
    .max(values.length, `${LISTING_DETAIL_LABELS[field]} can have at most ${values.length} items`)
    .transform((items) => values.filter((value) => items.includes(value)) as T[number][]);

/** The optional Bangladesh fields of a listing (all may be left out). */
export const listingDetailShape = {
  city: z
    .string({ error: `${LISTING_DETAIL_LABELS.city} must be a city id` })
    .refine(
      (id) => cityById(id) !== undefined,
      `${LISTING_DETAIL_LABELS.city} must be a known city id (see GET /api/places)`,
    )
    .optional(),
  area: z
    .string({ error: `${LISTING_DETAIL_LABELS.area} must be an area id` })
    .refine(
      (id) => areaById(id) !== undefined,
      `${LISTING_DETAIL_LABELS.area} must be a known area id (see GET /api/places)`,
    )
    .optional(),
  accommodation: oneOf('accommodation', ACCOMMODATIONS).optional(),
  genderPolicy: oneOf('genderPolicy', GENDER_POLICIES).optional(),
  tenants: setOf('tenants', TENANTS).optional(),
  advanceMonths: z
    .number({ error: `${LISTING_DETAIL_LABELS.advanceMonths} must be a number` })
    .int(`${LISTING_DETAIL_LABELS.advanceMonths} must be a whole number`)
    .min(0, `${LISTING_DETAIL_LABELS.advanceMonths} must be from 0 to ${ADVANCE_MONTHS_MAX}`)
    .max(ADVANCE_MONTHS_MAX, `${LISTING_DETAIL_LABELS.advanceMonths} must be from 0 to ${ADVANCE_MONTHS_MAX}`)
    .optional(),
  billsIncluded: setOf('billsIncluded', BILLS).optional(),
  availableFrom: z
    .string({ error: `${LISTING_DETAIL_LABELS.availableFrom} must be a date YYYY-MM-DD` })
    .refine(isCalendarDate, `${LISTING_DETAIL_LABELS.availableFrom} must be a date YYYY-MM-DD`)
    .optional(),
  amenities: setOf('amenities', AMENITIES).optional(),
  /** The habits of the people who live there and what matters to them (contract/habits.ts), as the owner publishes them. */
  household: householdSchema.optional(),
};

export const listingInputSchema = z
  .strictObject(
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
      /** Who sees contactInfo and email (docs/product.md, "Contact details"); `everyone` when left out. */
      contactVisibility: z
        .enum(CONTACT_VISIBILITIES, {
          error: `Who sees the contact details must be one of ${CONTACT_VISIBILITIES.join(', ')}`,
        })
        .optional(),
      ...listingDetailShape,
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined,
    },
  )
  .superRefine((listing, context) => {
    if (listing.area === undefined || listing.city === undefined) return;
    if (cityOfArea(listing.area)?.id !== listing.city) {
      context.addIssue({
        code: 'custom',
        path: ['area'],
        message: `${LISTING_DETAIL_LABELS.area} must be an area of the city ${listing.city}`,
      });
    }
  });

/** What a client sends to create or update a listing (before parsing). */
export type ListingInput = z.input<typeof listingInputSchema>;
/**
 * The same after parsing: trimmed, lifestyle as an array. An area without a
 * city is allowed; the server fills the city from the area (and both from the
 * location when it names a known place).
 */
export type ListingFields = z.output<typeof listingInputSchema>;

/** Why a listing's answer leaves out its contact line and e-mail for this caller: sign in first, or wait for the owner's reply. */
export type ContactHidden = 'sign-in' | 'conversation';

/**
 * A listing as the API returns it. `contactInfo` and `email` are left out for a caller whom the
 * owner's `contactVisibility` does not let see them, and `contactHidden` says why.
 */
export interface Listing extends Omit<ListingFields, 'contactInfo' | 'email' | 'contactVisibility'> {
  _id: string;
  contactInfo?: string;
  email?: string;
  contactVisibility: ContactVisibility;
  contactHidden?: ContactHidden;
  likeCount: number;
  /** The owner's e-mail address is verified: listings show 'Verified e-mail'. */
  ownerVerified: boolean;
  /** In the owner's order, the first the cover; empty when it has none (docs/api.md, "Photos"). */
  photos: ListingPhoto[];
  createdAt: string;
  updatedAt: string;
  /** When the owner last edited it or said it is still available (docs/product.md, "Fresh listings"). */
  confirmedAt: string;
  /**
   * Only in answers to its owner and to moderators, while it is hidden (after reports, by a
   * moderator, or with its suspended owner): nobody else gets a hidden listing at all.
   */
  hidden?: Hidden;
  /**
   * Only in answers to a signed-in person with a roommate profile: how the
   * listing fits them, or null when it does not (a hard constraint, or a
   * score below 50). Never present for anyone else.
   */
  match?: Match | null;
}

/** The body of POST /roommates/:id/confirm ('Still available?' in My Listings): 'Yes' or 'Rented'. */
export const confirmListingSchema = z.strictObject(
  {
    stillAvailable: z.boolean({ error: 'stillAvailable must be true (Yes) or false (Rented)' }),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined,
  },
);
