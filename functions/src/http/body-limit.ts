import type { RequestHandler } from 'express';
import { HttpError } from './http-error';

/** Largest JSON body the API reads, in bytes (32 KB); larger ones answer 413 with BODY_TOO_LARGE. */
export const BODY_LIMIT = 32 * 1024;

export const BODY_TOO_LARGE = `Request body is too large (at most ${BODY_LIMIT / 1024} KB)`;

/**
 * Refuses bodies over the limit with `refusal` (413 with BODY_TOO_LARGE unless told). Express's JSON parser enforces a
 * limit only when it parses the body itself; in Cloud Functions (and its
 * emulator) the framework has already parsed it, with a limit of its own in
 * megabytes, and left the bytes in req.rawBody.
 */
export function bodySizeLimit(
  maxBytes: number,
  refusal: () => HttpError = () => new HttpError(413, BODY_TOO_LARGE),
): RequestHandler {
  return (req, _res, next) => {
    const raw = (req as { rawBody?: unknown }).rawBody;
    const size = Buffer.isBuffer(raw) ? raw.length : Number(req.get('content-length') ?? 0);
    if (size > maxBytes) throw refusal();
    next();
  };
}
