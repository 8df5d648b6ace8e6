import type { Habit, Habits, Importance } from '@roommate-finder/contract/profile';

/** One side's habits as a form holds them: a roommate profile's, or a listing's household. */
export interface HabitAnswers {
  habits: Habits;
  importance: Partial<Record<Habit, Importance>>;
  dealbreakers: Habit[];
}

export const noHabitAnswers = (): HabitAnswers => ({ habits: {}, importance: {}, dealbreakers: [] });

/** The form's answers as the API takes them; importance only for habits answered (it weighs a comparison of answers). */
export function habitAnswersInput(answers: HabitAnswers): HabitAnswers {
  const answered = (habit: string) => Object.hasOwn(answers.habits, habit);
  return {
    habits: { ...answers.habits },
    importance: Object.fromEntries(Object.entries(answers.importance).filter(([habit]) => answered(habit))),
    dealbreakers: answers.dealbreakers.filter(answered),
  };
}

export const hasAnswers = (answers: HabitAnswers) => Object.keys(answers.habits).length > 0;
