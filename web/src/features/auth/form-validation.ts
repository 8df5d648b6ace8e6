/**
 * Field checks of the sign-in and sign-up forms (docs/product.md, "Accounts"). Each
 * returns a message per field that is wrong; an empty object means valid.
 * The password rules of sign-up are separate (password-rules.ts): they are
 * checked after these, one at a time, with a popup.
 */
import type { FieldErrors } from '@/lib/use-form-fields';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailProblem(email: string): string | undefined {
  if (!email.trim()) return 'Email is required';
  if (!EMAIL.test(email.trim())) return 'Enter a valid email address, like name@example.com';
  return undefined;
}

function photoUrlProblem(photoURL: string): string | undefined {
  if (!photoURL.trim()) return 'Photo URL is required';
  try {
    const url = new URL(photoURL.trim());
    if (url.protocol === 'http:' || url.protocol === 'https:') return undefined;
  } catch {
    // Not a URL at all: same message.
  }
  return 'Enter a valid URL starting with http:// or https://';
}

function collect<Field extends string>(checks: Record<Field, string | undefined>): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of Object.keys(checks) as Field[]) {
    if (checks[field]) errors[field] = checks[field];
  }
  return errors;
}

export interface SignInValues {
  email: string;
  password: string;
  remember: boolean;
}

export function validateSignIn(values: SignInValues): FieldErrors<keyof SignInValues> {
  return collect({
    email: emailProblem(values.email),
    password: values.password ? undefined : 'Password is required',
    remember: values.remember ? undefined : 'Check "Remember me" to continue',
  });
}

export interface SignUpValues {
  name: string;
  email: string;
  photoURL: string;
  password: string;
  terms: boolean;
}

export function validateSignUp(values: SignUpValues): FieldErrors<keyof SignUpValues> {
  return collect({
    name: values.name.trim() ? undefined : 'Name is required',
    email: emailProblem(values.email),
    photoURL: photoUrlProblem(values.photoURL),
    password: values.password ? undefined : 'Password is required',
    terms: values.terms ? undefined : 'Accept the Terms and Conditions to create an account',
  });
}
