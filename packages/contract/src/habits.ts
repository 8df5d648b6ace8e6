import { z } from 'zod';
import {
  HABIT_ANSWERS,
  HABIT_LABELS,
  HABITS,
  IMPORTANCE_LEVELS,
  type Habit,
  type HabitAnswer,
  type Habits,
} from './habit-fields';

/**
 * The habits two people compare when they might share a home (docs/product.md,
 * "Matching"): a person's roommate profile answers them about themselves, a
 * listing's `household` about the people who live there. This file imports
 * nothing from the listing contract, so that listing.ts can carry a
 * household and profile.ts can use the listing's vocabularies without a
 * cycle; profile.ts re-exports all of it for the web's questionnaire. The words (habits,
 * answers, labels) are in habit-fields.ts, without schemas, all re-exported here.
 */

export * from './habit-fields';

const isHabit = (value: string): value is Habit => (HABITS as readonly string[]).includes(value);

const answerSchema = <H extends Habit>(habit: H) =>
  z
    .literal(HABIT_ANSWERS[habit] as readonly HabitAnswer<H>[], {
      error: `${HABIT_LABELS[habit]} must be one of ${HABIT_ANSWERS[habit].join(', ')}`,
    })
    .optional();

const unknownKeys = (what: string) => (issue: { code?: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys' ? `Unknown ${what}: ${(issue.keys ?? []).join(', ')}` : undefined;

export const habitsSchema = z.strictObject(
  {
    sleep: answerSchema('sleep'),
    cleanliness: answerSchema('cleanliness'),
    guests: answerSchema('guests'),
    smoking: answerSchema('smoking'),
    food: answerSchema('food'),
    meals: answerSchema('meals'),
    noise: answerSchema('noise'),
    pets: answerSchema('pets'),
  } satisfies Record<Habit, unknown>,
  { error: (issue) => unknownKeys('habit')(issue) ?? 'Habits must be an object of habit answers' },
);

const importanceLevel = (habit: Habit) =>
  z
    .literal(IMPORTANCE_LEVELS, {
      error: `Importance of ${HABIT_LABELS[habit].toLowerCase()} must be 0, 1 or 3`,
    })
    .optional();

const importanceSchema = z.strictObject(
  {
    sleep: importanceLevel('sleep'),
    cleanliness: importanceLevel('cleanliness'),
    guests: importanceLevel('guests'),
    smoking: importanceLevel('smoking'),
    food: importanceLevel('food'),
    meals: importanceLevel('meals'),
    noise: importanceLevel('noise'),
    pets: importanceLevel('pets'),
  } satisfies Record<Habit, unknown>,
  { error: (issue) => unknownKeys('habit in importance')(issue) ?? 'Importance must be an object' },
);

const dealbreakersSchema = z
  .array(
    z.string({ error: 'Each dealbreaker must be a habit name' }).refine(isHabit, {
      error: (issue) =>
        `Dealbreakers must be habits (${HABITS.join(', ')}); got ${JSON.stringify(issue.input)}`,
    }),
    { error: 'Dealbreakers must be a list of habit names' },
  )
  .max(HABITS.length, `Dealbreakers can have at most ${HABITS.length} habits`)
  .transform((items) => HABITS.filter((habit) => items.includes(habit)));

/**
 * Habits, how much the other side's answers matter, and the habits where a
 * different answer rules the other side out. A dealbreaker must be a habit
 * answered here: a mismatch needs two answers.
 */
export const habitProfileShape = {
  habits: habitsSchema.default({}),
  importance: importanceSchema.default({}),
  dealbreakers: dealbreakersSchema.default([]),
};

export function checkDealbreakers(
  value: { habits: Habits; dealbreakers: Habit[] },
  context: z.RefinementCtx,
): void {
  // zod runs this even after an item failed (then unparsed): judge only real habit names.
  const unanswered = value.dealbreakers.filter(
    (habit) => isHabit(habit) && value.habits[habit] === undefined,
  );
  if (unanswered.length > 0) {
    context.addIssue({
      code: 'custom',
      path: ['dealbreakers'],
      message: `Dealbreakers must be habits you answered; not answered: ${unanswered.join(', ')}`,
    });
  }
}

/**
 * A listing's `household`: the habits of the people who live there and what
 * matters to them, published by the listing's owner.
 */
export const householdSchema = z
  .strictObject(habitProfileShape, {
    error: (issue) =>
      unknownKeys('field in household')(issue) ??
      'Household must be an object with habits, importance and dealbreakers',
  })
  .superRefine((household, context) => checkDealbreakers(household, context));

export type HouseholdInput = z.input<typeof householdSchema>;
export type Household = z.output<typeof householdSchema>;
