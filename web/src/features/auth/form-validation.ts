import { currentTranslator, translate } from '@/lib/i18n/translator';
import type { MessageId } from '@/lib/i18n/message-id';
/**
 * Field checks of the sign-in and sign-up forms (docs/product.md, "Accounts"). Each
 * returns a message per field that is wrong; an empty object means valid.
 * The password rules of sign-up are separate (password-rules.ts): they are
 * checked after these, one at a time, with a popup.
 */
import { userSchemas } from '@roommate-finder/contract/user';
import { config } from '@/config/env';
import type { FieldErrors } from '@/lib/use-form-fields';

type ProfileField = 'name' | 'email' | 'photoURL';

/**
 * Hosts whose http photo addresses the API takes: the emulators' host, where
 * the demo avatars are served, and none in a build for a real project.
 */
export const localPhotoHosts = config.authEmulatorUrl ? [new URL(config.authEmulatorUrl).hostname] : [];
const { input: userInputSchema } = userSchemas(localPhotoHosts);

const REQUIRED: Record<ProfileField, MessageId> = {
  name: 'auth.nameRequired',
  email: 'auth.emailRequired',
  photoURL: 'auth.photoRequired',
};

const LABEL: Record<ProfileField, MessageId> = {
  name: 'auth.name',
  email: 'auth.email',
  photoURL: 'auth.photoUrl',
};

/**
 * A profile field as the API's user record checks it (POST /users, the same
 * schema and limits), so that nothing the API would refuse gets as far as
 * creating an account: a name over 80 characters is refused here, not after
 * the Firebase account exists.
 */
export function profileProblem(field: ProfileField, value: string): string | undefined {
  if (!value.trim()) return translate(REQUIRED[field]);
  const result = userInputSchema.safeParse({ [field]: value });
  const issue = result.success ? undefined : result.error.issues[0];
  if (!issue) return undefined;
  // English shows the API's own words; Bangla says the same by the kind of problem.
  if (currentTranslator().locale === 'en') return issue.message;
  if (field === 'email' && issue.code !== 'too_big') return translate('auth.emailInvalid');
  return translate(issue.code === 'too_big' ? 'auth.fieldTooLong' : 'auth.fieldInvalid', {
    field: translate(LABEL[field]),
  });
}

export const emailProblem = (email: string) => profileProblem('email', email);

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
    password: values.password ? undefined : translate('auth.passwordRequired'),
    remember: values.remember ? undefined : translate('auth.rememberRequired'),
  });
}

export interface SignUpValues {
  name: string;
  email: string;
  photoURL: string;
  password: string;
  terms: boolean;
}

/** `withPhotoFile`: a picture was chosen to upload, so no photo address is needed. */
export function validateSignUp(values: SignUpValues, withPhotoFile = false): FieldErrors<keyof SignUpValues> {
  return collect({
    name: profileProblem('name', values.name),
    email: profileProblem('email', values.email),
    photoURL:
      withPhotoFile && !values.photoURL.trim() ? undefined : profileProblem('photoURL', values.photoURL),
    password: values.password ? undefined : translate('auth.passwordRequired'),
    terms: values.terms ? undefined : translate('auth.termsRequired'),
  });
}
