import { afterEach, describe, expect, it } from 'vitest';
import { loadMessages } from '@/lib/i18n/load-messages';
import { createTranslator, englishTranslator, setCurrentTranslator } from '@/lib/i18n/translator';
import { emptyProfileForm, validateProfileForm, type ProfileFormValues } from './profile-form-values';

const filled = (overrides: Partial<ProfileFormValues> = {}): ProfileFormValues => ({
  ...emptyProfileForm(),
  gender: 'female',
  tenant: 'student',
  cities: ['dhaka'],
  budgetMax: '8,000',
  ...overrides,
});

describe('the questionnaire, checked with the API schema', () => {
  it('sends the answers as PUT /profile takes them, the budget as a number', () => {
    const result = validateProfileForm(
      filled({
        areas: ['dhaka-mirpur-10'],
        accommodation: ['mess-seat'],
        answers: {
          habits: { smoking: 'no', noise: 'quiet' },
          importance: { smoking: 3, pets: 0 },
          dealbreakers: ['smoking'],
        },
      }),
    );
    expect(result).toEqual({
      ok: true,
      input: {
        gender: 'female',
        tenant: 'student',
        cities: ['dhaka'],
        areas: ['dhaka-mirpur-10'],
        budgetMax: 8000,
        accommodation: ['mess-seat'],
        // Importance only where there is an answer to weigh.
        habits: { smoking: 'no', noise: 'quiet' },
        importance: { smoking: 3 },
        dealbreakers: ['smoking'],
      },
    });
  });

  it("names each missing answer with the API's words", () => {
    const result = validateProfileForm(emptyProfileForm());
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toMatchObject({
      gender: 'Gender is required',
      tenant: 'Tenant is required',
      cities: 'Cities must have at least one city',
      budgetMax: 'Budget is required',
    });
  });

  it('refuses a budget that is not a number, and drops the areas of a city no longer picked', () => {
    const wrong = validateProfileForm(filled({ budgetMax: 'cheap' }));
    expect(!wrong.ok && wrong.errors.budgetMax).toBe('Budget must be a number of taka a month');
    const moved = validateProfileForm(filled({ cities: ['sylhet'], areas: ['dhaka-mirpur-10'] }));
    expect(moved.ok && moved.input.areas).toEqual([]);
  });
});

describe('a budget typed with Bangla digits', () => {
  it('is sent as a number: ৮,০০০ টাকা is 8000', () => {
    const result = validateProfileForm(filled({ budgetMax: '৮,০০০ টাকা' }));
    expect(result.ok && result.input.budgetMax).toBe(8000);
  });
});

describe('the questionnaire in Bangla', () => {
  afterEach(() => setCurrentTranslator(englishTranslator));

  it('names the field and says the limit to keep to, not only that the answer is wrong', async () => {
    setCurrentTranslator(createTranslator('bn', await loadMessages('bn')));
    const high = validateProfileForm(filled({ budgetMax: '২০০০০০০০' }));
    expect(!high.ok && high.errors.budgetMax).toBe('বাজেট সর্বোচ্চ ১,০০,০০,০০০ হতে পারে');
    const none = validateProfileForm(filled({ budgetMax: '০' }));
    expect(!none.ok && none.errors.budgetMax).toBe('বাজেট কমপক্ষে ১ হতে হবে');
    const many = validateProfileForm(filled({ cities: ['dhaka', 'sylhet', 'khulna', 'rajshahi'] }));
    expect(!many.ok && many.errors.cities).toBe('শহর: সর্বোচ্চ ৩টি দেওয়া যায়');
    const empty = validateProfileForm(filled({ cities: [], budgetMax: 'সস্তা' }));
    expect(!empty.ok && empty.errors).toMatchObject({ cities: 'শহর দিতে হবে', budgetMax: 'বাজেট সঠিক নয়' });
  });
});
