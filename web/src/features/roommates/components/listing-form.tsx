import {
  ACCOMMODATIONS,
  ADVANCE_MONTHS_MAX,
  AMENITIES,
  AVAILABILITY_OPTIONS,
  BILLS,
  GENDER_POLICIES,
  LISTING_DETAIL_LABELS,
  LISTING_FIELD_LABELS,
  LISTING_LIMITS,
  TENANTS,
  type Accommodation,
  type GenderPolicy,
  type ListingInput,
} from '@contract/listing';
import { CITY_IDS, cityOfArea } from '@contract/places';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-class';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { useFormFields } from '@/lib/use-form-fields';
import { hasAnswers } from '@/features/roommates/habit-answers';
import { HabitFields } from './habit-fields';
import {
  ACCOMMODATION_LABELS,
  AMENITY_LABELS,
  BILL_LABELS,
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
  placeholder: string;
  hint?: string;
  autoComplete?: string;
  inputMode?: 'text';
  /** Across both columns on wide screens. */
  wide?: boolean;
}[] = [
  { field: 'title', placeholder: 'Furnished single room near Dhanmondi Lake', wide: true },
  { field: 'location', placeholder: 'Road 12, Dhanmondi, Dhaka', autoComplete: 'street-address' },
  // Free text ('8,000 BDT'), so no numeric keyboard: docs/product.md, "Listings".
  { field: 'rentAmount', placeholder: '8,000', inputMode: 'text', hint: 'Monthly rent in BDT' },
  { field: 'roomType', placeholder: 'Single room, shared room, studio…' },
  // Each preference has its own limit, checked on submit; the field as a whole has none.
  {
    field: 'lifestylePreferences',
    placeholder: 'Non-smoker, Early riser, Pet-friendly',
    hint: 'Separate them with commas',
  },
  { field: 'contactInfo', placeholder: '+880 1711-000000', autoComplete: 'tel' },
];

