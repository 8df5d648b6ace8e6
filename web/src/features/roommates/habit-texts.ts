import type { MatchBand, MatchReason } from '@contract/match';
import { HABIT_LABELS, type Habit, type HabitAnswer, type Habits, type Importance } from '@contract/profile';

/**
 * Every text the web app shows about habits and matches, in one place (so
 * that a translation has one file to cover): the questions of the roommate
 * profile and of a listing's "Life in this home", the answers, the plain
 * facts a listing page shows, and the sentences that explain a match. The
 * habits and their answers themselves come from the contract
 * (functions/src/contract/habits.ts); a Record over them makes the compiler
 * ask for a text whenever an answer is added.
 */

type AnswerTexts<T> = { [H in Habit]: Record<HabitAnswer<H>, T> };

/** The question the roommate profile asks about each habit. */
export const HABIT_QUESTIONS: Record<Habit, string> = {
  sleep: 'When do you usually go to bed?',
  cleanliness: 'How tidy are you?',
  guests: 'How often do you have guests over?',
  smoking: 'Do you smoke?',
  food: 'What do you eat?',
  meals: 'How do you like to handle meals?',
  noise: 'How lively do you like home to be?',
  pets: 'How do you feel about pets?',
};

/** The question "Life in this home" asks about each habit, of the people who live there. */
export const HOUSEHOLD_QUESTIONS: Record<Habit, string> = {
  sleep: 'When do people here usually go to bed?',
  cleanliness: 'How tidy is the home kept?',
  guests: 'How often are there guests?',
  smoking: 'Smoking',
  food: 'Food in the kitchen',
  meals: 'Meals',
  noise: 'How lively is the home?',
  pets: 'Pets',
};

/** One short label per answer, for the one-tap choices. */
export const HABIT_ANSWER_LABELS: AnswerTexts<string> = {
  sleep: { early: 'Early (before 11 pm)', midnight: 'Around midnight', late: 'Late (after 1 am)' },
  cleanliness: { 1: '1 · Relaxed', 2: '2', 3: '3 · Average', 4: '4', 5: '5 · Spotless' },
  guests: { rarely: 'Rarely', sometimes: 'Sometimes', often: 'Often' },
  smoking: { no: 'No', outside: 'Outside only', yes: 'Yes, indoors too' },
  food: { any: 'Anything', halal: 'Halal only', vegetarian: 'Vegetarian' },
  meals: { own: 'Each makes their own', shared: 'Shared meals (mess)', cook: 'A cook makes them' },
  noise: { quiet: 'Quiet', moderate: 'Some noise is fine', lively: 'Lively' },
  pets: { no: 'No pets', ok: 'Pets are fine' },
};

/** A listing's household as plain facts (docs/product.md, "Matching"): "Quiet after 11 pm", "No smoking indoors". */
export const HOUSEHOLD_FACTS: AnswerTexts<string> = {
  sleep: { early: 'Early to bed', midnight: 'Bedtime around midnight', late: 'Late nights' },
  cleanliness: {
    1: 'Relaxed about tidiness',
    2: 'Fairly relaxed about tidiness',
    3: 'Reasonably tidy',
    4: 'Kept tidy',
    5: 'Kept spotless',
  },
  guests: { rarely: 'Guests rarely', sometimes: 'Guests sometimes', often: 'Guests often' },
  smoking: { no: 'No smoking', outside: 'No smoking indoors', yes: 'Smoking allowed indoors' },
  food: { any: 'Any food in the kitchen', halal: 'Halal food only', vegetarian: 'Vegetarian kitchen' },
  meals: {
    own: 'Everyone makes their own meals',
    shared: 'Shared meals (mess)',
    cook: 'A cook makes the meals',
  },
  noise: { quiet: 'Quiet after 11 pm', moderate: 'Some noise is fine', lively: 'A lively home' },
  pets: { no: 'No pets', ok: 'Pets welcome' },
};

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

const habitName = (habit: Habit) => HABIT_LABELS[habit].toLowerCase();

/**
 * A reason of a match as a sentence about the pair: "You both keep quiet
 * nights", "They have guests often; you rarely". `yours` are the reader's
 * own answers (their profile); `theirs` what the listing publishes (its
 * household, which only a listing's own page carries: lists leave it out),
 * so a sentence never says more than the listing shows. Without their
 * answer, agreement still reads as "You both …" (answers agree only when
 * equal, except neighbours on the cleanliness scale), and a difference names
 * the habit and the reader's own answer. Without the reader's answer, only
 * the habit is named.
 */
export function reasonSentence(reason: MatchReason, yours: Habits = {}, theirs: Habits = {}): string {
  const { habit, kind } = reason;
  const mine = yours[habit];
  const other = theirs[habit];
  if (mine === undefined) {
    return kind === 'agree' ? `You agree on ${habitName(habit)}` : `You differ on ${habitName(habit)}`;
  }
  const you = phraseOf(habit, mine);
  if (other === undefined) {
    if (kind === 'differ') return `Different on ${habitName(habit)}: you ${you.phrase}`;
    return habit === 'cleanliness'
      ? 'You are about as tidy as each other'
      : (you.both ?? `You both ${you.phrase}`);
  }
  const they = phraseOf(habit, other);
  if (mine === other) return you.both ?? `You both ${you.phrase}`;
  if (kind === 'agree') return `Close on ${habitName(habit)}: they ${they.phrase}; you ${you.short}`;
  return `They ${they.phrase}; you ${you.short}`;
}

/** The band of a match, as its badge says it. */
export const MATCH_BAND_LABELS: Record<MatchBand, string> = {
  great: 'Great match',
  good: 'Good match',
  fair: 'Fair match',
};

/** The three answers to "how much does the other side's answer matter?" (0, 1, 3). */
export const IMPORTANCE_LABELS: Record<Importance, string> = {
  0: "Doesn't matter",
  1: 'Matters',
  3: 'Matters a lot',
};

/** The words around the habit questions. */
export const HABIT_FIELD_TEXTS = {
  importanceLegend: (habit: Habit) => `How much ${habitName(habit)} matters to you`,
  householdImportanceLegend: (habit: Habit) => `How much ${habitName(habit)} matters to the people here`,
  dealbreaker: (habit: Habit) => `${HABIT_LABELS[habit]} is a dealbreaker: it must be the same`,
  dealbreakerHint: 'answer first',
  skip: 'Skip',
  mattersALot: 'Matters a lot here',
  dealbreakers: 'Must be the same',
} as const;
