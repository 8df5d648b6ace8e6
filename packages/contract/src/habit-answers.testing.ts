/**
 * Test data of matching (docs/product.md, "Matching"), one builder for the unit tests of
 * functions/ and web/ and for tests/api and tests/e2e: a quiet person's answers to every habit,
 * how much each habit matters, and the reasons of a match. Tests only: no app code imports it.
 */
import { HABITS, type Habit, type Habits, type Importance } from './habit-fields';
import type { MatchReason } from './match';

/**
 * An answer to every habit of an early-to-bed, spotless, non-smoking person who rarely has
 * guests and shares halal meals in a quiet home without pets; `changes` answers some otherwise.
 */
export function quietHabits(changes: Habits = {}): Required<Habits> {
  return {
    sleep: 'early',
    cleanliness: 5,
    guests: 'rarely',
    smoking: 'no',
    food: 'halal',
    meals: 'shared',
    noise: 'quiet',
    pets: 'no',
    ...changes,
  } as Required<Habits>;
}

/** The same importance for every habit. */
export const everyHabitMatters = (level: Importance): Record<Habit, Importance> =>
  Object.fromEntries(HABITS.map((habit) => [habit, level])) as Record<Habit, Importance>;

/** A reason of a match: the two sides agree on the habit. */
export const agreeOn = (habit: Habit): MatchReason => ({ habit, kind: 'agree' });

/** A reason of a match: the two sides differ on the habit. */
export const differOn = (habit: Habit): MatchReason => ({ habit, kind: 'differ' });
