import { formatCalendarDate } from '@/lib/i18n/calendar-date';
import { asciiDigits } from '@/lib/i18n/locale';
import type { MessageId } from '@/lib/i18n/message-id';
import type { Translator } from '@/lib/i18n/translator';
import type { Listing, ListingFields } from '@roommate-finder/contract/listing';
import {
  ACCOMMODATIONS,
  ADVANCE_MONTHS_MAX,
  AMENITIES,
  BILLS,
  GENDER_POLICIES,
  TENANTS,
  type ListingDetailField,
} from '@roommate-finder/contract/listing-fields';
import {
  ACCOMMODATION_LABELS,
  AMENITY_LABELS,
  BILL_LABELS,
  GENDER_POLICY_LABELS,
  labelsOf,
  placeName,
  TENANT_LABELS,
} from './listing-labels';

/**
 * The listing's optional fields that the form asks one by one and the details show as a row
 * each: every optional field of the contract but "Life in this home", which has its own
 * section in both. Their one description is DETAIL_FIELDS below (docs/architecture.md, "How to
 * add… A field to a listing").
 */
export type DetailField = Exclude<ListingDetailField, 'household'>;

/** A list to pick from: its values (the contract's) and the catalogue's name of each. */
interface Choice {
  options: readonly string[];
  labels: Record<string, MessageId>;
}
const choice = <T extends string>(options: readonly T[], labels: Record<T, MessageId>): Choice => ({
  options,
  labels,
});

/** How the form asks for a field, and so how the details write its value. */
type DetailInput =
  /** City and area: the form's place picker (it also fills Location); shown by the place's name. */
  | { kind: 'place' }
  | ({ kind: 'select'; placeholder: MessageId } & Choice)
  /** Boxes to tick, across the form; `legend` (with `{label}`) says more than the label. */
  | ({ kind: 'checkboxes'; legend?: MessageId } & Choice)
  /** A whole number from 0 to `max`, typed as text so Bangla digits can be typed; shown with `shown` (`{count}`). */
  | { kind: 'number'; max: number; hint: MessageId; shown: MessageId }
  | { kind: 'date' }
  | { kind: 'text'; maxLength: number; placeholder?: MessageId };

interface DetailFieldDescription {
  /** The term of its row in the details (the form's label is `field.<name>`, fieldLabel()). */
  fact: MessageId;
  input: DetailInput;
  /** The form refuses to go on without it (the API accepts listings made before it existed). */
  required?: boolean;
}

/**
 * One line per field, in the order the details show them; the form asks the single inputs
 * in this order, then the boxes to tick. A field of the contract missing here fails typecheck.
 */
export const DETAIL_FIELDS: Record<DetailField, DetailFieldDescription> = {
  area: { fact: 'fact.area', input: { kind: 'place' } },
  city: { fact: 'fact.city', input: { kind: 'place' }, required: true },
  accommodation: {
    fact: 'fact.accommodation',
    input: {
      kind: 'select',
      placeholder: 'form.selectAccommodation',
      ...choice(ACCOMMODATIONS, ACCOMMODATION_LABELS),
    },
    required: true,
  },
  tenants: {
    fact: 'fact.whoMayLive',
    input: { kind: 'checkboxes', legend: 'form.tenantsLegend', ...choice(TENANTS, TENANT_LABELS) },
  },
  genderPolicy: {
    fact: 'fact.genderPolicy',
    input: {
      kind: 'select',
      placeholder: 'form.notStated',
      ...choice(GENDER_POLICIES, GENDER_POLICY_LABELS),
    },
  },
  advanceMonths: {
    fact: 'fact.advance',
    input: { kind: 'number', max: ADVANCE_MONTHS_MAX, hint: 'form.advanceHint', shown: 'fact.advanceMonths' },
  },
  billsIncluded: { fact: 'fact.billsIncluded', input: { kind: 'checkboxes', ...choice(BILLS, BILL_LABELS) } },
  availableFrom: { fact: 'fact.availableFrom', input: { kind: 'date' } },
  amenities: { fact: 'fact.amenities', input: { kind: 'checkboxes', ...choice(AMENITIES, AMENITY_LABELS) } },
};

export const DETAIL_FIELD_NAMES = Object.keys(DETAIL_FIELDS) as DetailField[];

/** What the form holds for a value: the picked values of a list, a number as typed, '' for none. */
type FormValueOf<V> = V extends readonly (infer T)[] ? T[] : V extends number ? string : V | '';
export type DetailFieldValues = { [F in DetailField]: FormValueOf<NonNullable<ListingFields[F]>> };

/** The form's values of a listing without them (an empty form). */
export const emptyDetailValues = (): DetailFieldValues =>
  Object.fromEntries(
    DETAIL_FIELD_NAMES.map((field) => [field, DETAIL_FIELDS[field].input.kind === 'checkboxes' ? [] : '']),
  ) as unknown as DetailFieldValues;

/** The form's values of a stored listing's fields. */
export function detailValuesOf(listing: Listing): DetailFieldValues {
  const values: Record<string, unknown> = emptyDetailValues();
  for (const field of DETAIL_FIELD_NAMES) {
    const value: unknown = listing[field];
    if (Array.isArray(value)) values[field] = [...(value as unknown[])];
    else if (typeof value === 'number') values[field] = String(value);
    else if (typeof value === 'string') values[field] = value;
  }
  return values as DetailFieldValues;
}

/** The body's fields of the form's values: what is left empty is left out; "২" becomes 2. */
export function detailInputOf(values: DetailFieldValues): Partial<Record<DetailField, unknown>> {
  const input: Partial<Record<DetailField, unknown>> = {};
  for (const field of DETAIL_FIELD_NAMES) {
    const value = values[field];
    if (Array.isArray(value)) input[field] = value.length > 0 ? value : undefined;
    else if (DETAIL_FIELDS[field].input.kind === 'number') {
      const digits = asciiDigits(value.trim());
      input[field] = digits === '' ? undefined : Number(digits);
    } else input[field] = value.trim() || undefined;
  }
  return input;
}

/** How the details write a listing's value of the field; undefined when it states none (older listings). */
export function shownDetail(
  field: DetailField,
  listing: Listing,
  translator: Translator,
): string | undefined {
  const { t, locale } = translator;
  const value: unknown = listing[field];
  if (value === undefined || value === null || value === '') return undefined;
  const { input } = DETAIL_FIELDS[field];
  switch (input.kind) {
    case 'place':
      return placeName(String(value), locale);
    case 'select':
      return t(input.labels[String(value)] as MessageId);
    case 'checkboxes':
      return labelsOf(t, input.labels, value as string[]) || undefined;
    case 'number':
      return t(input.shown, { count: Number(value) });
    case 'date':
      return formatCalendarDate(String(value), locale);
    case 'text':
      return String(value);
  }
}
