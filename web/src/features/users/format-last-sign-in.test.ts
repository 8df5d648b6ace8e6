import { describe, expect, it } from 'vitest';
import { formatLastSignIn } from './format-last-sign-in';

describe('formatLastSignIn', () => {
  it("shows Firebase's sign-in time as a date in the reader's locale", () => {
    const value = 'Sat, 22 Nov 2025 02:51:24 GMT';
    expect(formatLastSignIn(value, 'en-GB')).toBe(new Date(value).toLocaleDateString('en-GB'));
    expect(formatLastSignIn(value, 'en-US')).toBe(new Date(value).toLocaleDateString('en-US'));
  });

  it("shows 'N/A' when there is no usable time", () => {
    expect(formatLastSignIn(undefined)).toBe('N/A');
    expect(formatLastSignIn(null)).toBe('N/A');
    expect(formatLastSignIn('')).toBe('N/A');
    expect(formatLastSignIn('not a date')).toBe('N/A');
  });
});
