import { HABIT_ANSWERS, HABITS } from '@roommate-finder/contract/profile';
import { afterEach, describe, expect, it } from 'vitest';
import { householdFacts } from './components/household-facts';
import { loadMessages } from '@/lib/i18n/load-messages';
import { createTranslator, englishTranslator, setCurrentTranslator } from '@/lib/i18n/translator';
import { answerLabel, householdFact, reasonSentence } from './habit-texts';

describe('a match reason as a sentence about the pair', () => {
  it('says what both do when the answers are the same', () => {
    expect(reasonSentence({ habit: 'noise', kind: 'agree' }, { noise: 'quiet' }, { noise: 'quiet' })).toBe(
      'You both keep quiet nights',
    );
    expect(reasonSentence({ habit: 'smoking', kind: 'agree' }, { smoking: 'no' }, { smoking: 'no' })).toBe(
      'Neither of you smokes',
    );
    expect(reasonSentence({ habit: 'food', kind: 'agree' }, { food: 'halal' }, { food: 'halal' })).toBe(
      'You both eat halal only',
    );
  });

  it('says theirs, then yours, when they differ', () => {
    expect(
      reasonSentence({ habit: 'guests', kind: 'differ' }, { guests: 'rarely' }, { guests: 'often' }),
    ).toBe('They have guests often; you rarely');
    expect(reasonSentence({ habit: 'sleep', kind: 'differ' }, { sleep: 'early' }, { sleep: 'late' })).toBe(
      'They go to bed late; you early',
    );
    expect(
      reasonSentence({ habit: 'smoking', kind: 'differ' }, { smoking: 'no' }, { smoking: 'outside' }),
    ).toBe('They smoke outside only; you do not');
  });

  it('says close answers on a scale are close', () => {
    expect(
      reasonSentence({ habit: 'cleanliness', kind: 'agree' }, { cleanliness: 4 }, { cleanliness: 5 }),
    ).toBe('Close on cleanliness: they keep things spotless; you keep things tidy');
  });

  it("says it from the reader's own answer when the listing's is not in the answer (lists leave households out)", () => {
    expect(reasonSentence({ habit: 'noise', kind: 'agree' }, { noise: 'quiet' })).toBe(
      'You both keep quiet nights',
    );
    expect(reasonSentence({ habit: 'cleanliness', kind: 'agree' }, { cleanliness: 4 })).toBe(
      'You are about as tidy as each other',
    );
    expect(reasonSentence({ habit: 'guests', kind: 'differ' }, { guests: 'rarely' })).toBe(
      'Different on guests: you have guests rarely',
    );
  });

  it("names only the habit without the reader's answer", () => {
    expect(reasonSentence({ habit: 'pets', kind: 'agree' })).toBe('You agree on pets');
    expect(reasonSentence({ habit: 'meals', kind: 'differ' }, {}, { meals: 'own' })).toBe(
      'You differ on meals',
    );
  });

  it('has a sentence, a label and a fact for every answer of every habit', () => {
    for (const habit of HABITS) {
      for (const mine of HABIT_ANSWERS[habit]) {
        for (const theirs of HABIT_ANSWERS[habit]) {
          const sentence = reasonSentence(
            { habit, kind: mine === theirs ? 'agree' : 'differ' },
            { [habit]: mine },
            { [habit]: theirs },
          );
          expect(sentence).not.toMatch(/undefined/);
        }
        expect(answerLabel(habit, mine)).not.toMatch(/^habit\./);
        expect(householdFact(habit, mine)).not.toMatch(/^habit\./);
      }
    }
  });
});

describe("a listing's household as plain facts", () => {
  it('lists the answered habits in the questionnaire order', () => {
    expect(
      householdFacts({
        habits: { smoking: 'outside', noise: 'quiet', sleep: 'early' },
        importance: {},
        dealbreakers: [],
      }),
    ).toEqual(['Early to bed', 'No smoking indoors', 'Quiet after 11 pm']);
  });
});

describe('in Bangla', () => {
  afterEach(() => setCurrentTranslator(englishTranslator));

  it("names the habit, and says each side's answer by its Bangla label", async () => {
    setCurrentTranslator(createTranslator('bn', await loadMessages('bn')));
    expect(reasonSentence({ habit: 'noise', kind: 'agree' }, { noise: 'quiet' }, { noise: 'quiet' })).toBe(
      'শব্দ নিয়ে দুজনেরই: নিরিবিলি',
    );
    expect(
      reasonSentence({ habit: 'guests', kind: 'differ' }, { guests: 'rarely' }, { guests: 'often' }),
    ).toBe('অতিথি নিয়ে ভিন্ন: ওঁদের প্রায়ই; আপনার কদাচিৎ');
    expect(reasonSentence({ habit: 'pets', kind: 'agree' })).toBe('পোষা প্রাণী নিয়ে আপনাদের মিল আছে');
  });
});
