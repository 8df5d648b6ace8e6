import type { ApiError } from './api-client';

/** The refusals of every token the session holds: suspended (disabled), or signed out everywhere. */
const SESSION_REFUSED: (string | undefined)[] = ['auth/account-disabled', 'auth/signed-out-everywhere'];

/**
 * Whether the API refused a call as the whole session's (docs/api.md, "Errors"): then the page
 * signs out (lib/firebase.ts, `endRefusedSession`). An expired sign-in is Auth's to renew, and
 * any other refusal is the call's own.
 */
export const refusesSession = (error: ApiError): boolean => SESSION_REFUSED.includes(error.code);
