import { z } from 'zod';
import { checkDealbreakers, habitProfileShape } from './habits';
import { ACCOMMODATIONS, GENDER_POLICIES, isCalendarDate, TENANTS } from './listing-fields';
import { AREA_FILTER_MAX } from './listing-query';
import { cityById, cityOfArea } from './places';

/**
 * A person's roommate profile (GET and PUT /api/profile): who they are, where
 * and for how much they look, and their habits. It is private to its owner:
 * the API never returns it to anyone else, and match reasons name habits,
 * never another person's answers (docs/product.md, "Matching").
 */

export {
  DEFAULT_IMPORTANCE,
  HABIT_ANSWERS,
  HABIT_LABELS,
  HABITS,
  householdSchema,
  IMPORTANCE_LEVELS,
  ORDERED_HABITS,
  type Habit,
  type HabitAnswer,
  type Habits,
  type Household,
  type HouseholdInput,
  type Importance,
} from './habits';

/** The genders a profile states; a listing's gender policy is one of these or `any`. */
export const PROFILE_GENDERS = GENDER_POLICIES.filter((policy) => policy !== 'any') as ['female', 'male'];
export type ProfileGender = (typeof PROFILE_GENDERS)[number];

/** At most this many cities in one profile. */
export const PROFILE_CITIES_MAX = 3;
/** Highest monthly budget, in taka. */
export const PROFILE_BUDGET_MAX = 10_000_000;

export const PROFILE_FIELD_LABELS = {
  gender: 'Gender',
  tenant: 'Tenant',
  cities: 'Cities',
  areas: 'Areas',
  budgetMax: 'Budget',
  moveBy: 'Move by',
  accommodation: 'Accommodation',
  habits: 'Habits',
  importance: 'Importance',
  dealbreakers: 'Dealbreakers',
} as const;

const L = PROFILE_FIELD_LABELS;

/** "Gender is required" when missing, else the message for a wrong value. */
const requiredOr = (label: string, wrong: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? `${label} is required` : wrong;

/** A list of values from `values`, each once, in the list's order. */
const setOf = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z
    .array(z.enum(values, { error: `${label} must be among ${values.join(', ')}` }), {
      error: `${label} must be a list`,
    })
    .max(values.length, `${label} can have at most ${values.length} items`)
    .transform((items) => values.filter((value) => items.includes(value)) as T[number][]);

const uniqueIds = (items: string[]) => [...new Set(items)];

export const profileInputSchema = z
  .strictObject(
    {
      gender: z.enum(PROFILE_GENDERS, {
        error: requiredOr(L.gender, `${L.gender} must be female or male`),
      }),
      tenant: z.enum(TENANTS, {
        error: requiredOr(L.tenant, `${L.tenant} must be one of ${TENANTS.join(', ')}`),
      }),
      cities: z
        .array(
          z
            .string({ error: `${L.cities} must be city ids (see GET /api/places)` })
            .refine((id) => cityById(id) !== undefined, {
              error: (issue) =>
                `${L.cities} must be known city ids (see GET /api/places); got ${JSON.stringify(issue.input)}`,
            }),
          {
            error: requiredOr(L.cities, `${L.cities} must be a list of 1 to ${PROFILE_CITIES_MAX} city ids`),
          },
        )
        .transform(uniqueIds)
        .pipe(
          z
            .array(z.string())
            .min(1, `${L.cities} must have at least one city`)
            .max(PROFILE_CITIES_MAX, `${L.cities} can have at most ${PROFILE_CITIES_MAX} cities`),
        ),
      areas: z
        .array(
          z
            .string({ error: `${L.areas} must be area ids (see GET /api/places)` })
            .refine((id) => cityOfArea(id) !== undefined, {
              error: (issue) =>
                `${L.areas} must be known area ids (see GET /api/places); got ${JSON.stringify(issue.input)}`,
            }),
          { error: `${L.areas} must be a list of area ids` },
        )
        .transform(uniqueIds)
        .pipe(
          z.array(z.string()).max(AREA_FILTER_MAX, `${L.areas} can have at most ${AREA_FILTER_MAX} areas`),
        )
        .optional(),
      budgetMax: z
        .number({ error: requiredOr(L.budgetMax, `${L.budgetMax} must be a number of taka a month`) })
        .int(`${L.budgetMax} must be a whole number of taka`)
        .min(1, `${L.budgetMax} must be at least 1 taka`)
        .max(PROFILE_BUDGET_MAX, `${L.budgetMax} must be at most ${PROFILE_BUDGET_MAX} taka`),
      moveBy: z
        .string({ error: `${L.moveBy} must be a date YYYY-MM-DD` })
        .refine(isCalendarDate, `${L.moveBy} must be a date YYYY-MM-DD`)
        .optional(),
      accommodation: setOf(L.accommodation, ACCOMMODATIONS).optional(),
      ...habitProfileShape,
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined,
    },
  )
  .superRefine((profile, context) => {
    // With no valid city the cities' own message says it all.
    const outside = (profile.cities.length === 0 ? [] : (profile.areas ?? [])).filter(
      (id) => !profile.cities.includes(cityOfArea(id)?.id ?? ''),
    );
    if (outside.length > 0) {
      context.addIssue({
        code: 'custom',
        path: ['areas'],
        message: `${L.areas} must be areas of the cities chosen; not of them: ${outside.join(', ')}`,
      });
    }
    checkDealbreakers(profile, context);
  });

/** What a client sends to PUT /api/profile (before parsing). */
export type ProfileInput = z.input<typeof profileInputSchema>;
/** The same after parsing: lists deduplicated and in catalogue order, habits, importance and dealbreakers always present. */
export type Profile = z.output<typeof profileInputSchema>;

/** GET and PUT /api/profile answer the stored profile with the time it was last saved. */
export interface StoredProfile extends Profile {
  updatedAt: string;
}
