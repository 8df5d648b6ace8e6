import { asciiDigits, type Locale } from '@/lib/i18n/locale';
import { fieldLabel } from '@/lib/i18n/message-id';
import { currentTranslator } from '@/lib/i18n/translator';
import { schemaIssueText } from '@/lib/i18n/schema-issue-text';
import {
  listingInputSchema,
  type Availability,
  type ContactVisibility,
  type ListingDetailField,
  type ListingField,
  type ListingInput,
  type Listing,
} from '@roommate-finder/contract/listing';
import { DEFAULT_CONTACT_VISIBILITY } from '@roommate-finder/contract/listing-fields';
import { CITIES, cityById, findPlace, placeWords, type Area } from '@roommate-finder/contract/places';
import type { FieldErrors } from '@/lib/use-form-fields';
import { habitAnswersInput, hasAnswers, noHabitAnswers, type HabitAnswers } from './habit-answers';
import {
  DETAIL_FIELD_NAMES,
  DETAIL_FIELDS,
  detailInputOf,
  detailValuesOf,
  emptyDetailValues,
  type DetailFieldValues,
} from './listing-detail-fields';
import { formatLifestyle } from './listing-format';

/**
 * What the add and update forms hold: text as typed; availability and the
 * lists of listing-detail-fields.ts '' until one is picked; the area as typed
 * (English or Bangla), resolved to its id on submit.
 */
export type ListingFormValues = Record<Exclude<ListingField, 'availability'>, string> &
  DetailFieldValues & {
    availability: Availability | '';
    /** Who sees the contact line and e-mail (docs/product.md, "Contact details"). */
    contactVisibility: ContactVisibility;
    /** "Life in this home": optional; sent only when at least one habit is answered. */
    household: HabitAnswers;
  };

export type ListingFormField = ListingField | ListingDetailField | 'contactVisibility';

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
    ...emptyDetailValues(),
    contactVisibility: DEFAULT_CONTACT_VISIBILITY,
    household: noHabitAnswers(),
  };
}

/**
 * The update form, prefilled from the stored listing, its availability and place selected, the
 * area named in the page's language (the field takes either language's name, resolveArea).
 */
export function listingFormFrom(listing: Listing, locale: Locale): ListingFormValues {
  return {
    name: listing.name,
    // The owner's own listing: the API always gives them its contact details.
    email: listing.email ?? '',
    title: listing.title,
    location: listing.location,
    rentAmount: listing.rentAmount,
    roomType: listing.roomType,
    lifestylePreferences: formatLifestyle(listing.lifestylePreferences),
    contactInfo: listing.contactInfo ?? '',
    availability: listing.availability,
    description: listing.description,
    ...detailValuesOf(listing),
    area:
      (listing.area && areasOf(listing.city ?? '').find((area) => area.id === listing.area)?.[locale]) ?? '',
    contactVisibility: listing.contactVisibility,
    household: listing.household
      ? {
          habits: { ...listing.household.habits },
          importance: { ...listing.household.importance },
          dealbreakers: [...listing.household.dealbreakers],
        }
      : noHabitAnswers(),
  };
}

/** The areas the area field offers: the city's, or every city's before one is picked. */
export function areasOf(cityId: string): readonly Area[] {
  return cityById(cityId)?.areas ?? CITIES.flatMap((item) => item.areas);
}

const sameWords = (a: string[], b: string[]) => a.length === b.length && a.every((word, i) => word === b[i]);

/**
 * The area a typed name means: an English or Bangla name or another spelling
 * ("Mirpur-10", "Mirpur10", "মিরপুর ১০") of an area of the city picked (of any
 * city when none is). Undefined when it names none.
 */
export function resolveArea(cityId: string, text: string): Area | undefined {
  const words = placeWords(text);
  if (words.length === 0) return undefined;
  const areas = areasOf(cityId);
  const exact = areas.find((area) =>
    [area.en, area.bn, ...area.aliases].some((name) => sameWords(placeWords(name), words)),
  );
  if (exact) return exact;
  const found = findPlace(text);
  return areas.find((area) => area.id === found?.area);
}

type ListingFormResult =
  { ok: true; input: ListingInput } | { ok: false; errors: FieldErrors<ListingFormField> };

/**
 * Checks the form with the API's own schema (packages/contract/src), so the
 * form refuses exactly what the server would, with the same messages: every
 * text field required, availability one of the list, lengths bounded. City
 * and accommodation are required by the form (the API accepts listings made
 * before they existed); the area must be one the catalogue knows. The body it
 * returns is what POST and PUT /roommates take.
 */
export function validateListingForm(values: ListingFormValues): ListingFormResult {
  const { t, locale } = currentTranslator();
  const english = locale === 'en';
  const label = (field: ListingFormField) => t(fieldLabel(field));
  const errors: FieldErrors<ListingFormField> = {};
  const area = resolveArea(values.city, values.area);
  const city = cityById(values.city);
  for (const field of DETAIL_FIELD_NAMES) {
    const value = values[field];
    if (DETAIL_FIELDS[field].required && value.length === 0) {
      errors[field] = t('form.required', { field: label(field) });
    }
  }
  if (values.area.trim() && !area) {
    errors.area = city
      ? t('form.areaOfCity', { field: label('area'), city: english ? city.en : city.bn })
      : t('form.areaFromList', { field: label('area') });
  }

  const input = {
    ...values,
    // Numbers may be typed with Bangla digits: "৮০০০" is stored as 8000 (docs/product.md, "Languages").
    rentAmount: asciiDigits(values.rentAmount),
    availability: values.availability || undefined,
    ...detailInputOf(values),
    area: area?.id,
    household: hasAnswers(values.household) ? habitAnswersInput(values.household) : undefined,
  };
  const parsed = listingInputSchema.safeParse(input);
  if (parsed.success && Object.keys(errors).length === 0) {
    // Trimmed, lifestyle as a list: what the server would store.
    return { ok: true, input: parsed.data };
  }
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as ListingFormField | undefined;
    if (field && !errors[field])
      errors[field] = english ? issue.message : schemaIssueText(issue, label(field), values[field]);
  }
  return { ok: false, errors };
}
