import type { MatchBand, MatchReason } from '@roommate-finder/contract/match';
import type { MessageId } from '@/lib/i18n/message-id';
import { currentTranslator, translate } from '@/lib/i18n/translator';
import {
  type Habit,
  type HabitAnswer,
  type Habits,
  type Importance,
} from '@roommate-finder/contract/profile';

/**
 * Every text the web app shows about habits and matches, in one place (so
 * that a translation has one file to cover): the questions of the roommate
 * profile and of a listing's "Life in this home", the answers, the plain
 * facts a listing page shows, and the sentences that explain a match. The
 * habits and their answers themselves come from the contract
 * (packages/contract/src/habits.ts); a Record over them makes the compiler
 * ask for a text whenever an answer is added.
 */

type AnswerTexts<T> = { [H in Habit]: Record<HabitAnswer<H>, T> };

/** A habit's name, as a sentence uses it ("sleep"; English writes it lowercase there). */
const habitName = (habit: Habit) => {
  const name = translate(`habit.name.${habit}` as MessageId);
  return currentTranslator().locale === 'en' ? name.toLowerCase() : name;
};

/** The question the roommate profile (about 'you') or "Life in this home" asks about a habit. */
export const habitQuestion = (about: 'you' | 'household', habit: Habit): string =>
  translate(`habit.${about === 'you' ? 'question' : 'householdQuestion'}.${habit}` as MessageId);

/** One short label per answer, for the one-tap choices. */
export const answerLabel = (habit: Habit, answer: string | number): string =>
  translate(`habit.answer.${habit}.${answer}` as MessageId);

/** A listing's household as plain facts (docs/product.md, "Matching"): "Quiet after 11 pm", "No smoking indoors". */
export const HOUSEHOLD_FACTS: AnswerTexts<MessageId> = {
  sleep: {
    early: 'habit.fact.sleep.early',
    midnight: 'habit.fact.sleep.midnight',
    late: 'habit.fact.sleep.late',
  },
  cleanliness: {
    1: 'habit.fact.cleanliness.1',
    2: 'habit.fact.cleanliness.2',
    3: 'habit.fact.cleanliness.3',
    4: 'habit.fact.cleanliness.4',
    5: 'habit.fact.cleanliness.5',
  },
  guests: {
    rarely: 'habit.fact.guests.rarely',
    sometimes: 'habit.fact.guests.sometimes',
    often: 'habit.fact.guests.often',
  },
  smoking: {
    no: 'habit.fact.smoking.no',
    outside: 'habit.fact.smoking.outside',
    yes: 'habit.fact.smoking.yes',
  },
  food: {
    any: 'habit.fact.food.any',
    halal: 'habit.fact.food.halal',
    vegetarian: 'habit.fact.food.vegetarian',
  },
  meals: { own: 'habit.fact.meals.own', shared: 'habit.fact.meals.shared', cook: 'habit.fact.meals.cook' },
  noise: {
    quiet: 'habit.fact.noise.quiet',
    moderate: 'habit.fact.noise.moderate',
    lively: 'habit.fact.noise.lively',
  },
  pets: { no: 'habit.fact.pets.no', ok: 'habit.fact.pets.ok' },
};

export const householdFact = (habit: Habit, answer: string | number): string =>
  translate((HOUSEHOLD_FACTS[habit] as Record<string | number, MessageId>)[answer]!);

/**
 * How a sentence about a pair says an answer: `phrase` after "You both" or
 * "They", `short` after "; you" (with the verb left out where the phrase
 * allows it), `both` when "You both …" would read badly.
 */
interface AnswerPhrase {
  phrase: string;
  short: string;
  both?: string;
}

const PAIR_PHRASES: AnswerTexts<AnswerPhrase> = {
  sleep: {
    early: { phrase: 'go to bed early', short: 'early' },
    midnight: { phrase: 'go to bed around midnight', short: 'around midnight' },
    late: { phrase: 'go to bed late', short: 'late' },
  },
  cleanliness: {
    1: { phrase: 'are relaxed about tidiness', short: 'are relaxed about it' },
    2: { phrase: 'are fairly relaxed about tidiness', short: 'are fairly relaxed about it' },
    3: { phrase: 'keep things reasonably tidy', short: 'keep things reasonably tidy' },
    4: { phrase: 'keep things tidy', short: 'keep things tidy' },
    5: { phrase: 'keep things spotless', short: 'keep things spotless' },
  },
  guests: {
    rarely: { phrase: 'have guests rarely', short: 'rarely', both: 'You both rarely have guests' },
    sometimes: { phrase: 'have guests sometimes', short: 'sometimes' },
    often: { phrase: 'have guests often', short: 'often' },
  },
  smoking: {
    no: { phrase: 'do not smoke', short: 'do not', both: 'Neither of you smokes' },
    outside: { phrase: 'smoke outside only', short: 'smoke outside only' },
    yes: { phrase: 'smoke indoors', short: 'smoke indoors' },
  },
  food: {
    any: { phrase: 'eat anything', short: 'eat anything' },
    halal: { phrase: 'eat halal only', short: 'eat halal only' },
    vegetarian: { phrase: 'are vegetarian', short: 'are vegetarian' },
  },
  meals: {
    own: { phrase: 'make meals separately', short: 'make meals separately' },
    shared: { phrase: 'share meals', short: 'share meals' },
    cook: { phrase: 'have a cook make the meals', short: 'have a cook' },
  },
  noise: {
    quiet: { phrase: 'keep quiet nights', short: 'keep quiet nights' },
    moderate: { phrase: 'are fine with some noise', short: 'are fine with some noise' },
    lively: { phrase: 'like a lively home', short: 'like a lively home' },
  },
  pets: {
    no: { phrase: 'prefer no pets', short: 'prefer no pets' },
    ok: { phrase: 'are fine with pets', short: 'are fine with pets' },
  },
};

