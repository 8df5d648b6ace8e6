import type { z } from 'zod';
import type { MessageId } from '@/lib/i18n/message-id';
import { currentTranslator, translate } from '@/lib/i18n/translator';
import { asciiDigits } from '@/lib/i18n/locale';
import { schemaIssueText } from '@/lib/i18n/schema-issue-text';
import type { Accommodation, Tenant } from '@roommate-finder/contract/listing';
import {
  profileInputSchema,
  type ProfileGender,
  type ProfileInput,
  type StoredProfile,
} from '@roommate-finder/contract/profile';
import { cityOfArea } from '@roommate-finder/contract/places';
import type { FieldErrors } from '@/lib/use-form-fields';
import { habitAnswersInput, noHabitAnswers, type HabitAnswers } from '@/features/roommates/public';

/** What the questionnaire holds: '' until a one-tap question is answered, the budget as typed. */
export interface ProfileFormValues {
  gender: ProfileGender | '';
  tenant: Tenant | '';
  cities: string[];
  areas: string[];
  budgetMax: string;
  moveBy: string;
  accommodation: Accommodation[];
  answers: HabitAnswers;
}

/** The questionnaire's fields: the profile's, with habits, importance and dealbreakers as one, `answers`. */
export type ProfileFormField = keyof ProfileFormValues;

const HABIT_FIELDS: readonly string[] = ['habits', 'importance', 'dealbreakers'];

export const emptyProfileForm = (): ProfileFormValues => ({
  gender: '',
  tenant: '',
  cities: [],
  areas: [],
  budgetMax: '',
  moveBy: '',
  accommodation: [],
  answers: noHabitAnswers(),
});

/** The questionnaire filled in with the stored profile (GET /profile), to edit it. */
export function profileFormFrom(profile: StoredProfile | null): ProfileFormValues {
  if (!profile) return emptyProfileForm();
  return {
    gender: profile.gender,
    tenant: profile.tenant,
    cities: [...profile.cities],
    areas: [...(profile.areas ?? [])],
    budgetMax: String(profile.budgetMax),
    moveBy: profile.moveBy ?? '',
    accommodation: [...(profile.accommodation ?? [])],
    answers: {
      habits: { ...profile.habits },
      importance: { ...profile.importance },
      dealbreakers: [...profile.dealbreakers],
    },
  };
}

type ProfileFormResult =
  { ok: true; input: ProfileInput } | { ok: false; errors: FieldErrors<ProfileFormField> };

/** A budget as typed ("8,000", "৳ 8000") read as taka; NaN when it holds no number, for the schema to refuse. */
function budgetOf(text: string): number | undefined {
  // Bangla digits too: a budget typed ৮০০০ is 8000 (docs/product.md, "Languages").
  const digits = asciiDigits(text).replace(/[,\s৳]|tk|taka|bdt|টাকা/gi, '');
  if (digits === '') return undefined;
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

/**
 * Checks the questionnaire with the API's own schema (packages/contract/src/profile.ts),
 * so it refuses what PUT /profile would, with the same words. Areas of a city
 * no longer picked are dropped first, not refused: the person unticked the city.
 */
export function validateProfileForm(values: ProfileFormValues): ProfileFormResult {
  const input = {
    gender: values.gender || undefined,
    tenant: values.tenant || undefined,
    cities: values.cities,
    areas: values.areas.filter((area) => values.cities.includes(cityOfArea(area)?.id ?? '')),
    budgetMax: budgetOf(values.budgetMax),
    moveBy: values.moveBy || undefined,
    accommodation: values.accommodation,
    ...habitAnswersInput(values.answers),
  };
  const parsed = profileInputSchema.safeParse(input);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: FieldErrors<ProfileFormField> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    const field = (typeof key === 'string' && HABIT_FIELDS.includes(key) ? 'answers' : key) as
      ProfileFormField | undefined;
    if (field && !errors[field]) errors[field] = problemText(field, issue, input);
  }
  return { ok: false, errors };
}

/** The questionnaire's fields by name in the catalogue, for saying a problem in Bangla. */
const FIELD_NAMES: Partial<Record<ProfileFormField, MessageId>> = {
  gender: 'profile.field.gender',
  tenant: 'profile.field.tenant',
  cities: 'profile.field.cities',
  areas: 'profile.field.areas',
  budgetMax: 'profile.field.budgetMax',
  moveBy: 'profile.field.moveBy',
  accommodation: 'profile.field.accommodation',
  answers: 'profile.field.answers',
};

/** English keeps the API schema's own words; Bangla names the field and says what is wrong with it. */
function problemText(
  field: ProfileFormField,
  issue: z.core.$ZodIssue,
  input: Record<string, unknown>,
): string {
  if (currentTranslator().locale === 'en') return issue.message;
  const name = FIELD_NAMES[field];
  return schemaIssueText(issue, name ? translate(name) : field, input[field]);
}
