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

const userFields = {
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
  /** An http(s) address, or an empty string for "no photo". */
  photoURL: optional(
    z
      .string({ error: 'Photo URL must be text' })
      .trim()
      .max(USER_LIMITS.photoURL, `Photo URL must be at most ${USER_LIMITS.photoURL} characters`)
      .refine(
        (text) => text === '' || z.url({ protocol: /^https?$/ }).safeParse(text).success,
        'Photo URL must be an http or https address',
      ),
  ),
  /** Accepted for compatibility; the API stores the times Firebase Auth reports for the account. */
  creationTime: authTime('creationTime'),
  lastSignInTime: authTime('lastSignInTime'),
};

const unknownField = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `Unknown field: ${(issue.keys ?? []).join(', ')}` : undefined,
};

/** Body of POST /users (sent after sign-up and Google sign-in). Every field is optional. */
export const userInputSchema = z.strictObject(userFields, unknownField);
/** Body of PATCH /users (sent after password sign-in). Every field is optional. */
export const userUpdateSchema = z.strictObject(userFields, unknownField);

export interface UserInput {
  email?: string | null;
  name?: string | null;
  photoURL?: string | null;
  creationTime?: string | null;
  lastSignInTime?: string | null;
}
export type UserFields = z.output<typeof userInputSchema>;

/** One row of GET /users. `lastSignInTime` is an ISO date, or null when Auth has never reported one. */
export interface UserListItem {
  _id: string;
  name: string;
  email: string;
  photoURL: string;
  lastSignInTime: string | null;
}
