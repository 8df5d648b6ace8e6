import { photoURLRule, USER_LIMITS } from '@roommate-finder/contract/user';
import { describe, expect, it } from 'vitest';
import { localPhotoHosts, validateSignIn, validateSignUp } from './form-validation';

describe('sign-in validation', () => {
  const valid = { email: 'ayesha@example.com', password: 'x', remember: true };

  it('accepts an email, a password and the ticked Remember me', () => {
    expect(validateSignIn(valid)).toEqual({});
  });

  it('requires every field, with a message for each', () => {
    expect(validateSignIn({ email: '', password: '', remember: false })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
      remember: 'Check "Remember me" to continue',
    });
  });

  it('rejects an address that is not an email', () => {
    expect(validateSignIn({ ...valid, email: 'ayesha@' }).email).toMatch(/valid email/);
    expect(validateSignIn({ ...valid, email: 'ayesha example.com' }).email).toMatch(/valid email/);
  });
});

describe('sign-up validation', () => {
  const valid = {
    name: 'Ayesha Rahman',
    email: 'ayesha@example.com',
    photoURL: 'https://example.com/ayesha.png',
    password: 'Roommate123',
    terms: true,
  };

  it('accepts a complete form', () => {
    expect(validateSignUp(valid)).toEqual({});
  });

  it('requires every field and the terms', () => {
    expect(validateSignUp({ name: ' ', email: '', photoURL: '', password: '', terms: false })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      photoURL: 'Photo URL is required',
      password: 'Password is required',
      terms: 'Accept the Terms and Conditions to create an account',
    });
  });

  it('wants a web address for the photo, as the API does', () => {
    const notWeb = photoURLRule(localPhotoHosts);
    expect(validateSignUp({ ...valid, photoURL: 'my photo' }).photoURL).toBe(notWeb);
    expect(validateSignUp({ ...valid, photoURL: 'javascript:alert(1)' }).photoURL).toBe(notWeb);
    expect(validateSignUp({ ...valid, photoURL: 'http://127.0.0.1:5000/avatars/a.svg' })).toEqual({});
  });

  it("refuses what the API's user record would refuse, with the API's limits", () => {
    expect(validateSignUp({ ...valid, name: 'N'.repeat(USER_LIMITS.name) })).toEqual({});
    expect(validateSignUp({ ...valid, name: 'N'.repeat(USER_LIMITS.name + 1) }).name).toBe(
      `Name must be at most ${USER_LIMITS.name} characters`,
    );
    const longPhoto = `https://example.com/${'p'.repeat(USER_LIMITS.photoURL)}`;
    expect(validateSignUp({ ...valid, photoURL: longPhoto }).photoURL).toBe(
      `Photo URL must be at most ${USER_LIMITS.photoURL} characters`,
    );
  });

  it('leaves the password rules to the popup that follows', () => {
    expect(validateSignUp({ ...valid, password: 'abc' })).toEqual({});
  });
});
