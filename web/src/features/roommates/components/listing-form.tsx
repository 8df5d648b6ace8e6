import {
  AVAILABILITY_OPTIONS,
  LISTING_FIELD_LABELS,
  LISTING_LIMITS,
  type ListingInput,
} from '@contract/listing';
import { useState, type FormEvent, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-class';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { useFormFields } from '@/lib/use-form-fields';
import { validateListingForm, type ListingFormValues } from '@/features/roommates/listing-form-values';

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
      {DETAIL_FIELDS.map(({ field, wide, ...input }) => (
        <TextField
          key={field}
          label={LISTING_FIELD_LABELS[field]}
          maxLength={field === 'lifestylePreferences' ? undefined : LISTING_LIMITS[field]}
          className={wide ? 'sm:col-span-2' : ''}
          {...input}
          {...textField(field)}
        />
      ))}
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
