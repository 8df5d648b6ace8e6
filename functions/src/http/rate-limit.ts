import type { RequestHandler } from 'express';
import { rateLimit, type Options, type Store } from 'express-rate-limit';
import { API_MESSAGES, type ApiErrorBody, type ApiErrorCode } from '@roommate-finder/contract/api-error';
import { countHit, uncountHit } from '../rate-limits/repository';
import { callerOf } from './auth';

const WINDOW_MS = 60_000;

/** The fixed window a moment falls in: its number and when it ends. */
export function minuteWindow(now = Date.now(), windowMs = WINDOW_MS) {
  const index = Math.floor(now / windowMs);
  return { index, resetTime: new Date((index + 1) * windowMs) };
}

/** Fixed windows counted in Firestore, so the limit holds across function instances. */
class FirestoreWindowStore implements Store {
  readonly localKeys = false;
  private windowMs = WINDOW_MS;

  constructor(readonly prefix: string) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  private window() {
    return minuteWindow(Date.now(), this.windowMs);
  }

  private counterId(key: string, index: number): string {
    return `${this.prefix}_${key}_${index}`;
  }

  async increment(key: string) {
    const { index, resetTime } = this.window();
    const totalHits = await countHit(this.counterId(key, index), resetTime);
    return { totalHits, resetTime };
  }

  async decrement(key: string): Promise<void> {
    await uncountHit(this.counterId(key, this.window().index));
  }

  resetKey(): void {
    // Counters expire with their window; nothing to reset early.
  }
}

interface AccountLimit {
  /** The counters' name: `<prefix>_<uid>_<window>`. */
  prefix: string;
  windowMs: number;
  limit: number;
  message: string;
  code: ApiErrorCode;
}

/** At most `limit` requests per account per window, then 429 JSON with Retry-After. Goes after requireAuth. */
export function accountRateLimit({ prefix, windowMs, limit, message, code }: AccountLimit): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: new FirestoreWindowStore(prefix),
    keyGenerator: (req) => callerOf(req).uid,
    handler: (_req, res) => {
      res.status(429).json({ message, code } satisfies ApiErrorBody);
    },
    // Keyed by account, not by IP address, so the IP and proxy checks do not apply.
    validate: { trustProxy: false, xForwardedForHeader: false, forwardedHeader: false, ip: false },
  });
}

/** At most `perMinute` writes and likes per account per minute, then 429 JSON with Retry-After. */
export const writeRateLimit = (perMinute: number): RequestHandler =>
  accountRateLimit({
    prefix: 'writes',
    windowMs: WINDOW_MS,
    limit: perMinute,
    message: API_MESSAGES.tooManyWrites,
    code: 'rate/too-many-writes',
  });

/**
 * Counts one use of a quota that only some requests spend (a new conversation, not a reply) in
 * the same Firestore counters; the seconds until the window ends when it is spent, else null.
 */
export async function spendQuota(
  prefix: string,
  uid: string,
  windowMs: number,
  limit: number,
): Promise<number | null> {
  const { index, resetTime } = minuteWindow(Date.now(), windowMs);
  const hits = await countHit(`${prefix}_${uid}_${index}`, resetTime);
  return hits > limit ? Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000)) : null;
}
