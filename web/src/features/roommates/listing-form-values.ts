import {
  listingInputSchema,
  type Availability,
  type ListingField,
  type ListingInput,
  type Listing,
} from '@contract/listing';
import type { FieldErrors } from '@/lib/use-form-fields';
import { formatLifestyle } from './listing-format';

/** What the add and update forms hold: text as typed; availability '' until one is picked. */
export type ListingFormValues = Record<Exclude<ListingField, 'availability'>, string> & {
  availability: Availability | '';
};

/** An empty form, with the name and email of the signed-in account (docs/product.md, "Listings": prefilled, read-only). */
export function emptyListingForm(owner: { name: string; email: string }): ListingFormValues {
  return {
    name: owner.name,
    email: owner.email,
    title: '',
    location: '',
    rentAmount: '',
    roomType: '',
    lifestylePreferences: '',
    contactInfo: '',
    availability: '',
    description: '',
  };
}

/** The update form, prefilled from the stored listing, its availability selected. */
export function listingFormFrom(listing: Listing): ListingFormValues {
  return {
    name: listing.name,
    email: listing.email,
    title: listing.title,
    location: listing.location,
    rentAmount: listing.rentAmount,
    roomType: listing.roomType,
    lifestylePreferences: formatLifestyle(listing.lifestylePreferences),
    contactInfo: listing.contactInfo,
    availability: listing.availability,
    description: listing.description,
  };
}

type ListingFormResult = { ok: true; input: ListingInput } | { ok: false; errors: FieldErrors<ListingField> };

/**
 * Checks the form with the API's own schema (functions/src/contract), so the
 * form refuses exactly what the server would, with the same messages: every
 * field required, availability one of the list, lengths bounded. The body it
 * returns is what POST and PUT /roommates take.
 */
export function validateListingForm(values: ListingFormValues): ListingFormResult {
  const input = { ...values, availability: values.availability || undefined };
  const parsed = listingInputSchema.safeParse(input);
  if (parsed.success) {
    // Trimmed, lifestyle as a list: what the server would store.
    return { ok: true, input: parsed.data };
  }
  const errors: FieldErrors<ListingField> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ListingField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
