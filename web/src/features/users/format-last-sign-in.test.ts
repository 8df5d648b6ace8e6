import { describe, expect, it } from 'vitest';
import { createTranslator } from '@/lib/i18n/translator';
import { loadMessages } from '@/lib/i18n/load-messages';
import { formatLastSignIn } from './format-last-sign-in';

describe('formatLastSignIn', () => {
  it("shows Firebase's sign-in time as a date in the reader's locale", () => {
    const value = 'Sat, 22 Nov 2025 02:51:24 GMT';
    expect(formatLastSignIn(value)).toBe(new Date(value).toLocaleDateString());
  });

  it('shows the date with Bangla digits in Bangla', async () => {
    const bangla = createTranslator('bn', await loadMessages('bn'));
    const value = 'Sat, 22 Nov 2025 02:51:24 GMT';
    expect(formatLastSignIn(value, bangla)).toBe(new Date(value).toLocaleDateString('bn-BD'));
    expect(formatLastSignIn(value, bangla)).toMatch(/^[০-৯/]+$/);
    expect(formatLastSignIn(undefined, bangla)).toBe('জানা নেই');
  });

  it("shows 'N/A' when there is no usable time", () => {
    expect(formatLastSignIn(undefined)).toBe('N/A');
    expect(formatLastSignIn(null)).toBe('N/A');
    expect(formatLastSignIn('')).toBe('N/A');
    expect(formatLastSignIn('not a date')).toBe('N/A');
  });
});