const phraseOf = (habit: Habit, answer: string | number): AnswerPhrase =>
  (PAIR_PHRASES[habit] as Record<string | number, AnswerPhrase>)[answer]!;

/**
 * A reason of a match as a sentence about the pair: "You both keep quiet
 * nights", "They have guests often; you rarely". `yours` are the reader's
 * own answers (their profile); `theirs` what the listing publishes (its
 * household, which only a listing's own page carries: lists leave it out),
 * so a sentence never says more than the listing shows. Without their
 * answer, agreement still reads as "You both …" (answers agree only when
 * equal, except neighbours on the cleanliness scale), and a difference names
 * the habit and the reader's own answer. Without the reader's answer, only
 * the habit is named. English builds the sentence from the phrases above;
 * Bangla names the habit and says each side's answer by its label ("শব্দ নিয়ে দুজনেরই: নিরিবিলি").
 */
export function reasonSentence(reason: MatchReason, yours: Habits = {}, theirs: Habits = {}): string {
  const { habit, kind } = reason;
  const mine = yours[habit];
  const other = theirs[habit];
  if (mine === undefined) {
    return translate(kind === 'agree' ? 'reason.agree' : 'reason.differOn', { habit: habitName(habit) });
  }
  const english = currentTranslator().locale === 'en';
  const said = (answer: string | number): AnswerPhrase =>
    english
      ? phraseOf(habit, answer)
      : { phrase: answerLabel(habit, answer), short: answerLabel(habit, answer) };
  const you = said(mine);
  // English's phrases name the habit ("rarely have guests"); a Bangla label ("কদাচিৎ") does not,
  // so Bangla's sentences name it.
  const both = () =>
    you.both ??
    (english
      ? translate('reason.both', { phrase: you.phrase })
      : translate('reason.bothOn', { habit: habitName(habit), phrase: you.phrase }));
  if (other === undefined) {
    if (kind === 'differ')
      return translate('reason.differOwn', { habit: habitName(habit), phrase: you.phrase });
    return habit === 'cleanliness' ? translate('reason.tidyAlike') : both();
  }
  const they = said(other);
  if (mine === other) return both();
  if (kind === 'agree') {
    return translate('reason.close', { habit: habitName(habit), phrase: they.phrase, short: you.short });
  }
  return english
    ? translate('reason.differ', { phrase: they.phrase, short: you.short })
    : translate('reason.differNamed', { habit: habitName(habit), phrase: they.phrase, short: you.short });
}

/** The band of a match, as its badge says it. */
export const MATCH_BAND_LABELS: Record<MatchBand, MessageId> = {
  great: 'match.band.great',
  good: 'match.band.good',
  fair: 'match.band.fair',
};

/** The three answers to "how much does the other side's answer matter?" (0, 1, 3). */
export const IMPORTANCE_LABELS: Record<Importance, MessageId> = {
  0: 'match.importance.0',
  1: 'match.importance.1',
  3: 'match.importance.3',
};

/** The words around the habit questions, in the chosen language. */
export const HABIT_FIELD_TEXTS = {
  importanceLegend: (habit: Habit) => translate('habitField.importanceLegend', { habit: habitName(habit) }),
  householdImportanceLegend: (habit: Habit) =>
    translate('habitField.householdImportanceLegend', { habit: habitName(habit) }),
  dealbreaker: (habit: Habit) =>
    translate('habitField.dealbreaker', { habit: translate(`habit.name.${habit}` as MessageId) }),
  dealbreakerHint: () => translate('habitField.dealbreakerHint'),
  skip: () => translate('habitField.skip'),
  mattersALot: () => translate('habitField.mattersALot'),
  dealbreakers: () => translate('habitField.dealbreakers'),
  habitName: (habit: Habit) => translate(`habit.name.${habit}` as MessageId),
};
