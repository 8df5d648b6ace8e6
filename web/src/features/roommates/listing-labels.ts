import type { Accommodation, Amenity, Bill, GenderPolicy, Tenant } from '@contract/listing';
import type { GenderFilter } from '@contract/listing-query';
import { areaById, cityById } from '@contract/places';

/** How the form, the filters and the details name each value of the listing's Bangladesh fields. */
export const ACCOMMODATION_LABELS: Record<Accommodation, string> = {
  'mess-seat': 'Mess seat',
  'shared-room': 'Shared room',
  'single-room': 'Single room',
  sublet: 'Sublet',
  'whole-flat': 'Whole flat',
  'hostel-seat': 'Hostel seat',
};

export const GENDER_POLICY_LABELS: Record<GenderPolicy, string> = {
  female: 'Women only',
  male: 'Men only',
  any: 'Anyone',
};

/** The search asks who is looking: listings for women are women-only or open to anyone. */
export const GENDER_FILTER_LABELS: Record<GenderFilter, string> = {
  female: 'Open to women',
  male: 'Open to men',
};

export const TENANT_LABELS: Record<Tenant, string> = {
  student: 'Student',
  'job-holder': 'Job holder',
  family: 'Family',
};

export const BILL_LABELS: Record<Bill, string> = {
  gas: 'Gas',
  electricity: 'Electricity',
  water: 'Water',
  internet: 'Internet',
  'service-charge': 'Service charge',
  meals: 'Meals',
};

export const AMENITY_LABELS: Record<Amenity, string> = {
  'attached-bath': 'Attached bath',
  balcony: 'Balcony',
  lift: 'Lift',
  generator: 'Generator',
  wifi: 'Wi-Fi',
  furnished: 'Furnished',
  kitchen: 'Kitchen',
  parking: 'Parking',
  security: 'Security guard',
};

/** "Mirpur 10 (মিরপুর ১০)": an area or city by its English and Bangla names; the id when it is unknown. */
export function placeName(id: string): string {
  const place = areaById(id) ?? cityById(id);
  return place ? `${place.en} (${place.bn})` : id;
}

/** The Location text for an area and city: "Mirpur 10, Dhaka". */
export function composedLocation(cityId: string, areaId: string): string {
  return [areaById(areaId)?.en, cityById(cityId)?.en].filter(Boolean).join(', ');
}

/** "Student, Job holder": a list of values by their labels. */
export const labelsOf = <T extends string>(labels: Record<T, string>, values: readonly T[] | undefined) =>
  (values ?? []).map((value) => labels[value]).join(', ');
