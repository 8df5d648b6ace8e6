import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HABIT_ANSWERS, HABITS, IMPORTANCE_LEVELS, type Habit, type Habits } from './habits';
import {
  bandOf,
  compareHabits,
  exclusionOf,
  habitFit,
  matchOf,
  type HabitSide,
  type MatchCandidate,
} from './match';
import { profileInputSchema, type Profile, type ProfileInput } from './profile';
import { agreeOn, everyHabitMatters, quietHabits } from './habit-answers.testing';

/** The score of docs/product.md, "Matching": acceptance 1 of the matching issue, item by item. */

const ALL_SAME = quietHabits();

const OPPOSITE: Habits = {
  sleep: 'late',
  cleanliness: 1,
  guests: 'often',
  smoking: 'yes',
  food: 'vegetarian',
  meals: 'own',
  noise: 'lively',
  pets: 'ok',
};

const side = (habits: Habits, importance: HabitSide['importance'] = {}, dealbreakers: Habit[] = []) => ({
  habits,
  importance,
  dealbreakers,
});

function profile(overrides: Partial<ProfileInput> = {}): Profile {
  return profileInputSchema.parse({
    gender: 'female',
    tenant: 'student',
    cities: ['dhaka'],
    budgetMax: 8000,
    habits: ALL_SAME,
    importance: everyHabitMatters(3),
    ...overrides,
  });
}

/** A listing that passes every hard constraint of profile(), with the same habits. */
function candidate(overrides: Partial<MatchCandidate> = {}): MatchCandidate {
  return {
    city: 'dhaka',
    area: 'dhaka-mirpur-10',
    accommodation: 'mess-seat',
    genderPolicy: 'female',
    tenants: ['student'],
    availability: 'Available',
    availableFrom: '2026-12-01',
    rentValue: 7000,
    household: side(ALL_SAME, everyHabitMatters(3)),
    ...overrides,
  };
}

const habitsArbitrary: fc.Arbitrary<Habits> = fc.record(
  Object.fromEntries(HABITS.map((habit) => [habit, fc.constantFrom(...HABIT_ANSWERS[habit])])) as {
    [H in Habit]: fc.Arbitrary<NonNullable<Habits[H]>>;
  },
  { requiredKeys: [] },
);
const importanceArbitrary = fc.record(
  Object.fromEntries(HABITS.map((habit) => [habit, fc.constantFrom(...IMPORTANCE_LEVELS)])) as {
    [H in Habit]: fc.Arbitrary<0 | 1 | 3>;
  },
  { requiredKeys: [] },
);
const sideArbitrary = fc.record({
  habits: habitsArbitrary,
  importance: importanceArbitrary,
  dealbreakers: fc.constant([] as Habit[]),
});