interface ListingFormProps {
  initialValues: ListingFormValues;
  submitLabel: 'Submit' | 'Update';
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
}: ListingFormProps) {
  const { values, errors, setErrors, update, textField, focusFirstInvalid, reset, formRef } =
    useFormFields(initialValues);
  const [busy, setBusy] = useState(false);
  const areaListId = useId();

  /** The Location text follows the place picked; the person may still edit it afterwards. */
  const placeChanged = (city: string, areaText: string) => {
    const area = resolveArea(city, areaText);
    const cityId = city || (area && cityOfArea(area.id)?.id) || '';
    if (cityId !== values.city) update('city', cityId);
    if (cityId) update('location', composedLocation(cityId, area?.id ?? ''));
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
      label={LISTING_DETAIL_LABELS.city}
      name="city"
      required
      placeholder="Select city"
      options={CITY_IDS}
      optionLabel={placeName}
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
      label={LISTING_DETAIL_LABELS.area}
      name="area"
      list={areaListId}
      autoComplete="off"
      placeholder="Mirpur 10 / মিরপুর ১০"
      hint="Type in English or Bangla and pick from the list"
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
        label="Name"
        autoComplete="name"
        readOnly={nameReadOnly}
        maxLength={LISTING_LIMITS.name}
        hint={nameReadOnly ? 'From your account' : 'Your account has no name yet: type the one to show'}
        {...textField('name')}
      />
      <TextField label="Email" type="email" readOnly hint="From your account" {...textField('email')} />
      {DETAIL_FIELDS.flatMap(({ field, wide, ...input }) => [
        ...(field === 'location' ? placeFields : []),
        <TextField
          key={field}
          label={LISTING_FIELD_LABELS[field]}
          maxLength={field === 'lifestylePreferences' ? undefined : LISTING_LIMITS[field]}
          className={wide ? 'sm:col-span-2' : ''}
          {...input}
          {...textField(field)}
        />,
      ])}
      <SelectField
        label={LISTING_DETAIL_LABELS.accommodation}
        name="accommodation"
        required
        placeholder="Select accommodation"
        options={ACCOMMODATIONS}
        optionLabel={(value) => ACCOMMODATION_LABELS[value as Accommodation]}
        value={values.accommodation}
        error={errors.accommodation}
        onChange={(event) => update('accommodation', event.target.value as Accommodation | '')}
      />
      <SelectField
        label={LISTING_DETAIL_LABELS.genderPolicy}
        name="genderPolicy"
        placeholder="Not stated"
        options={GENDER_POLICIES}
        optionLabel={(value) => GENDER_POLICY_LABELS[value as GenderPolicy]}
        value={values.genderPolicy}
        error={errors.genderPolicy}
        onChange={(event) => update('genderPolicy', event.target.value as GenderPolicy | '')}
      />
      <TextField
        label={LISTING_DETAIL_LABELS.advanceMonths}
        name="advanceMonths"
        type="number"
        min={0}
        max={ADVANCE_MONTHS_MAX}
        step={1}
        inputMode="numeric"
        hint={`Months of rent paid in advance, 0 to ${ADVANCE_MONTHS_MAX}`}
        value={values.advanceMonths}
        error={errors.advanceMonths}
        onChange={(event) => update('advanceMonths', event.target.value)}
      />
      <TextField
        label={LISTING_DETAIL_LABELS.availableFrom}
        name="availableFrom"
        type="date"
        value={values.availableFrom}
        error={errors.availableFrom}
        onChange={(event) => update('availableFrom', event.target.value)}
      />
      <CheckboxGroup
        legend={`${LISTING_DETAIL_LABELS.tenants} (who may live there)`}
        name="tenants"
        options={TENANTS}
        optionLabel={(value) => TENANT_LABELS[value]}
        selected={values.tenants}
        onChange={(selected) => update('tenants', selected)}
        error={errors.tenants}
        className="sm:col-span-2"
      />
      <CheckboxGroup
        legend={LISTING_DETAIL_LABELS.billsIncluded}
        name="billsIncluded"
        options={BILLS}
        optionLabel={(value) => BILL_LABELS[value]}
        selected={values.billsIncluded}
        onChange={(selected) => update('billsIncluded', selected)}
        error={errors.billsIncluded}
        className="sm:col-span-2"
      />
      <CheckboxGroup
        legend={LISTING_DETAIL_LABELS.amenities}
        name="amenities"
        options={AMENITIES}
        optionLabel={(value) => AMENITY_LABELS[value]}
        selected={values.amenities}
        onChange={(selected) => update('amenities', selected)}
        error={errors.amenities}
        className="sm:col-span-2"
      />
      <SelectField
        label="Availability"
        name="availability"
        required
        placeholder="Select availability"
        options={AVAILABILITY_OPTIONS}
        value={values.availability}
        error={errors.availability}
        onChange={(event) => update('availability', event.target.value as ListingFormValues['availability'])}
      />
      <details
        open={hasAnswers(initialValues.household) || Boolean(errors.household)}
        className="rounded-2xl border border-slate-200 p-4 sm:col-span-2"
      >
        <summary className="cursor-pointer rounded-lg py-1 font-semibold text-teal-800 focus-visible:outline-2 focus-visible:outline-teal-700">
          {LISTING_DETAIL_LABELS.household} (optional)
        </summary>
        <p className="mt-2 mb-4 text-sm text-slate-600">
          How the people who live here get on day to day. People with a roommate profile see how well they
          fit, and your listing page shows these answers as plain facts. Skip any question you like.
        </p>
        <HabitFields
          about="home"
          namePrefix="household"
          value={values.household}
          onChange={(household) => update('household', household)}
          error={errors.household}
        />
      </details>
      <TextAreaField
        label="Description"
        placeholder="The room, the flat, the people you live with, what is close by…"
        rows={5}
        maxLength={LISTING_LIMITS.description}
        className="sm:col-span-2"
        {...textField('description')}
      />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button type="submit" disabled={busy} className={buttonClass('primary', 'lg')}>
          {submitLabel}
        </button>
        {secondaryAction}
      </div>
    </form>
  );
}
