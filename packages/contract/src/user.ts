import { z } from 'zod';

/**
 * The users contract, shared by the API and the web app. A person's record is
 * keyed by their Firebase Auth uid, which the API takes from the ID token:
 * nothing in these bodies can name another account.
 */

export const USER_LIMITS = {
  name: 80,
  email: 254,
  photoURL: 2048,
  time: 64,
} as const;

/**
 * The web app sends what Firebase Auth reports, where a missing value is
 * `null` (a password account has no photo until it sets one): null means
 * "not given", as does leaving the field out.
 */
/**
 * The rule for photo addresses, worded for the hosts where plain http is
 * accepted: none in production; the emulators' host on a local stack, where
 * the demo avatars are served over http. The hosts come from whoever checks
 * (the API's configuration, the web app's build), so a production build
 * carries no local address.
 */
export const photoURLRule = (localHosts: readonly string[]) =>
  localHosts.length === 0
    ? 'Photo URL must be an https address'
    : `Photo URL must be an https address (http only for ${localHosts.join(' or ')})`;

/**
 * Whether a photo address may be stored and shown as an image source: https
 * anywhere, http only on one of `localHosts`. Everything else (javascript:,
 * data:, ftp:, relative or unparsable text) is refused.
 */
export function isAllowedPhotoURL(text: string, localHosts: readonly string[]): boolean {
  if (text.length > USER_LIMITS.photoURL || !URL.canParse(text)) return false;
  const url = new URL(text);
  return url.protocol === 'https:' || (url.protocol === 'http:' && localHosts.includes(url.hostname));
}

const nullAsUnset = (value: unknown) => (value === null ? undefined : value);

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(nullAsUnset, schema.optional());

const authTime = (name: string) =>
  optional(
    z
      .string({ error: `${name} must be text` })
      .trim()
      .max(USER_LIMITS.time, `${name} must be at most ${USER_LIMITS.time} characters`)
      .refine((text) => !Number.isNaN(Date.parse(text)), `${name} must be a date`),
  );

const userFields = (localHosts: readonly string[]) => ({
  /** Must be the signed-in account's own address; the stored email always comes from the ID token. */
  email: optional(
    z
      .string({ error: 'Email must be text' })
      .trim()
      .max(USER_LIMITS.email, `Email must be at most ${USER_LIMITS.email} characters`)
      .pipe(z.email({ error: 'Email must be a valid email address' })),
  ),
  name: optional(
    z
      .string({ error: 'Name must be text' })
      .trim()
      .min(1, 'Name must not be blank')
      .max(USER_LIMITS.name, `Name must be at most ${USER_LIMITS.name} characters`),
  ),
  /** An https address (http only on this machine), or an empty string for "no photo". */
  photoURL: optional(
    z
      .string({ error: 'Photo URL must be text' })
      .trim()
      .max(USER_LIMITS.photoURL, `Photo URL must be at most ${USER_LIMITS.photoURL} characters`)
      .refine((text) => text === '' || isAllowedPhotoURL(text, localHosts), photoURLRule(localHosts)),
  ),
  /** Accepted for compatibility; the API stores the times Firebase Auth reports for the account. */
  creationTime: authTime('creationTime'),
  lastSignInTime: authTime('lastSignInTime'),
});

const unknownField = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `Unknown field: ${(issue.keys ?? []).join(', ')}` : undefined,
};

/**
 * The bodies of POST /users (sent after sign-up and Google sign-in) and
 * PATCH /users (sent after password sign-in), every field optional, for a
 * checker that accepts http photos on `localHosts` (see photoURLRule).
 */
export function userSchemas(localHosts: readonly string[]) {
  const fields = userFields(localHosts);
  return { input: z.strictObject(fields, unknownField), update: z.strictObject(fields, unknownField) };
}

export interface UserInput {
  email?: string | null;
  name?: string | null;
  photoURL?: string | null;
  creationTime?: string | null;
  lastSignInTime?: string | null;
}
export type UserFields = z.output<ReturnType<typeof userSchemas>['input']>;

/**
 * One row of GET /users. `lastSignInTime` is an ISO date, or null when Auth has never reported
 * one. `email` is masked (`ay•••@example.com`) but for the caller's own and for moderators.
 */
export interface UserListItem {
  _id: string;
  name: string;
  email: string;
  photoURL: string;
  lastSignInTime: string | null;
  /** The person's address was verified (from their verified token): 'Verified e-mail'. */
  emailVerified: boolean;
}

/** An e-mail address as people other than its owner and moderators see it: `ay•••@example.com`. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '•••';
  const local = email.slice(0, at);
  return `${local.slice(0, local.length > 2 ? 2 : 1)}•••${email.slice(at)}`;
}
