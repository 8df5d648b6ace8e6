/** Every error the API sends has this body. */
export interface ApiErrorBody {
  message: string;
  /** On a 400 for bad input: each problem with the field it concerns (a dotted path; empty for the body itself). */
  errors?: ApiFieldError[];
}

export interface ApiFieldError {
  field: string;
  message: string;
}

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
  tooManyWrites: 'Too many changes in a short time. Please wait a minute and try again.',
  databaseUnavailable: 'The database is unavailable right now. Please try again in a moment.',
} as const;
