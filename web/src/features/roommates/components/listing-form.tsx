import { useT } from '@/lib/i18n/locale-provider';
import type { MessageId } from '@/lib/i18n/message-id';
import {
  ACCOMMODATIONS,
  ADVANCE_MONTHS_MAX,
  AMENITIES,
  AVAILABILITY_OPTIONS,
  BILLS,
  CONTACT_VISIBILITIES,
  GENDER_POLICIES,
  LISTING_LIMITS,
  TENANTS,
  type Accommodation,
  type Availability,
  type ContactVisibility,
  type GenderPolicy,
  type ListingInput,
} from '@roommate-finder/contract/listing';
import { CITY_IDS, cityOfArea } from '@roommate-finder/contract/places';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-class';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { useFormFields } from '@/lib/use-form-fields';
import { hasAnswers } from '@/features/roommates/habit-answers';
import type { ListingPhotos } from '@/features/roommates/use-listing-photos';
import { HabitFields } from './habit-fields';
import { PhotoManager } from './photo-manager';
import {
  ACCOMMODATION_LABELS,
  AMENITY_LABELS,
  AVAILABILITY_LABELS,
  BILL_LABELS,
  CONTACT_VISIBILITY_LABELS,
  FIELD_LABELS,
  composedLocation,
  placeName,
  GENDER_POLICY_LABELS,
  TENANT_LABELS,
} from '@/features/roommates/listing-labels';
import {
  areasOf,
  resolveArea,
  validateListingForm,
  type ListingFormValues,
} from '@/features/roommates/listing-form-values';

/** The listing's own text fields, in the form's order, between the account's name and email and the availability. */
const DETAIL_FIELDS: {
  field: 'title' | 'location' | 'rentAmount' | 'roomType' | 'lifestylePreferences' | 'contactInfo';
  placeholder: MessageId;
  hint?: MessageId;
  autoComplete?: string;
  inputMode?: 'text';
  /** Across both columns on wide screens. */
  wide?: boolean;
}[] = [
  { field: 'title', placeholder: 'form.titlePlaceholder', wide: true },
  { field: 'location', placeholder: 'form.locationPlaceholder', autoComplete: 'street-address' },
  // Free text ('8,000 BDT'), so no numeric keyboard: docs/product.md, "Listings".
  { field: 'rentAmount', placeholder: 'form.rentPlaceholder', inputMode: 'text', hint: 'form.rentHint' },
  { field: 'roomType', placeholder: 'form.roomTypePlaceholder' },
  // Each preference has its own limit, checked on submit; the field as a whole has none.
  {
    field: 'lifestylePreferences',
    placeholder: 'form.lifestylePlaceholder',
    hint: 'form.lifestyleHint',
  },
  { field: 'contactInfo', placeholder: 'form.contactPlaceholder', autoComplete: 'tel' },
];

interface ListingFormProps {
  initialValues: ListingFormValues;
  submitLabel: string;
  /**
   * Name and email come from the account (the server sets them whatever is
   * sent): read-only. The name can be typed only by an account that has none.
   */
  nameReadOnly: boolean;
  /**
   * Sends the checked body. Resolves true when the form should go back to its
   * initial values; false keeps what was typed (after a failure, say).
   */
  onSubmit: (input: ListingInput) => Promise<boolean>;
  /** Shown next to the submit button (a way back, for instance). */
  secondaryAction?: ReactNode;
  /** The listing's photos (use-listing-photos.ts), shown after the description. */
  photos: ListingPhotos;
}

/**
 * The add and update forms of a listing (docs/product.md, "Listings"): every field is
 * required and checked with the API's own schema before anything is sent.
 */
