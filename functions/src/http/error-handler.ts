import type { ErrorRequestHandler, RequestHandler } from 'express';
import { logger } from 'firebase-functions';
import { HttpError } from './http-error';

/** Unknown paths answer 404 JSON, never Express's HTML page. */
export const notFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `Not found: ${req.method} ${req.path}` });
};

interface BodyParserError {
  type?: string;
  status?: number;
}

/** Turns every error into JSON `{ message }` with the right status; never a stack trace. */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  if (error instanceof HttpError) {
    res.status(error.status).json({ message: error.message });
    return;
  }
  const parserError = error as BodyParserError;
  if (parserError.type === 'entity.too.large') {
    res.status(413).json({ message: 'Request body is too large (at most 32 KB)' });
    return;
  }
  if (parserError.type === 'entity.parse.failed') {
    res.status(400).json({ message: 'Request body is not valid JSON' });
    return;
  }
  logger.error('Unhandled error', { method: req.method, path: req.path, error: String(error) });
  res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
};
