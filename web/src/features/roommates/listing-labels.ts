import type { Locale } from '@/lib/i18n/locale';
import type { MessageId } from '@/lib/i18n/message-id';
import type { Translator } from '@/lib/i18n/translator';
import type {
  Accommodation,
  Amenity,
  Availability,
  Bill,
  ContactVisibility,
  GenderPolicy,
  Tenant,
} from '@roommate-finder/contract/listing';
import type { GenderFilter } from '@roommate-finder/contract/listing-query-options';
import { areaById, cityById } from '@roommate-finder/contract/places';

/** How the form, the filters and the details name each value of the listing's Bangladesh fields. */
export const ACCOMMODATION_LABELS: Record<Accommodation, MessageId> = {
  'mess-seat': 'accommodation.mess-seat',
  'shared-room': 'accommodation.shared-room',
  'single-room': 'accommodation.single-room',
  sublet: 'accommodation.sublet',
  'whole-flat': 'accommodation.whole-flat',
  'hostel-seat': 'accommodation.hostel-seat',
};

export const GENDER_POLICY_LABELS: Record<GenderPolicy, MessageId> = {
  female: 'genderPolicy.female',
  male: 'genderPolicy.male',
  any: 'genderPolicy.any',
};

/** The search asks who is looking: listings for women are women-only or open to anyone. */
export const GENDER_FILTER_LABELS: Record<GenderFilter, MessageId> = {
  female: 'genderFilter.female',
  male: 'genderFilter.male',
};

export const TENANT_LABELS: Record<Tenant, MessageId> = {
  student: 'tenant.student',
  'job-holder': 'tenant.job-holder',
  family: 'tenant.family',
};

export const BILL_LABELS: Record<Bill, MessageId> = {
  gas: 'bill.gas',
  electricity: 'bill.electricity',
  water: 'bill.water',
  internet: 'bill.internet',
  'service-charge': 'bill.service-charge',
  meals: 'bill.meals',
};

export const AMENITY_LABELS: Record<Amenity, MessageId> = {
  'attached-bath': 'amenity.attached-bath',
  balcony: 'amenity.balcony',
  lift: 'amenity.lift',
  generator: 'amenity.generator',
  wifi: 'amenity.wifi',
  furnished: 'amenity.furnished',
  kitchen: 'amenity.kitchen',
  parking: 'amenity.parking',
  security: 'amenity.security',
};

/** Who sees a listing's contact details: the form's option and the plain explanation under it. */
export const CONTACT_VISIBILITY_LABELS: Record<ContactVisibility, { option: MessageId; hint: MessageId }> = {
  everyone: { option: 'contactVisibility.everyone', hint: 'contactVisibility.everyoneHint' },
  'signed-in': { option: 'contactVisibility.signed-in', hint: 'contactVisibility.signed-inHint' },
  conversation: { option: 'contactVisibility.conversation', hint: 'contactVisibility.conversationHint' },
};

/**
 * An area or city by name, the id when it is unknown: in English by both names, "Mirpur 10
 * (মিরপুর ১০)", in Bangla by the catalogue's Bangla name (packages/contract/src/places.ts).
 */
export function placeName(id: string, locale: Locale = 'en'): string {
  const place = areaById(id) ?? cityById(id);
  if (!place) return id;
  return locale === 'bn' ? place.bn : `${place.en} (${place.bn})`;
}

/** An area's or city's name in one language: "Mirpur 10" or "মিরপুর ১০". */
export function placeNameIn(id: string, locale: Locale): string | undefined {
  const place = areaById(id) ?? cityById(id);
  return place && (locale === 'bn' ? place.bn : place.en);
}

/** The Location text for an area and city, in the language of the form: "Mirpur 10, Dhaka" or "মিরপুর ১০, ঢাকা". */
export function composedLocation(cityId: string, areaId: string, locale: Locale = 'en'): string {
  return [placeNameIn(areaId, locale), placeNameIn(cityId, locale)].filter(Boolean).join(', ');
}

/** "Student, Job holder": a list of values by their labels. */
export const labelsOf = <T extends string>(
  t: Translator['t'],
  labels: Record<T, MessageId>,
  values: readonly T[] | undefined,
) => (values ?? []).map((value) => t(labels[value])).join(', ');

/** The label of an availability ('Available', 'Not Available') in the chosen language. */
export const AVAILABILITY_LABELS: Record<Availability, MessageId> = {
  Available: 'availability.Available',
  'Not Available': 'availability.Not Available',
};
