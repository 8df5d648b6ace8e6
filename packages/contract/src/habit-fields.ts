/**
 * The words of the habits contract (habits.ts): the habits, their answers, importance levels and
 * labels. No schema here, so a screen that only shows a household (a listing's page) loads these
 * without building habits.ts's schemas (docs/architecture.md, "Keeping the first page light").
 */

/** The habits, in the order the questionnaire asks them. */
export const HABITS = [
  'sleep',
  'cleanliness',
  'guests',
  'smoking',
  'food',
  'meals',
  'noise',
  'pets',
] as const;
export type Habit = (typeof HABITS)[number];

/**
 * Every answer of each habit. For an ordered habit (ORDERED_HABITS) the
 * order is the scale: neighbours are closer than the two ends.
 */
export const HABIT_ANSWERS = {
  sleep: ['early', 'midnight', 'late'],
  cleanliness: [1, 2, 3, 4, 5],
  guests: ['rarely', 'sometimes', 'often'],
  smoking: ['no', 'outside', 'yes'],
  food: ['any', 'halal', 'vegetarian'],
  meals: ['own', 'shared', 'cook'],
  noise: ['quiet', 'moderate', 'lively'],
  pets: ['no', 'ok'],
} as const satisfies Record<Habit, readonly (string | number)[]>;

export type HabitAnswer<H extends Habit> = (typeof HABIT_ANSWERS)[H][number];
/** Any subset of the habits, each with one of its answers. */
export type Habits = { [H in Habit]?: HabitAnswer<H> };

/**
 * Habits whose answers lie on a scale, so that two answers fit by their
 * distance. The others (food, meals, pets) are kinds, not amounts: two
 * answers are equal or not.
 */
export const ORDERED_HABITS: readonly Habit[] = ['sleep', 'cleanliness', 'guests', 'smoking', 'noise'];

/** How much the other side's answer to a habit matters: not at all, somewhat, a lot. */
export const IMPORTANCE_LEVELS = [0, 1, 3] as const;
export type Importance = (typeof IMPORTANCE_LEVELS)[number];
/** The importance of a habit the person did not rate. */
export const DEFAULT_IMPORTANCE: Importance = 1;

export const HABIT_LABELS = {
  sleep: 'Sleep',
  cleanliness: 'Cleanliness',
  guests: 'Guests',
  smoking: 'Smoking',
  food: 'Food',
  meals: 'Meals',
  noise: 'Noise',
  pets: 'Pets',
} as const satisfies Record<Habit, string>;
