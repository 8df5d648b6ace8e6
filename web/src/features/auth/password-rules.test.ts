import { describe, expect, it } from 'vitest';
import { firstPasswordProblem } from './password-rules';

describe('the sign-up password rules', () => {
  it('accepts a password with an uppercase and a lowercase letter and 6 characters', () => {
    expect(firstPasswordProblem('Roommate123')).toBeNull();
    expect(firstPasswordProblem('Abcdef')).toBeNull();
  });

  it('asks for an uppercase letter first', () => {
    expect(firstPasswordProblem('abc')).toBe('Password must have at least 1 uppercase letter');
    // Breaks all three rules: the uppercase rule is the one reported.
    expect(firstPasswordProblem('1')).toBe('Password must have at least 1 uppercase letter');
  });

  it('then a lowercase letter', () => {
    expect(firstPasswordProblem('AB')).toBe('Password must have at least 1 lowercase letter');
    expect(firstPasswordProblem('ABCDEFGH')).toBe('Password must have at least 1 lowercase letter');
  });

  it('then at least 6 characters', () => {
    expect(firstPasswordProblem('Abcde')).toBe('Password must be at least 6 characters long');
  });
});
