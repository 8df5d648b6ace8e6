import {
  DEFAULT_IMPORTANCE,
  HABIT_ANSWERS,
  HABITS,
  ORDERED_HABITS,
  type Habit,
  type Habits,
  type Importance,
} from './habits';
import type { Accommodation, Availability, GenderPolicy, Tenant } from './listing';
import type { Profile } from './profile';

/**
 * How well a person and a listing fit (docs/product.md, "Matching"). Pure:
 * the API runs it on every candidate it reads; the web only shows its answer.
 *
 * 1. Hard constraints (exclusionOf) rule a listing out entirely.
 * 2. For each habit both sides answered, a fit from 0 to 1: on an ordered
 *    habit 1 minus the distance between the answers over the scale's length,
 *    otherwise 1 when equal and 0 when not.
 * 3. Each side weighs each fit by the habit's base weight times that side's
 *    importance (0, 1 or 3): S(a→b) is a's weighted mean of the fits, how
 *    well b suits a; S(b→a) the same with b's importance.
 * 4. The score is 100 × √(S(a→b) × S(b→a)), pulled towards 50 in proportion
 *    to how few answers the two share (full weight from
 *    FULL_CONFIDENCE_ANSWERS shared answers on), so that a near-empty profile
 *    never shows as a perfect match.
 */

/** Bands of a shown match; below the lowest a listing is no match. */
export const MATCH_BANDS = ['great', 'good', 'fair'] as const;
export type MatchBand = (typeof MATCH_BANDS)[number];
/** Lowest score of each band: great 80 and above, good 65 to 79, fair 50 to 64. */
export const MATCH_BAND_MIN = { great: 80, good: 65, fair: 50 } as const satisfies Record<MatchBand, number>;

/** A habit the two sides agree on or differ on; the web turns it into a sentence about the pair. */
export interface MatchReason {
  habit: Habit;
  kind: 'agree' | 'differ';
}

/** The `match` of a listing in an answer to a person with a profile. */
export interface Match {
  /** 0 to 100. */
  score: number;
  band: MatchBand;
  /** Up to MATCH_AGREE_MAX `agree` (strongest first), then up to MATCH_DIFFER_MAX `differ` (strongest first). */
  reasons: MatchReason[];
}

export const MATCH_AGREE_MAX = 3;
export const MATCH_DIFFER_MAX = 2;

/**
 * How much a habit weighs before each side's importance: smoking and
 * cleanliness are what shared homes fall out over most, pets and who cooks
 * the least (a mess usually settles meals by itself).
 */
export const HABIT_WEIGHTS = {
  sleep: 2,
  cleanliness: 2,
  guests: 1.5,
  smoking: 3,
  food: 1.5,
  meals: 1,
  noise: 2,
  pets: 1,
} as const satisfies Record<Habit, number>;

/** From this many shared answers on, the score is not pulled towards 50 at all. */
export const FULL_CONFIDENCE_ANSWERS = 6;

/** A fit at or above this is agreement; at or below DIFFER_FIT_MAX a difference. */
const AGREE_FIT_MIN = 0.75;
const DIFFER_FIT_MAX = 0.5;

/** One side of a comparison: a profile, or a listing's household. */
export interface HabitSide {
  habits: Habits;
  importance: Partial<Record<Habit, Importance>>;
  dealbreakers: readonly Habit[];
}

const NO_HABITS: HabitSide = { habits: {}, importance: {}, dealbreakers: [] };

/** The fit of two answers to one habit, 0 to 1. */
export function habitFit(habit: Habit, a: string | number, b: string | number): number {
  if (a === b) return 1;
  if (!ORDERED_HABITS.includes(habit)) return 0;
  const scale = HABIT_ANSWERS[habit] as readonly (string | number)[];
  return 1 - Math.abs(scale.indexOf(a) - scale.indexOf(b)) / (scale.length - 1);
}

const importanceOf = (side: HabitSide, habit: Habit) => side.importance[habit] ?? DEFAULT_IMPORTANCE;

interface SharedHabit {
  habit: Habit;
  fit: number;
}

function sharedHabits(a: HabitSide, b: HabitSide): SharedHabit[] {
  return HABITS.flatMap((habit) => {
    const mine = a.habits[habit];
    const theirs = b.habits[habit];
    return mine === undefined || theirs === undefined ? [] : [{ habit, fit: habitFit(habit, mine, theirs) }];
  });
}

/** S(from→to): how well `to`'s answers suit `from`, weighted by what matters to `from`; 1 when nothing shared matters to `from`. */
function satisfaction(from: HabitSide, shared: SharedHabit[]): number {
  let total = 0;
  let weighted = 0;
  for (const { habit, fit } of shared) {
    const weight = HABIT_WEIGHTS[habit] * importanceOf(from, habit);
    total += weight;
    weighted += weight * fit;
  }
  return total === 0 ? 1 : weighted / total;
}