describe('the habit score', () => {
  it('is the same in both directions', () => {
    fc.assert(
      fc.property(sideArbitrary, sideArbitrary, (a, b) => {
        expect(compareHabits(a, b).score).toBe(compareHabits(b, a).score);
      }),
      { numRuns: 500 },
    );
  });

  it('stays within 0 to 100', () => {
    fc.assert(
      fc.property(sideArbitrary, sideArbitrary, (a, b) => {
        const { score } = compareHabits(a, b);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
        expect(Number.isInteger(score)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('scores identical answers that matter a lot at least 95', () => {
    expect(
      compareHabits(side(ALL_SAME, everyHabitMatters(3)), side(ALL_SAME, everyHabitMatters(3))).score,
    ).toBeGreaterThanOrEqual(95);
  });

  it('scores opposite answers at most 30', () => {
    expect(
      compareHabits(side(ALL_SAME, everyHabitMatters(3)), side(OPPOSITE, everyHabitMatters(3))).score,
    ).toBeLessThanOrEqual(30);
    expect(compareHabits(side(ALL_SAME), side(OPPOSITE)).score).toBeLessThanOrEqual(30);
  });

  it('keeps a profile with one answer near 50, however well or badly it fits', () => {
    const one = side({ smoking: 'no' }, { smoking: 3 });
    for (const other of [side(ALL_SAME, everyHabitMatters(3)), side(OPPOSITE, everyHabitMatters(3))]) {
      const { score } = compareHabits(one, other);
      expect(Math.abs(score - 50)).toBeLessThanOrEqual(10);
    }
    expect(compareHabits(side({}), side(ALL_SAME)).score).toBe(50);
  });

  it('fits ordered answers by their distance and other answers by equality', () => {
    expect(habitFit('sleep', 'early', 'midnight')).toBe(0.5);
    expect(habitFit('sleep', 'early', 'late')).toBe(0);
    expect(habitFit('cleanliness', 4, 5)).toBe(0.75);
    expect(habitFit('food', 'halal', 'vegetarian')).toBe(0);
    expect(habitFit('food', 'halal', 'halal')).toBe(1);
  });

  it('weighs a habit by how much it matters to each side', () => {
    const me = side({
      smoking: 'no',
      pets: 'no',
      sleep: 'early',
      noise: 'quiet',
      guests: 'rarely',
      food: 'any',
    });
    const smokerWhoMindsNothing = side({ ...me.habits, smoking: 'yes' }, everyHabitMatters(0));
    const caresAboutSmoking = compareHabits(
      { ...me, importance: { smoking: 3 } },
      smokerWhoMindsNothing,
    ).score;
    const indifferent = compareHabits({ ...me, importance: { smoking: 0 } }, smokerWhoMindsNothing).score;
    expect(caresAboutSmoking).toBeLessThan(indifferent);
  });
});

describe('the reasons', () => {
  it('name the habits that agree and differ most, strongest first', () => {
    const me = side(
      {
        smoking: 'no',
        cleanliness: 5,
        sleep: 'early',
        pets: 'no',
        meals: 'own',
        noise: 'quiet',
        guests: 'rarely',
      },
      { smoking: 3, cleanliness: 3, sleep: 1, pets: 3, meals: 1, noise: 3, guests: 1 },
    );
    const them = side(
      {
        smoking: 'no',
        cleanliness: 1,
        sleep: 'early',
        pets: 'no',
        meals: 'own',
        noise: 'lively',
        guests: 'sometimes',
      },
      { smoking: 3, cleanliness: 3, noise: 3 },
    );
    expect(compareHabits(me, them).reasons).toEqual([
      { habit: 'smoking', kind: 'agree' },
      { habit: 'sleep', kind: 'agree' },
      { habit: 'pets', kind: 'agree' },
      { habit: 'cleanliness', kind: 'differ' },
      { habit: 'noise', kind: 'differ' },
    ]);
  });

  it('hold at most three agreements and two differences, and never a habit only one side answered', () => {
    const { reasons } = compareHabits(
      side(ALL_SAME),
      side({ ...OPPOSITE, smoking: 'no', pets: 'no', sleep: 'early' }),
    );
    expect(reasons.filter((reason) => reason.kind === 'agree')).toHaveLength(3);
    expect(reasons.filter((reason) => reason.kind === 'differ')).toHaveLength(2);
    expect(compareHabits(side({ smoking: 'no' }), side({ pets: 'ok' })).reasons).toEqual([]);
  });
});

describe('the hard constraints', () => {
  it('let through a listing that meets them all', () => {
    expect(exclusionOf(profile(), candidate(), false)).toBeNull();
    expect(matchOf(profile(), candidate(), false)).toEqual({
      score: 100,
      band: 'great',
      reasons: [agreeOn('smoking'), agreeOn('sleep'), agreeOn('cleanliness')],
    });
  });

  it.each<[string, Partial<ProfileInput>, Partial<MatchCandidate>, boolean?]>([
    ['own-listing', {}, {}, true],
    ['city', {}, { city: 'sylhet', area: 'sylhet-zindabazar' }],
    ['city', {}, { city: undefined, area: undefined }],
    ['area', { areas: ['dhaka-dhanmondi'] }, {}],
    ['budget', {}, { rentValue: 8801 }],
    ['budget', {}, { rentValue: null }],
    ['gender', {}, { genderPolicy: 'male' }],
    ['gender', {}, { genderPolicy: undefined }],
    ['tenant', {}, { tenants: ['job-holder', 'family'] }],
    ['tenant', {}, { tenants: undefined }],
    ['accommodation', { accommodation: ['single-room'] }, {}],
    ['not-available', {}, { availability: 'Not Available' }],
    ['move-by', { moveBy: '2026-11-30' }, {}],
  ])('exclude on %s', (reason, profileChange, listingChange, own = false) => {
    expect(exclusionOf(profile(profileChange), candidate(listingChange), own)).toBe(reason);
    expect(matchOf(profile(profileChange), candidate(listingChange), own)).toBeNull();
  });

  it('allow 10 percent over the budget, areas of a city the profile left whole, and any gender policy', () => {
    expect(exclusionOf(profile(), candidate({ rentValue: 8800 }), false)).toBeNull();
    expect(
      exclusionOf(
        profile({ cities: ['dhaka', 'sylhet'], areas: ['sylhet-zindabazar'] }),
        candidate({ area: 'dhaka-gulshan-1' }),
        false,
      ),
    ).toBeNull();
    expect(exclusionOf(profile(), candidate({ genderPolicy: 'any' }), false)).toBeNull();
    expect(exclusionOf(profile({ moveBy: '2026-12-01' }), candidate(), false)).toBeNull();
  });

  it('exclude on a dealbreaker of either side where the answers differ', () => {
    const smoker = candidate({ household: side({ ...ALL_SAME, smoking: 'outside' }, everyHabitMatters(3)) });
    expect(exclusionOf(profile(), smoker, false)).toBeNull();
    expect(exclusionOf(profile({ dealbreakers: ['smoking'] }), smoker, false)).toBe('dealbreaker');
    const strictHousehold = candidate({
      household: side({ ...ALL_SAME, pets: 'ok' }, everyHabitMatters(3), ['pets']),
    });
    expect(exclusionOf(profile(), strictHousehold, false)).toBe('dealbreaker');
    // No clash when the other side did not answer the habit.
    const silent = candidate({ household: side({ sleep: 'early' }, {}, ['sleep']) });
    expect(
      exclusionOf(profile({ habits: { smoking: 'no' }, dealbreakers: ['smoking'] }), silent, false),
    ).toBeNull();
  });
});

describe('bands', () => {
  it('are great from 80, good from 65, fair from 50, and none below', () => {
    expect([100, 80, 79, 65, 64, 50, 49, 0].map(bandOf)).toEqual([
      'great',
      'great',
      'good',
      'good',
      'fair',
      'fair',
      null,
      null,
    ]);
  });

  it('leave out a listing that scores below 50', () => {
    const opposite = candidate({ household: side(OPPOSITE, everyHabitMatters(3)) });
    expect(exclusionOf(profile(), opposite, false)).toBeNull();
    expect(matchOf(profile(), opposite, false)).toBeNull();
  });
});
