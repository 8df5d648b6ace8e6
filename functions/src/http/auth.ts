import type { Request, RequestHandler } from 'express';
import { getAuth } from 'firebase-admin/auth';
import { API_MESSAGES } from '@roommate-finder/contract/api-error';
import { adminApp, isUnavailable, withinDeadline } from '../firestore';
import { errorCode } from '../grpc-status';
import { HttpError } from './http-error';

/** The signed-in person making a request, as the verified ID token says. */
export interface Caller {
  uid: string;
  /** Lower-case; null for an account without an email address. */
  email: string | null;
  /** The token's `email_verified`: the address was verified (Google accounts always are). */
  emailVerified: boolean;
  /** The `admin` custom claim (`npm run admin -- grant EMAIL`): a moderator (docs/product.md, "Trust and safety"). */
  admin: boolean;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by requireAuth, from the verified ID token; never from the body. */
      caller?: Caller;
    }
  }
}

const BEARER = /^Bearer\s+([\w.-]+)$/i;

/** What firebase-admin's verifyIdToken rejects with, as the refusal the caller reads. */
const TOKEN_REFUSALS: Record<string, string> = {
  'auth/user-disabled': API_MESSAGES.accountDisabled,
  'auth/id-token-revoked': API_MESSAGES.signedOutEverywhere,
};

/**
 * Verifies the Firebase ID token of `Authorization: Bearer` and puts the
 * caller's uid and email on the request. 401 without a valid token.
 *
 * Every signed-in call, read or write, asks firebase-admin to check that the
 * account is not disabled and the token not revoked (`checkRevoked`). Without
 * it, production Firebase accepts the token of a disabled account, or of one
 * signed out everywhere, until it expires (up to an hour). The check costs one
 * Auth lookup per call; the only signed-in read, GET /users, lists people's
 * email addresses, which is what a disabled account must stop seeing, and it
 * reads up to a thousand records anyway, so the lookup is a small part of it.
 * (The Auth emulator checks both even when not asked, so only the unit test
 * next to this file shows the argument.)
 */
export const requireAuth: RequestHandler = async (req, _res, next) => {
  const token = bearerToken(req);
  if (!token) throw new HttpError(401, API_MESSAGES.signInRequired);
  req.caller = await verifiedCaller(token);
  next();
};

const bearerToken = (req: Request) => BEARER.exec(req.get('authorization') ?? '')?.[1];

/** The caller a token names, after the same checks as requireAuth; a 401 HttpError otherwise. */
async function verifiedCaller(token: string): Promise<Caller> {
  try {
    const decoded = await withinDeadline(getAuth(adminApp()).verifyIdToken(token, true));
    return {
      uid: decoded.uid,
      email: decoded.email?.toLowerCase() ?? null,
      emailVerified: decoded.email_verified === true,
      admin: decoded.admin === true,
    };
  } catch (error) {
    if (isUnavailable(error)) throw error;
    const code = errorCode(error);
    throw new HttpError(
      401,
      (typeof code === 'string' && TOKEN_REFUSALS[code]) || API_MESSAGES.signInExpired,
    );
  }
}

/**
 * For calls anyone may make whose answer says more to a signed-in person
 * (a listing's `match`): sets req.caller when the request carries a token
 * that requireAuth would accept. A missing, expired or revoked token leaves
 * the request a visitor's, never a 401: browsing needs no account, and a
 * stale token must not break it.
 */
export const optionalAuth: RequestHandler = async (req, _res, next) => {
  const token = bearerToken(req);
  if (token) {
    try {
      req.caller = await verifiedCaller(token);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
    }
  }
  next();
};

/**
 * After requireAuth: only moderators, whose verified token carries the `admin` custom claim,
 * go on; everyone else gets 403. Nothing a client sends (a body, a header) can make an admin.
 */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!callerOf(req).admin) throw new HttpError(403, API_MESSAGES.adminOnly);
  next();
};

/** The caller of a route behind optionalAuth, or null for a visitor. */
export const optionalCallerOf = (req: Request): Caller | null => req.caller ?? null;

/** The caller of a route behind requireAuth. */
export function callerOf(req: Request): Caller {
  if (!req.caller) throw new Error('callerOf() used on a route without requireAuth');
  return req.caller;
}
