import { useT } from '@/lib/i18n/locale-provider';
import { HABITS } from '@roommate-finder/contract/habit-fields';
import type { Habit, Household } from '@roommate-finder/contract/profile';
import { HABIT_FIELD_TEXTS, householdFact } from '@/features/roommates/habit-texts';

/** The plain facts of a listing's household ("Quiet after 11 pm", "No smoking indoors"), in the questionnaire's order. */
export function householdFacts(household: Household): string[] {
  return HABITS.flatMap((habit) => {
    const answer = household.habits[habit];
    return answer === undefined ? [] : [householdFact(habit, answer)];
  });
}

const namesOf = (habits: readonly Habit[]) => habits.map(HABIT_FIELD_TEXTS.habitName).join(', ');

/** "Life in this home" on a listing's page: the facts as chips, then what matters a lot and what must be the same. */
export function HouseholdFacts({ household }: { household: Household }) {
  // Follows the language: the texts below are read in this render.
  useT();
  const facts = householdFacts(household);
  const mattersALot = HABITS.filter(
    (habit) => household.importance[habit] === 3 && !household.dealbreakers.includes(habit),
  );
  if (facts.length === 0) return null;
  return (
    <div>
      <ul className="flex flex-wrap gap-2">
        {facts.map((fact) => (
          <li key={fact} className="rounded-full bg-teal-50 px-3 py-1 text-sm font-medium text-teal-900">
            {fact}
          </li>
        ))}
      </ul>
      {household.dealbreakers.length > 0 ? (
        <p className="mt-3 flex flex-wrap gap-x-1 text-sm text-slate-700">
          <span className="font-semibold">{HABIT_FIELD_TEXTS.dealbreakers()}</span>
          <span>{namesOf(household.dealbreakers)}</span>
        </p>
      ) : null}
      {mattersALot.length > 0 ? (
        <p className="mt-1 text-sm text-slate-700">
          <span className="font-semibold">{HABIT_FIELD_TEXTS.mattersALot()}</span> {namesOf(mattersALot)}
        </p>
      ) : null}
    </div>
  );
}
