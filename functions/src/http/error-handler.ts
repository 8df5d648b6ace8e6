import type { ErrorRequestHandler, RequestHandler } from 'express';
import { logger } from 'firebase-functions';
import { API_MESSAGES, type ApiErrorBody, type ApiErrorCode } from '@roommate-finder/contract/api-error';
import { isUnavailable } from '../firestore';
import { BODY_TOO_LARGE } from './body-limit';
import { PRIVATE_CACHE_CONTROL } from './cache-control';
import { HttpError } from './http-error';

/** Unknown paths answer 404 JSON, never Express's HTML page. */
export const notFound: RequestHandler = (req, res) => {
  res.status(404).json({
    message: `Not found: ${req.method} ${req.path}`,
    code: 'request/unknown-path',
  } satisfies ApiErrorBody);
};

/** What body-parser attaches to the errors it throws. */
interface BodyParserError {
  type?: string;
}

const BODY_PARSER_ANSWERS: Record<string, [number, string, ApiErrorCode]> = {
  'entity.too.large': [413, BODY_TOO_LARGE, 'request/too-large'],
  'entity.parse.failed': [400, 'Request body is not valid JSON', 'request/bad-json'],
  'encoding.unsupported': [415, 'Request body encoding is not supported', 'request/unsupported-encoding'],
  'charset.unsupported': [415, 'Request body must be UTF-8 JSON', 'request/unsupported-encoding'],
  'entity.verify.failed': [400, 'Request body could not be read', 'request/bad-json'],
  'request.aborted': [400, 'Request body was cut off', 'request/bad-json'],
  'request.size.invalid': [400, 'Request body does not match its Content-Length', 'request/bad-json'],
};

/**
 * Express's router decodes each path parameter with decodeURIComponent; an escape that does not
 * decode (`%E0%A4%A`, `%zz`) throws a URIError it marks with status 400. It is the caller's bad
 * address, not a failure of ours.
 */
function isUndecodablePath(error: unknown): boolean {
  return error instanceof URIError && (error as URIError & { status?: number }).status === 400;
}

/** Seconds a client should wait before retrying while the database is unreachable. */
const RETRY_AFTER_UNAVAILABLE = '5';

/** Turns every error into JSON `{ message, code }` with the right status; never a stack trace. */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  // A refusal or failure is never kept by the CDN, even on a public read's route.
  res.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  if (error instanceof HttpError) {
    if (error.retryAfter !== undefined) res.set('Retry-After', String(error.retryAfter));
    const body: ApiErrorBody = { message: error.message, code: error.code };
    if (error.errors) body.errors = error.errors;
    res.status(error.status).json(body);
    return;
  }
  if (isUnavailable(error)) {
    logger.warn('Database unavailable', { method: req.method, path: req.path, error: String(error) });
    res.set('Retry-After', RETRY_AFTER_UNAVAILABLE);
    res.status(503).json({
      message: API_MESSAGES.databaseUnavailable,
      code: 'server/database-unavailable',
    } satisfies ApiErrorBody);
    return;
  }
  const parserAnswer = BODY_PARSER_ANSWERS[(error as BodyParserError | null)?.type ?? ''];
  if (parserAnswer) {
    const [status, message, code] = parserAnswer;
    res.status(status).json({ message, code } satisfies ApiErrorBody);
    return;
  }
  if (isUndecodablePath(error)) {
    res.status(400).json({
      message: 'The address has a %-escape that does not decode',
      code: 'request/invalid',
    } satisfies ApiErrorBody);
    return;
  }
  logger.error('Unhandled error', { method: req.method, path: req.path, error: String(error) });
  res.status(500).json({
    message: 'Something went wrong on our side. Please try again.',
    code: 'server/internal',
  } satisfies ApiErrorBody);
};
