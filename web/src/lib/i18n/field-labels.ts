import type { ListingDetailField, ListingField } from '@roommate-finder/contract/listing';
import type { MessageId } from './message-id';

/**
 * The form's name of each field, in the chosen language: the listing forms
 * label their fields with it, and the API client names the field of a refusal
 * with it, so a form and its error message say the same word.
 */
export const FIELD_LABELS: Record<
  ListingField | ListingDetailField | 'contactVisibility' | 'photoURL' | 'photo' | 'text',
  MessageId
> = {
  name: 'field.name',
  email: 'field.email',
  title: 'field.title',
  location: 'field.location',
  rentAmount: 'field.rentAmount',
  roomType: 'field.roomType',
  lifestylePreferences: 'field.lifestylePreferences',
  contactInfo: 'field.contactInfo',
  availability: 'field.availability',
  description: 'field.description',
  city: 'field.city',
  area: 'field.area',
  accommodation: 'field.accommodation',
  genderPolicy: 'field.genderPolicy',
  tenants: 'field.tenants',
  advanceMonths: 'field.advanceMonths',
  billsIncluded: 'field.billsIncluded',
  availableFrom: 'field.availableFrom',
  amenities: 'field.amenities',
  household: 'field.household',
  contactVisibility: 'field.contactVisibility',
  photoURL: 'field.photoUrl',
  // An uploaded photo (docs/api.md, "Photos"): its refusals name the field `photo`.
  photo: 'field.photo',
  // A message's text (POST /conversations and /conversations/:id/messages).
  text: 'field.text',
};
