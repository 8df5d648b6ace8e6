import { ACCOMMODATIONS, TENANTS, type Accommodation, type Tenant } from '@contract/listing';
import { CITY_IDS, cityById } from '@contract/places';
import {
  PROFILE_CITIES_MAX,
  PROFILE_FIELD_LABELS,
  PROFILE_GENDERS,
  type ProfileGender,
  type ProfileInput,
} from '@contract/profile';
import { AREA_FILTER_MAX } from '@contract/listing-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-class';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { TextField } from '@/components/ui/text-field';
import { useFormFields } from '@/lib/use-form-fields';
import { ACCOMMODATION_LABELS, HabitFields, placeName, TENANT_LABELS } from '@/features/roommates/public';
import { validateProfileForm, type ProfileFormValues } from '@/features/matching/profile-form-values';

const GENDER_LABELS: Record<ProfileGender, string> = { female: 'Woman', male: 'Man' };

interface ProfileFormProps {
  initialValues: ProfileFormValues;
  /** Sends the checked profile; resolves false to keep the answers on screen (after a failure). */
  onSubmit: (input: ProfileInput) => Promise<boolean>;
}

/**
 * The roommate profile questionnaire (docs/product.md, "Matching"): about
 * two minutes of one-tap answers in five short steps, checked with the
 * API's own schema before it is sent.
 */
export function ProfileForm({ initialValues, onSubmit }: ProfileFormProps) {
  const { values, errors, setErrors, update, formRef } = useFormFields(initialValues);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateProfileForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      // The first step with a problem comes into view; its message is tied to its question.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(checked.input);
    } finally {
      setBusy(false);
    }
  };

  const pickedCities = values.cities.flatMap((id) => cityById(id) ?? []);

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-busy={busy} className="grid gap-6">
      <Step number={1} title="About you">
        <ChoiceGroup
          legend="I am a"
          name="gender"
          options={PROFILE_GENDERS}
          optionLabel={(value) => GENDER_LABELS[value]}
          selected={values.gender ? [values.gender] : []}
          onChange={([value]) => update('gender', value ?? '')}
          error={errors.gender}
        />
        <ChoiceGroup
          legend="I am looking as a"
          name="tenant"
          options={TENANTS}
          optionLabel={(value) => TENANT_LABELS[value as Tenant]}
          selected={values.tenant ? [values.tenant] : []}
          onChange={([value]) => update('tenant', value ?? '')}
          error={errors.tenant}
        />
      </Step>

      <Step number={2} title="Where">
        <ChoiceGroup
          multiple
          legend={`${PROFILE_FIELD_LABELS.cities} (1 to ${PROFILE_CITIES_MAX})`}
          name="cities"
          options={CITY_IDS}
          optionLabel={placeName}
          selected={values.cities}
          disabled={(id) => values.cities.length >= PROFILE_CITIES_MAX && !values.cities.includes(id)}
          onChange={(cities) => update('cities', cities)}
          error={errors.cities}
        />
        {pickedCities.length > 0 ? (
          <details open={values.areas.length > 0} className="rounded-2xl border border-slate-200 p-4">
            <summary className="cursor-pointer rounded-lg py-1 text-sm font-semibold text-teal-800 focus-visible:outline-2 focus-visible:outline-teal-700">
              Only some areas? (optional, up to {AREA_FILTER_MAX})
            </summary>
            <div className="mt-3 grid gap-4">
              {pickedCities.map((city) => (
                <ChoiceGroup
                  key={city.id}
                  multiple
                  compact
                  legend={`${PROFILE_FIELD_LABELS.areas} of ${city.en}`}
                  name="areas"
                  options={city.areas.map((area) => area.id)}
                  optionLabel={(id) => city.areas.find((area) => area.id === id)?.en ?? id}
                  selected={values.areas}
                  disabled={(id) => values.areas.length >= AREA_FILTER_MAX && !values.areas.includes(id)}
                  onChange={(areas) =>
                    update('areas', [
                      ...values.areas.filter((id) => !city.areas.some((area) => area.id === id)),
                      ...areas.filter((id) => city.areas.some((area) => area.id === id)),
                    ])
                  }
                />
              ))}
            </div>
            {errors.areas ? <p className="mt-2 text-sm text-rose-700">{errors.areas}</p> : null}
          </details>
        ) : null}
      </Step>

      <Step number={3} title="Budget and move-in">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={`${PROFILE_FIELD_LABELS.budgetMax} (BDT a month, at most)`}
            name="budgetMax"
            inputMode="numeric"
            placeholder="8,000"
            value={values.budgetMax}
            error={errors.budgetMax}
            onChange={(event) => update('budgetMax', event.target.value)}
          />
          <TextField
            label={`${PROFILE_FIELD_LABELS.moveBy} (optional)`}
            name="moveBy"
            type="date"
            hint="The latest date you want to move in"
            value={values.moveBy}
            error={errors.moveBy}
            onChange={(event) => update('moveBy', event.target.value)}
          />
        </div>
      </Step>

      <Step number={4} title="The kind of place">
        <ChoiceGroup
          multiple
          legend={`${PROFILE_FIELD_LABELS.accommodation} you would take (optional: none means any)`}
          name="accommodation"
          options={ACCOMMODATIONS}
          optionLabel={(value) => ACCOMMODATION_LABELS[value as Accommodation]}
          selected={values.accommodation}
          onChange={(accommodation) => update('accommodation', accommodation)}
          error={errors.accommodation}
        />
      </Step>

      <Step number={5} title="Your habits">
        <p className="text-sm text-slate-600">
          Answer what you like and skip the rest. For each, say how much the other side&apos;s answer matters
          to you; a dealbreaker rules out homes that answer differently.
        </p>
        <HabitFields
          about="you"
          namePrefix="habit"
          value={values.answers}
          onChange={(answers) => update('answers', answers)}
          error={errors.answers}
        />
      </Step>

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={busy} className={buttonClass('primary', 'lg')}>
          {busy ? 'Saving…' : 'Save my profile'}
        </button>
      </div>
    </form>
  );
}

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`profile-step-${number}`}
      className="grid gap-4 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id={`profile-step-${number}`} className="flex items-center gap-3 text-lg font-bold text-slate-900">
        <span
          aria-hidden="true"
          className="inline-flex size-8 items-center justify-center rounded-full bg-teal-700 text-sm text-white"
        >
          {number}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}
