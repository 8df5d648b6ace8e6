import { useT } from '@/lib/i18n/locale-provider';
import type { MessageId } from '@/lib/i18n/message-id';
import {
  ACCOMMODATIONS,
  TENANTS,
  type Accommodation,
  type Tenant,
} from '@roommate-finder/contract/listing-fields';
import { CITY_IDS, cityById } from '@roommate-finder/contract/places';
import {
  PROFILE_CITIES_MAX,
  PROFILE_GENDERS,
  type ProfileGender,
  type ProfileInput,
} from '@roommate-finder/contract/profile';
import { AREA_FILTER_MAX } from '@roommate-finder/contract/listing-query-options';
import { useState, type FormEvent, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-class';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { TextField } from '@/components/ui/text-field';
import { inShownLanguage, useFormFields } from '@/lib/use-form-fields';
import { ACCOMMODATION_LABELS, HabitFields, placeName, TENANT_LABELS } from '@/features/roommates/public';
import { validateProfileForm, type ProfileFormValues } from '@/features/matching/profile-form-values';

const GENDER_LABELS: Record<ProfileGender, MessageId> = {
  female: 'profile.gender.female',
  male: 'profile.gender.male',
};

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
  const { t, locale } = useT();
  const { values, errors, setErrors, update, formRef } = useFormFields(initialValues);
  const [busy, setBusy] = useState(false);
  // 'Only some areas?' opens at first when areas are stored, and then as the person opens or
  // closes it: unticking the last area must not close it under the person's keyboard focus.
  const [areasOpen, setAreasOpen] = useState(() => initialValues.areas.length > 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateProfileForm(values);
    if (!checked.ok) {
      // The messages follow a switch of language while they show.
      setErrors(
        inShownLanguage(() => {
          const again = validateProfileForm(values);
          return again.ok ? {} : again.errors;
        }),
      );
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
      <Step number={1} title={t('profile.step1')}>
        <ChoiceGroup
          legend={t('profile.iAm')}
          name="gender"
          options={PROFILE_GENDERS}
          optionLabel={(value) => t(GENDER_LABELS[value])}
          selected={values.gender ? [values.gender] : []}
          onChange={([value]) => update('gender', value ?? '')}
          error={errors.gender}
        />
        <ChoiceGroup
          legend={t('profile.lookingAs')}
          name="tenant"
          options={TENANTS}
          optionLabel={(value) => t(TENANT_LABELS[value as Tenant])}
          selected={values.tenant ? [values.tenant] : []}
          onChange={([value]) => update('tenant', value ?? '')}
          error={errors.tenant}
        />
      </Step>

      <Step number={2} title={t('profile.step2')}>
        <ChoiceGroup
          multiple
          legend={t('profile.cities', { label: t('profile.field.cities'), max: PROFILE_CITIES_MAX })}
          name="cities"
          options={CITY_IDS}
          optionLabel={(id) => placeName(id, locale)}
          selected={values.cities}
          disabled={(id) => values.cities.length >= PROFILE_CITIES_MAX && !values.cities.includes(id)}
          onChange={(cities) => update('cities', cities)}
          error={errors.cities}
        />
        {pickedCities.length > 0 ? (
          <details
            open={areasOpen}
            onToggle={(event) => setAreasOpen(event.currentTarget.open)}
            className="rounded-2xl border border-slate-200 p-4"
          >
            <summary className="cursor-pointer rounded-lg py-1 text-sm font-semibold text-teal-800 focus-visible:outline-2 focus-visible:outline-teal-700">
              {t('profile.onlySomeAreas', { max: AREA_FILTER_MAX })}
            </summary>
            <div className="mt-3 grid gap-4">
              {pickedCities.map((city) => (
                <ChoiceGroup
                  key={city.id}
                  multiple
                  compact
                  legend={t('profile.areasOf', { label: t('profile.field.areas'), city: city[locale] })}
                  name="areas"
                  options={city.areas.map((area) => area.id)}
                  optionLabel={(id) => city.areas.find((area) => area.id === id)?.[locale] ?? id}
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

      <Step number={3} title={t('profile.step3')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('profile.budget', { label: t('profile.field.budgetMax') })}
            name="budgetMax"
            inputMode="numeric"
            placeholder={t('form.rentPlaceholder')}
            value={values.budgetMax}
            error={errors.budgetMax}
            onChange={(event) => update('budgetMax', event.target.value)}
          />
          <TextField
            label={t('form.optional', { label: t('profile.field.moveBy') })}
            name="moveBy"
            type="date"
            hint={t('profile.moveByHint')}
            value={values.moveBy}
            error={errors.moveBy}
            onChange={(event) => update('moveBy', event.target.value)}
          />
        </div>
      </Step>

      <Step number={4} title={t('profile.step4')}>
        <ChoiceGroup
          multiple
          legend={t('profile.accommodation', { label: t('profile.field.accommodation') })}
          name="accommodation"
          options={ACCOMMODATIONS}
          optionLabel={(value) => t(ACCOMMODATION_LABELS[value as Accommodation])}
          selected={values.accommodation}
          onChange={(accommodation) => update('accommodation', accommodation)}
          error={errors.accommodation}
        />
      </Step>

      <Step number={5} title={t('profile.step5')}>
        <p className="text-sm text-slate-600">{t('profile.habitsLead')}</p>
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
          {t(busy ? 'profile.saving' : 'profile.save')}
        </button>
      </div>
    </form>
  );
}

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const { number: numberOf } = useT();
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
          {numberOf(number)}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}
