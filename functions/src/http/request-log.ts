import type { Request, RequestHandler, Response } from 'express';
import { logger } from 'firebase-functions';
import type { LogEntry } from 'firebase-functions/logger';
import type { ReadMeter } from './read-meter';

/** Where log entries go: the functions logger (Cloud Logging), or a test's collector. */
export type LogWriter = (entry: LogEntry) => void;

export interface RequestLogFields {
  method: string;
  path: string;
  status: number;
  durationMs: number;
  uid: string | null;
  /** Firestore documents the request read (as in its Server-Timing header). */
  firestoreReads: number;
  firestoreMs: number;
}

/**
 * The fields logged for one request. Deliberately no headers (they carry the
 * ID token), no body and no query string (it may hold an email address).
 */
export function requestLogFields(req: Request, res: Response, durationMs: number): RequestLogFields {
  const meter = (res.locals as { readMeter?: ReadMeter } | undefined)?.readMeter;
  return {
    method: req.method,
    path: req.originalUrl.split('?')[0] ?? '',
    status: res.statusCode,
    durationMs: Math.round(durationMs * 10) / 10,
    uid: req.caller?.uid ?? null,
    firestoreReads: meter?.reads ?? 0,
    firestoreMs: Math.round((meter?.durationMs ?? 0) * 10) / 10,
  };
}

/** One structured log entry per request, written when the answer has been sent. */
export function requestLog(write: LogWriter = logger.write): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.once('finish', () => {
      const fields = requestLogFields(req, res, performance.now() - started);
      const severity = fields.status >= 500 ? 'ERROR' : fields.status >= 400 ? 'WARNING' : 'INFO';
      write({ severity, message: `${fields.method} ${fields.path} ${fields.status}`, ...fields });
    });
    next();
  };
}
