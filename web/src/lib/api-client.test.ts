import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, apiErrorText } from './api-client';
import { loadMessages } from './i18n/load-messages';
import { createTranslator, englishTranslator, setCurrentTranslator } from './i18n/translator';

describe('apiErrorText: a refusal as the person reads it (docs/architecture.md, "Languages")', () => {
  afterEach(() => setCurrentTranslator(englishTranslator));

  it('shows the API’s own English message in English', () => {
    const error = new ApiError(400, 'Rent amount is required', 'validation/required', 'rentAmount');
    expect(apiErrorText(error)).toBe('Rent amount is required');
  });

  it('names the refused field in Bangla by the label its form shows', async () => {
    setCurrentTranslator(createTranslator('bn', await loadMessages('bn')));
    const rent = new ApiError(400, 'Rent amount is required', 'validation/required', 'rentAmount');
    expect(apiErrorText(rent)).toBe('মাসিক ভাড়া দিতে হবে');
    // A field inside another is named by the outer one, as the form labels it.
    const habit = new ApiError(
      400,
      'Smoking must be one of …',
      'validation/invalid',
      'household.habits.smoking',
    );
    expect(apiErrorText(habit)).toBe('এই বাসার পরিবেশ সঠিক নয়');
    const photo = new ApiError(400, 'Photo URL must be a URL', 'validation/invalid', 'photoURL');
    expect(apiErrorText(photo)).toBe('ছবির লিংক (URL) সঠিক নয়');
  });

  it('keeps the API’s name of a field that no form labels', async () => {
    setCurrentTranslator(createTranslator('bn', await loadMessages('bn')));
    const error = new ApiError(400, 'Unknown field: colour', 'validation/invalid', 'colour');
    expect(apiErrorText(error)).toBe('colour সঠিক নয়');
  });
});