export function ListingForm({
  initialValues,
  submitLabel,
  nameReadOnly,
  onSubmit,
  secondaryAction,
  photos,
}: ListingFormProps) {
  const { t, locale } = useT();
  const { values, errors, setErrors, update, textField, focusFirstInvalid, reset, formRef } =
    useFormFields(initialValues);
  const [busy, setBusy] = useState(false);
  const areaListId = useId();

  /** The Location text follows the place picked; the person may still edit it afterwards. */
  const placeChanged = (city: string, areaText: string) => {
    const area = resolveArea(city, areaText);
    const cityId = city || (area && cityOfArea(area.id)?.id) || '';
    if (cityId !== values.city) update('city', cityId);
    if (cityId) update('location', composedLocation(cityId, area?.id ?? '', locale));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateListingForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      if (await onSubmit(checked.input)) reset();
    } finally {
      setBusy(false);
    }
  };

  const placeFields = [
    <SelectField
      key="city"
      label={t(FIELD_LABELS.city)}
      name="city"
      required
      placeholder={t('form.selectCity')}
      options={CITY_IDS}
      optionLabel={(id) => placeName(id, locale)}
      value={values.city}
      error={errors.city}
      onChange={(event) => {
        const city = event.target.value;
        update('city', city);
        // An area of another city no longer applies.
        const areaText = resolveArea(city, values.area) ? values.area : '';
        if (areaText !== values.area) update('area', areaText);
        placeChanged(city, areaText);
      }}
    />,
    <TextField
      key="area"
      label={t(FIELD_LABELS.area)}
      name="area"
      list={areaListId}
      autoComplete="off"
      placeholder={t('form.areaPlaceholder')}
      hint={t('form.areaHint')}
      value={values.area}
      error={errors.area}
      onChange={(event) => {
        update('area', event.target.value);
        placeChanged(values.city, event.target.value);
      }}
    />,
    <datalist key="area-list" id={areaListId}>
      {areasOf(values.city).flatMap((area) => [
        <option key={area.id} value={area.en}>
          {area.bn}
        </option>,
        <option key={`${area.id}-bn`} value={area.bn}>
          {area.en}
        </option>,
      ])}
    </datalist>,
  ];

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-busy={busy} className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={t(FIELD_LABELS.name)}
        autoComplete="name"
        readOnly={nameReadOnly}
        maxLength={LISTING_LIMITS.name}
        hint={t(nameReadOnly ? 'form.fromAccount' : 'form.noName')}
        {...textField('name')}
      />
      <TextField
        label={t(FIELD_LABELS.email)}
        type="email"
        readOnly
        hint={t('form.fromAccount')}
        {...textField('email')}
      />
      {DETAIL_FIELDS.flatMap(({ field, wide, placeholder, hint, ...input }) => [
        ...(field === 'location' ? placeFields : []),
        <TextField
          key={field}
          label={t(FIELD_LABELS[field])}
          maxLength={field === 'lifestylePreferences' ? undefined : LISTING_LIMITS[field]}
          className={wide ? 'sm:col-span-2' : ''}
          placeholder={t(placeholder)}
          hint={hint && t(hint)}
          {...input}
          {...textField(field)}
        />,
        ...(field === 'contactInfo'
          ? [
              <SelectField
                key="contactVisibility"
                label={t(FIELD_LABELS.contactVisibility)}
                name="contactVisibility"
                options={CONTACT_VISIBILITIES}
                optionLabel={(value) => t(CONTACT_VISIBILITY_LABELS[value as ContactVisibility].option)}
                // Says what the choice shown means, in plain words, as it changes.
                hint={t(CONTACT_VISIBILITY_LABELS[values.contactVisibility].hint)}
                value={values.contactVisibility}
                error={errors.contactVisibility}
                onChange={(event) => update('contactVisibility', event.target.value as ContactVisibility)}
              />,
            ]
          : []),
      ])}
      <SelectField
        label={t(FIELD_LABELS.accommodation)}
        name="accommodation"
        required
        placeholder={t('form.selectAccommodation')}
        options={ACCOMMODATIONS}
        optionLabel={(value) => t(ACCOMMODATION_LABELS[value as Accommodation])}
        value={values.accommodation}
        error={errors.accommodation}
        onChange={(event) => update('accommodation', event.target.value as Accommodation | '')}
      />
      <SelectField
        label={t(FIELD_LABELS.genderPolicy)}
        name="genderPolicy"
        placeholder={t('form.notStated')}
        options={GENDER_POLICIES}
        optionLabel={(value) => t(GENDER_POLICY_LABELS[value as GenderPolicy])}
        value={values.genderPolicy}
        error={errors.genderPolicy}
        onChange={(event) => update('genderPolicy', event.target.value as GenderPolicy | '')}
      />
      <TextField
        label={t(FIELD_LABELS.advanceMonths)}
        name="advanceMonths"
        // Text, not a number field, so Bangla digits can be typed: "২" is read as 2 on submit.
        inputMode="numeric"
        hint={t('form.advanceHint', { max: ADVANCE_MONTHS_MAX })}
        value={values.advanceMonths}
        error={errors.advanceMonths}
        onChange={(event) => update('advanceMonths', event.target.value)}
      />
      <TextField
        label={t(FIELD_LABELS.availableFrom)}
        name="availableFrom"
        type="date"
        value={values.availableFrom}
        error={errors.availableFrom}
        onChange={(event) => update('availableFrom', event.target.value)}
      />
      <CheckboxGroup
        legend={t('form.tenantsLegend', { label: t(FIELD_LABELS.tenants) })}
        name="tenants"
        options={TENANTS}
        optionLabel={(value) => t(TENANT_LABELS[value])}
        selected={values.tenants}
        onChange={(selected) => update('tenants', selected)}
        error={errors.tenants}
        className="sm:col-span-2"
      />
      <CheckboxGroup
        legend={t(FIELD_LABELS.billsIncluded)}
        name="billsIncluded"
        options={BILLS}
        optionLabel={(value) => t(BILL_LABELS[value])}
        selected={values.billsIncluded}
        onChange={(selected) => update('billsIncluded', selected)}
        error={errors.billsIncluded}
        className="sm:col-span-2"
      />
      <CheckboxGroup
        legend={t(FIELD_LABELS.amenities)}
        name="amenities"
        options={AMENITIES}
        optionLabel={(value) => t(AMENITY_LABELS[value])}
        selected={values.amenities}
        onChange={(selected) => update('amenities', selected)}
        error={errors.amenities}
        className="sm:col-span-2"
      />
      <SelectField
        label={t(FIELD_LABELS.availability)}
        name="availability"
        required
        placeholder={t('form.selectAvailability')}
        options={AVAILABILITY_OPTIONS}
        optionLabel={(value) => t(AVAILABILITY_LABELS[value as Availability])}
        value={values.availability}
        error={errors.availability}
        onChange={(event) => update('availability', event.target.value as ListingFormValues['availability'])}
      />
      <details
        open={hasAnswers(initialValues.household) || Boolean(errors.household)}
        className="rounded-2xl border border-slate-200 p-4 sm:col-span-2"
      >
        <summary className="cursor-pointer rounded-lg py-1 font-semibold text-teal-800 focus-visible:outline-2 focus-visible:outline-teal-700">
          {t('form.optional', { label: t(FIELD_LABELS.household) })}
        </summary>
        <p className="mt-2 mb-4 text-sm text-slate-600">{t('form.householdLead')}</p>
        <HabitFields
          about="home"
          namePrefix="household"
          value={values.household}
          onChange={(household) => update('household', household)}
          error={errors.household}
        />
      </details>
      <TextAreaField
        label={t(FIELD_LABELS.description)}
        placeholder={t('form.descriptionPlaceholder')}
        rows={5}
        maxLength={LISTING_LIMITS.description}
        className="sm:col-span-2"
        {...textField('description')}
      />
      <PhotoManager photos={photos} />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button type="submit" disabled={busy} className={buttonClass('primary', 'lg')}>
          {submitLabel}
        </button>
        {secondaryAction}
      </div>
    </form>
  );
}