function reasonsOf(a: HabitSide, b: HabitSide, shared: SharedHabit[]): MatchReason[] {
  const weightOf = (habit: Habit) => HABIT_WEIGHTS[habit] * (importanceOf(a, habit) + importanceOf(b, habit));
  const ranked = (strength: (item: SharedHabit) => number, keep: (item: SharedHabit) => boolean) =>
    shared
      .filter((item) => keep(item) && weightOf(item.habit) > 0)
      .sort((x, y) => strength(y) - strength(x) || HABITS.indexOf(x.habit) - HABITS.indexOf(y.habit));
  const agree = ranked(
    (item) => item.fit * weightOf(item.habit),
    (item) => item.fit >= AGREE_FIT_MIN,
  ).slice(0, MATCH_AGREE_MAX);
  const differ = ranked(
    (item) => (1 - item.fit) * weightOf(item.habit),
    (item) => item.fit <= DIFFER_FIT_MAX,
  ).slice(0, MATCH_DIFFER_MAX);
  return [
    ...agree.map(({ habit }) => ({ habit, kind: 'agree' as const })),
    ...differ.map(({ habit }) => ({ habit, kind: 'differ' as const })),
  ];
}

export interface HabitComparison {
  /** 0 to 100, rounded; the same whichever side is `a`. */
  score: number;
  reasons: MatchReason[];
  /** How many habits both sides answered. */
  shared: number;
}

/** The habit score of two sides and the reasons, hard constraints aside. */
export function compareHabits(a: HabitSide, b: HabitSide): HabitComparison {
  const shared = sharedHabits(a, b);
  const raw = Math.sqrt(satisfaction(a, shared) * satisfaction(b, shared));
  const confidence = Math.min(1, shared.length / FULL_CONFIDENCE_ANSWERS);
  const score = Math.round(100 * (0.5 + confidence * (raw - 0.5)));
  return { score, reasons: reasonsOf(a, b, shared), shared: shared.length };
}

/** The first habit that either side made a dealbreaker and the two answered differently, or null. */
export function dealbreakerClash(a: HabitSide, b: HabitSide): Habit | null {
  for (const habit of HABITS) {
    if (!a.dealbreakers.includes(habit) && !b.dealbreakers.includes(habit)) continue;
    const mine = a.habits[habit];
    const theirs = b.habits[habit];
    if (mine !== undefined && theirs !== undefined && mine !== theirs) return habit;
  }
  return null;
}

/** What the hard constraints read of a listing: its stored fields, with the rent as a number. */
export interface MatchCandidate {
  city?: string;
  area?: string;
  accommodation?: Accommodation;
  genderPolicy?: GenderPolicy;
  tenants?: Tenant[];
  availability: Availability;
  availableFrom?: string;
  /** The number read out of the listing's rent, null when it has none. */
  rentValue: number | null;
  household?: HabitSide;
}

/** Why a listing is ruled out for a person. */
export type MatchExclusion =
  | 'own-listing'
  | 'city'
  | 'area'
  | 'budget'
  | 'gender'
  | 'tenant'
  | 'accommodation'
  | 'not-available'
  | 'move-by'
  | 'dealbreaker';

/** The highest rent a budget allows: budgetMax and 10 percent more (whole taka, without float error). */
export const budgetCeiling = (budgetMax: number) => Math.floor((budgetMax * 11) / 10);

/** The areas of `city` that a profile picked (none: the whole city). */
export const profileAreasOf = (profile: Pick<Profile, 'areas'>, city: string) =>
  (profile.areas ?? []).filter((area) => area.startsWith(`${city}-`));

/**
 * The first hard constraint a listing fails for a person, or null. A listing
 * that does not state what a constraint checks (no city, no gender policy,
 * no tenants, no number in its rent) fails it: it cannot be shown to fit.
 */
export function exclusionOf(profile: Profile, listing: MatchCandidate, own: boolean): MatchExclusion | null {
  if (own) return 'own-listing';
  if (listing.city === undefined || !profile.cities.includes(listing.city)) return 'city';
  const areas = profileAreasOf(profile, listing.city);
  if (areas.length > 0 && (listing.area === undefined || !areas.includes(listing.area))) return 'area';
  if (listing.rentValue === null || listing.rentValue > budgetCeiling(profile.budgetMax)) return 'budget';
  if (listing.genderPolicy !== 'any' && listing.genderPolicy !== profile.gender) return 'gender';
  if (!listing.tenants?.includes(profile.tenant)) return 'tenant';
  const wanted = profile.accommodation ?? [];
  if (wanted.length > 0 && (listing.accommodation === undefined || !wanted.includes(listing.accommodation)))
    return 'accommodation';
  if (listing.availability !== 'Available') return 'not-available';
  if (
    profile.moveBy !== undefined &&
    listing.availableFrom !== undefined &&
    listing.availableFrom > profile.moveBy
  )
    return 'move-by';
  if (dealbreakerClash(profile, listing.household ?? NO_HABITS) !== null) return 'dealbreaker';
  return null;
}

/** The band of a score, or null below 50. */
export function bandOf(score: number): MatchBand | null {
  return MATCH_BANDS.find((band) => score >= MATCH_BAND_MIN[band]) ?? null;
}

/** The match of a listing for a person: null when a hard constraint rules it out or it scores below 50. */
export function matchOf(profile: Profile, listing: MatchCandidate, own: boolean): Match | null {
  if (exclusionOf(profile, listing, own) !== null) return null;
  const { score, reasons } = compareHabits(profile, listing.household ?? NO_HABITS);
  const band = bandOf(score);
  return band === null ? null : { score, band, reasons };
}
