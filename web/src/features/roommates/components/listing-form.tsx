import { useT } from '@/lib/i18n/locale-provider';
import { fieldLabel, type MessageId } from '@/lib/i18n/message-id';
import {
  AVAILABILITY_OPTIONS,
  CONTACT_VISIBILITIES,
  LISTING_LIMITS,
  type Availability,
  type ContactVisibility,
  type ListingInput,
} from '@roommate-finder/contract/listing';
import { CITY_IDS, cityOfArea } from '@roommate-finder/contract/places';
import { startTransition, useId, useState, type FormEvent, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-class';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { inShownLanguage, useFormFields } from '@/lib/use-form-fields';
import { hasAnswers } from '@/features/roommates/habit-answers';
import type { ListingPhotos } from '@/features/roommates/use-listing-photos';
import { HabitFields } from './habit-fields';
import { PhotoManager } from './photo-manager';
import {
  AVAILABILITY_LABELS,
  CONTACT_VISIBILITY_LABELS,
  composedLocation,
  placeName,
} from '@/features/roommates/listing-labels';
import {
  DETAIL_FIELD_NAMES,
  DETAIL_FIELDS,
  type DetailField,
} from '@/features/roommates/listing-detail-fields';
import {
  areasOf,
  resolveArea,
  validateListingForm,
  type ListingFormValues,
} from '@/features/roommates/listing-form-values';

/** The listing's required text fields, in the form's order, between the account's name and email and the availability. */
const TEXT_FIELDS: {
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
   * Sends the checked body. Resolves true when the form should show its initial
   * values again, as they are given from then on (the add form's empty ones, the
   * update form's stored ones once read again); false keeps what was typed (after
   * a failure, say).
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
      // The messages follow a switch of language while they show.
      setErrors(
        inShownLanguage(() => {
          const again = validateListingForm(values);
          return again.ok ? {} : again.errors;
        }),
      );
      focusFirstInvalid();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      // A transition, like the router's that brings the listing read again after an update: React
      // renders pending transitions together, so the form goes from what was typed to what is
      // stored without the values from before the save in between.
      if (await onSubmit(checked.input)) startTransition(reset);
    } finally {
      setBusy(false);
    }
  };

  /** The input of an optional field, as its line in DETAIL_FIELDS describes it. */
  const detailInput = (field: DetailField) => {
    const { input, required } = DETAIL_FIELDS[field];
    const label = t(fieldLabel(field));
    const value = values[field];
    const error = errors[field];
    const onChange = (event: { target: { value: string } }) =>
      update(field, event.target.value as ListingFormValues[DetailField]);
    switch (input.kind) {
      case 'place':
        // With Location, in placeFields.
        return null;
      case 'select':
        return (
          <SelectField
            key={field}
            label={label}
            name={field}
            required={required}
            placeholder={t(input.placeholder)}
            options={input.options}
            optionLabel={(option) => t(input.labels[option] as MessageId)}
            value={value}
            error={error}
            onChange={onChange}
          />
        );
      case 'checkboxes':
        return (
          <CheckboxGroup
            key={field}
            legend={input.legend ? t(input.legend, { label }) : label}
            name={field}
            options={input.options}
            optionLabel={(option) => t(input.labels[option] as MessageId)}
            selected={value as string[]}
            onChange={(selected) => update(field, selected as ListingFormValues[DetailField])}
            error={error}
            className="sm:col-span-2"
          />
        );
      case 'number':
        return (
          <TextField
            key={field}
            label={label}
            name={field}
            // Text, not a number field, so Bangla digits can be typed: "২" is read as 2 on submit.
            inputMode="numeric"
            hint={t(input.hint, { max: input.max })}
            value={value}
            error={error}
            onChange={onChange}
          />
        );
      case 'date':
        return (
          <TextField
            key={field}
            label={label}
            name={field}
            type="date"
            value={value}
            error={error}
            onChange={onChange}
          />
        );
      case 'text':
        return (
          <TextField
            key={field}
            label={label}
            name={field}
            maxLength={input.maxLength}
            placeholder={input.placeholder && t(input.placeholder)}
            value={value}
            error={error}
            onChange={onChange}
          />
        );
    }
  };

  const placeFields = [
    <SelectField
      key="city"
      label={t(fieldLabel('city'))}
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
      label={t(fieldLabel('area'))}
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
        label={t(fieldLabel('name'))}
        autoComplete="name"
        readOnly={nameReadOnly}
        maxLength={LISTING_LIMITS.name}
        hint={t(nameReadOnly ? 'form.fromAccount' : 'form.noName')}
        {...textField('name')}
      />
      <TextField
        label={t(fieldLabel('email'))}
        type="email"
        readOnly
        hint={t('form.fromAccount')}
        {...textField('email')}
      />
      {TEXT_FIELDS.flatMap(({ field, wide, placeholder, hint, ...input }) => [
        ...(field === 'location' ? placeFields : []),
        <TextField
          key={field}
          label={t(fieldLabel(field))}
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
                label={t(fieldLabel('contactVisibility'))}
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
      {/* The optional fields one by one, then the boxes to tick (listing-detail-fields.ts). */}
      {DETAIL_FIELD_NAMES.filter((field) => DETAIL_FIELDS[field].input.kind !== 'checkboxes').map(
        detailInput,
      )}
      {DETAIL_FIELD_NAMES.filter((field) => DETAIL_FIELDS[field].input.kind === 'checkboxes').map(
        detailInput,
      )}
      <SelectField
        label={t(fieldLabel('availability'))}
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
          {t('form.optional', { label: t(fieldLabel('household')) })}
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
        label={t(fieldLabel('description'))}
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
