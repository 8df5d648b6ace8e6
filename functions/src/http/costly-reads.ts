import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { API_MESSAGES } from '@roommate-finder/contract/api-error';
import { LISTING_PAGE_DEFAULT } from '@roommate-finder/contract/listing-query';
import { countHit, countMemberHit } from '../rate-limits/repository';
import { HttpError } from './http-error';
import { minuteWindow } from './rate-limit';

/**
 * Reads that cost more than a page are limited (docs/api.md, "Limits and
 * headers"): GET /matches, sort=match and any page of more than
 * CHEAP_PAGE_MAX listings. Each counts against the caller's budget a minute,
 * in Firestore so that every instance shares it: a signed-in caller's by
 * account, a visitor's by the client address Hosting passes on, and a
 * visitor's also by the proxy that address came through. Cheap reads (a
 * page of 20, a listing) count nowhere and cost no write: a person browsing
 * never meets the limit, and the CDN answers repeats of them.
 */

/** The largest page that is not a costly read: the web app's page. */
export const CHEAP_PAGE_MAX = LISTING_PAGE_DEFAULT;

/** Whether a list read of this page size costs more than a page. */
export const isCostlyPage = (limit: number | undefined) => (limit ?? LISTING_PAGE_DEFAULT) > CHEAP_PAGE_MAX;

export interface CostlyReadLimits {
  /** A minute's costly reads per account, or per visitor's client address. */
  perCaller: number;
  /** A minute's costly reads of all visitors who came through one proxy. */
  perProxy: number;
}

/**
 * Where a visitor's request came from, as Firebase Hosting passes it on.
 * Hosting's CDN appends the address it received the request from to
 * `X-Forwarded-For`, and Google's front end before the function appends the
 * CDN node's (Cloud Functions' request headers): the function reads
 * "<whatever the client sent>, <client>, <CDN node>". Only the last two are
 * written by Google's side, so `client` is the second entry from the right
 * and `proxy` the last; entries to their left are the client's own and are
 * never read. (`Fastly-Client-IP`, which Hosting's CDN also sets, is not
 * used: the CDN keeps a value the client sent itself.) Whoever calls the
 * function's own address instead of Hosting is their own `proxy`: the
 * client entry is then theirs to write, and the proxy budget is what holds
 * them. Without the header (a local server), both are the socket's peer.
 */
export function visitorAddressesOf(req: Request): { client: string; proxy: string } {
  const forwarded = (req.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const proxy = forwarded.at(-1) ?? req.socket.remoteAddress ?? 'unknown';
  return { client: forwarded.at(-2) ?? proxy, proxy };
}

/** Counters name no address: a SHA-256 of it, cut short (they last a minute, then a TTL policy deletes them). */
const hashed = (address: string) =>
  createHash('sha256').update(`roommate-finder/costly-reads/${address}`).digest('hex').slice(0, 20);

/** Counts one costly read of the request's caller; a 429 with Retry-After once a budget is spent. */
export type CostlyReadCheck = (req: Request, res: Response) => Promise<void>;

export function costlyReadLimit(limits: CostlyReadLimits): CostlyReadCheck {
  return async (req, res) => {
    const { index, resetTime } = minuteWindow();
    let spent: boolean;
    if (req.caller) {
      spent = (await countHit(`reads_${req.caller.uid}_${index}`, resetTime)) > limits.perCaller;
    } else {
      const { client, proxy } = visitorAddressesOf(req);
      const counts = await countMemberHit(`reads_${hashed(proxy)}_${index}`, hashed(client), resetTime);
      spent = counts.memberHits > limits.perCaller || counts.hits > limits.perProxy;
    }
    if (!spent) return;
    res.set('Retry-After', String(Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000))));
    throw new HttpError(429, API_MESSAGES.tooManyReads, undefined, 'rate/too-many-reads');
  };
}
