import { useT } from '@/lib/i18n/locale-provider';
import {
  HABIT_ANSWERS,
  HABITS,
  IMPORTANCE_LEVELS,
  type Habit,
  type HabitAnswer,
  type Habits,
  type Importance,
} from '@roommate-finder/contract/profile';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { FieldError } from '@/components/ui/field-error';
import {
  answerLabel,
  HABIT_FIELD_TEXTS,
  habitQuestion,
  IMPORTANCE_LABELS,
} from '@/features/roommates/habit-texts';
import type { HabitAnswers } from '@/features/roommates/habit-answers';

/** '' is "Skip": the habit stays unanswered. */
type Choice = HabitAnswer<Habit> | '';

interface HabitFieldsProps {
  /** Whose habits: the person's own (profile) or the people in a home (listing). */
  about: 'you' | 'home';
  value: HabitAnswers;
  onChange: (value: HabitAnswers) => void;
  /** Names of the inputs start with this, so two sets on one page never share a radio group. */
  namePrefix: string;
  error?: string | undefined;
}

/**
 * The habit questions (docs/product.md, "Matching"): per habit, one tap for
 * the answer (or Skip), one for how much the other side's answer matters
 * (doesn't matter / matters / matters a lot = 0 / 1 / 3), and a dealbreaker
 * switch, which needs an answer to compare.
 */
export function HabitFields({ about, value, onChange, namePrefix, error }: HabitFieldsProps) {
  // Follows the language: the texts below are read in this render.
  const { t } = useT();
  const setAnswer = (habit: Habit, answer: Choice) => {
    const habits: Habits = { ...value.habits };
    if (answer === '') delete habits[habit];
    else (habits as Record<Habit, unknown>)[habit] = answer;
    // A dealbreaker compares answers: without one it cannot stand.
    const dealbreakers =
      answer === '' ? value.dealbreakers.filter((item) => item !== habit) : value.dealbreakers;
    onChange({ ...value, habits, dealbreakers });
  };
  const setImportance = (habit: Habit, importance: Importance) =>
    onChange({ ...value, importance: { ...value.importance, [habit]: importance } });
  const setDealbreaker = (habit: Habit, on: boolean) =>
    onChange({
      ...value,
      dealbreakers: HABITS.filter((item) => (item === habit ? on : value.dealbreakers.includes(item))),
    });

  return (
    <div className="grid gap-4">
      {HABITS.map((habit) => {
        const answer = value.habits[habit];
        const options = ['', ...HABIT_ANSWERS[habit]] as Choice[];
        return (
          <div key={habit} className="rounded-2xl border border-slate-200 bg-slate-50/60 p-4">
            <ChoiceGroup<Choice>
              legend={habitQuestion(about === 'you' ? 'you' : 'household', habit)}
              name={`${namePrefix}-${habit}`}
              options={options}
              optionLabel={(choice) =>
                choice === '' ? HABIT_FIELD_TEXTS.skip() : answerLabel(habit, choice)
              }
              selected={[answer ?? '']}
              onChange={([choice]) => setAnswer(habit, choice ?? '')}
            />
            <div className="mt-3 flex flex-wrap items-end gap-x-6 gap-y-3">
              <ChoiceGroup<Importance>
                compact
                legend={
                  about === 'you'
                    ? HABIT_FIELD_TEXTS.importanceLegend(habit)
                    : HABIT_FIELD_TEXTS.householdImportanceLegend(habit)
                }
                name={`${namePrefix}-${habit}-importance`}
                options={IMPORTANCE_LEVELS}
                optionLabel={(level) => t(IMPORTANCE_LABELS[level])}
                selected={value.importance[habit] === undefined ? [] : [value.importance[habit]]}
                onChange={([level]) => level !== undefined && setImportance(habit, level)}
              />
              <label
                className={`flex min-h-8 items-center gap-2 text-sm ${answer === undefined ? 'text-slate-500' : 'text-slate-800'}`}
              >
                <input
                  type="checkbox"
                  name={`${namePrefix}-dealbreakers`}
                  value={habit}
                  checked={value.dealbreakers.includes(habit)}
                  disabled={answer === undefined}
                  onChange={(event) => setDealbreaker(habit, event.target.checked)}
                  className="size-4.5 shrink-0 rounded border-slate-400 accent-teal-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
                />
                {HABIT_FIELD_TEXTS.dealbreaker(habit)}
                {answer === undefined ? (
                  <span className="sr-only"> {HABIT_FIELD_TEXTS.dealbreakerHint()}</span>
                ) : null}
              </label>
            </div>
          </div>
        );
      })}
      <FieldError id={`${namePrefix}-error`} message={error} />
    </div>
  );
}
