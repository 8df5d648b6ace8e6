import type { RequestHandler } from 'express';
import { rateLimit, type Options, type Store } from 'express-rate-limit';
import { API_MESSAGES, type ApiErrorBody } from '../contract/api-error';
import { countHit, uncountHit } from '../rate-limits/repository';
import { callerOf } from './auth';

const WINDOW_MS = 60_000;

/** The fixed window a moment falls in: its number and when it ends. */
export function minuteWindow(now = Date.now(), windowMs = WINDOW_MS) {
  const index = Math.floor(now / windowMs);
  return { index, resetTime: new Date((index + 1) * windowMs) };
}

/** Fixed one-minute windows counted in Firestore, so the limit holds across function instances. */
class FirestoreWindowStore implements Store {
  readonly localKeys = false;
  readonly prefix = 'writes';
  private windowMs = WINDOW_MS;

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

/**
 * At most `perMinute` writes and likes per account per minute, then 429 JSON
 * with Retry-After. Goes after requireAuth: the key is the caller's uid.
 */
export function writeRateLimit(perMinute: number): RequestHandler {
  return rateLimit({
    windowMs: WINDOW_MS,
    limit: perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: new FirestoreWindowStore(),
    keyGenerator: (req) => callerOf(req).uid,
    handler: (_req, res) => {
      res
        .status(429)
        .json({ message: API_MESSAGES.tooManyWrites, code: 'rate/too-many-writes' } satisfies ApiErrorBody);
    },
    // Keyed by account, not by IP address, so the IP and proxy checks do not apply.
    validate: { trustProxy: false, xForwardedForHeader: false, forwardedHeader: false, ip: false },
  });
}
