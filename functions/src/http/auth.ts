import type { Request, RequestHandler } from 'express';
import { getAuth } from 'firebase-admin/auth';
import { API_MESSAGES } from '../contract/api-error';
import { adminApp, isUnavailable, withinDeadline } from '../firestore';
import { HttpError } from './http-error';

/** The signed-in person making a request, as the verified ID token says. */
export interface Caller {
  uid: string;
  /** Lower-case; null for an account without an email address. */
  email: string | null;
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

/**
 * Verifies the Firebase ID token of `Authorization: Bearer` and puts the
 * caller's uid and email on the request. 401 without a valid token.
 */
export const requireAuth: RequestHandler = async (req, _res, next) => {
  const token = BEARER.exec(req.get('authorization') ?? '')?.[1];
  if (!token) throw new HttpError(401, API_MESSAGES.signInRequired);
  try {
    const decoded = await withinDeadline(getAuth(adminApp()).verifyIdToken(token));
    req.caller = { uid: decoded.uid, email: decoded.email?.toLowerCase() ?? null };
  } catch (error) {
    if (isUnavailable(error)) throw error;
    throw new HttpError(401, API_MESSAGES.signInExpired);
  }
  next();
};

/** The caller of a route behind requireAuth. */
export function callerOf(req: Request): Caller {
  if (!req.caller) throw new Error('callerOf() used on a route without requireAuth');
  return req.caller;
}
