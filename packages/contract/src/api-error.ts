/** Every error the API sends has this body. */
export interface ApiErrorBody {
  message: string;
  /** What went wrong, stable across wording changes (docs/api.md, "Errors"): `listing/own-like`, `validation/required`. */
  code: ApiErrorCode;
  /** On a 400 for bad input: each problem with the field it concerns (a dotted path; empty for the body itself). */
  errors?: ApiFieldError[];
}

export interface ApiFieldError {
  field: string;
  message: string;
  code: ApiErrorCode;
}

/**
 * The stable codes of the API's refusals (docs/api.md, "Errors"): a client keys its own
 * words on these (the web app's Bangla), and falls back to `message` for a code it does not know.
 */
export const API_ERROR_CODES = [
  'auth/sign-in-required',
  'auth/sign-in-expired',
  'auth/signed-out-everywhere',
  'auth/account-disabled',
  'auth/email-needed',
  'auth/admin-only',
  'listing/own-like',
  'listing/liked-twice',
  'listing/not-found',
  'listing/not-owner',
  'user/not-found',
  'user/not-own-record',
  'profile/not-found',
  'report/own',
  'conversation/not-found',
  'conversation/own-listing',
  'conversation/blocked',
  'message/not-found',
  'photo/not-an-image',
  'photo/too-many',
  'match/sign-in-needed',
  'match/profile-needed',
  'rate/too-many-writes',
  'rate/too-many-reads',
  'rate/too-many-messages',
  'rate/too-many-conversations',
  'rate/unverified-conversations',
  'validation/required',
  'validation/too-long',
  'validation/invalid',
  'validation/too-many',
  'search/other-city',
  'search/unknown-place',
  'search/too-many-words',
  'search/too-many-combinations',
  'request/bad-cursor',
  'request/not-json-object',
  'request/bad-json',
  'request/too-large',
  'request/unsupported-encoding',
  'request/unknown-path',
  'request/forbidden',
  'request/not-found',
  'request/invalid',
  'server/database-unavailable',
  'server/internal',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** The API's exact refusal messages that the web app shows or reacts to. */
export const API_MESSAGES = {
  signInRequired: 'Please sign in to continue',
  signInExpired: 'Your sign-in has expired. Please sign in again.',
  signedOutEverywhere: 'You have been signed out. Please sign in again.',
  accountDisabled: 'This account has been disabled.',
  likeOwnListing: 'You cannot like your own post',
  likeTwice: 'You have already liked this listing',
  listingNotFound: 'Listing not found',
  notListingOwner: 'You can only change or delete your own listings',
  userNotFound: 'User not found',
  profileNotFound: 'You have no roommate profile yet: make one to see your matches',
  matchSortNeedsSignIn: 'sort=match ranks listings by your roommate profile: sign in, or choose another sort',
  matchSortNeedsProfile:
    'sort=match ranks listings by your roommate profile: make one first, or choose another sort',
  notOwnUserRecord: 'You can only save your own user record',
  adminOnly: 'Only moderators can do this',
  reportOwnListing: 'You cannot report your own listing',
  reportYourself: 'You cannot report yourself',
  reportOwnMessage: 'You cannot report your own message',
  messageNotFound: 'Message not found',
  conversationNotFound: 'Conversation not found',
  messageOwnListing: 'This is your own listing: people write to you about it',
  messagingBlocked: 'You cannot message this person',
  tooManyMessages: 'Too many messages in a short time. Please wait a minute and try again.',
  tooManyConversations: 'You have started many conversations today. Please try again tomorrow.',
  unverifiedConversations:
    'Verify your e-mail address to start more than 3 conversations a day: use the link we sent you.',
  tooManyWrites: 'Too many changes in a short time. Please wait a minute and try again.',
  tooManyReads: 'Too many large searches in a short time. Please wait a minute and try again.',
  databaseUnavailable: 'The database is unavailable right now. Please try again in a moment.',
} as const;

/** The code of each message above. */
export const API_MESSAGE_CODES: Record<keyof typeof API_MESSAGES, ApiErrorCode> = {
  signInRequired: 'auth/sign-in-required',
  signInExpired: 'auth/sign-in-expired',
  signedOutEverywhere: 'auth/signed-out-everywhere',
  accountDisabled: 'auth/account-disabled',
  likeOwnListing: 'listing/own-like',
  likeTwice: 'listing/liked-twice',
  listingNotFound: 'listing/not-found',
  notListingOwner: 'listing/not-owner',
  userNotFound: 'user/not-found',
  notOwnUserRecord: 'user/not-own-record',
  adminOnly: 'auth/admin-only',
  reportOwnListing: 'report/own',
  reportYourself: 'report/own',
  reportOwnMessage: 'report/own',
  messageNotFound: 'message/not-found',
  conversationNotFound: 'conversation/not-found',
  messageOwnListing: 'conversation/own-listing',
  messagingBlocked: 'conversation/blocked',
  tooManyMessages: 'rate/too-many-messages',
  tooManyConversations: 'rate/too-many-conversations',
  unverifiedConversations: 'rate/unverified-conversations',
  profileNotFound: 'profile/not-found',
  matchSortNeedsSignIn: 'match/sign-in-needed',
  matchSortNeedsProfile: 'match/profile-needed',
  tooManyWrites: 'rate/too-many-writes',
  tooManyReads: 'rate/too-many-reads',
  databaseUnavailable: 'server/database-unavailable',
};

const CODE_OF_MESSAGE = new Map<string, ApiErrorCode>(
  Object.entries(API_MESSAGES).map(([key, message]) => [
    message,
    API_MESSAGE_CODES[key as keyof typeof API_MESSAGES],
  ]),
);

/** The code of a refusal without one of its own: a known message's, else one for its status. */
export function apiErrorCodeFor(status: number, message: string): ApiErrorCode {
  const known = CODE_OF_MESSAGE.get(message);
  if (known) return known;
  if (status === 401) return 'auth/sign-in-required';
  if (status === 403) return 'request/forbidden';
  if (status === 404) return 'request/not-found';
  if (status === 413) return 'request/too-large';
  if (status === 415) return 'request/unsupported-encoding';
  if (status === 429) return 'rate/too-many-writes';
  if (status >= 500) return 'server/internal';
  return 'request/invalid';
}

/**
 * What kind of problem a schema found with a field: missing (absent or blank), too long,
 * a list of more items than it takes, or otherwise not valid. `value` is what was sent at
 * the issue's path.
 */
export function validationCode(issue: { code: string; origin?: string }, value: unknown): ApiErrorCode {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return 'validation/required';
  }
  if (issue.code === 'too_big' && issue.origin === 'string') return 'validation/too-long';
  if (issue.code === 'too_big' && issue.origin === 'array') return 'validation/too-many';
  return 'validation/invalid';
}
