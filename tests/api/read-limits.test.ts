import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@roommate-finder/contract/api-error';
import type { Listing } from '@roommate-finder/contract/listing';
import { NEXT_CURSOR_HEADER } from '@roommate-finder/contract/listing-query';
import type { ProfileInput } from '@roommate-finder/contract/profile';
import { loadConfig } from '../../functions/src/config';
import { COLLECTIONS } from '../../functions/src/firestore';
import { encodeCursor } from '../../functions/src/roommates/listing-cursor';
import { EMULATOR_ENV } from '../../scripts/lib/stack';
import { api, type ApiInit, type JsonResponse } from '../support/api';
import { accountPool, type TestAccount } from '../support/auth-emulator';
import { stackDb } from '../support/stack-db';
import { startLocalApp, type LocalApp } from '../support/local-app';
import { earlyInAWindow } from '../support/rate-windows';

/**
 * Reads that cost more than a page are limited (docs/api.md, "Limits and
 * headers"). The stack the other files share raises these budgets (all its
 * visitors come from one address): this file serves the API in its own
 * process with the budgets of functions/src/config.ts, and sends
 * `X-Forwarded-For` as Hosting passes it on, "<client>, <CDN node>".
 */

const accounts = accountPool();
let app: LocalApp;
/** The same API with small budgets of its own: 3 a client, 5 a CDN node. */
let small: LocalApp;
const people: TestAccount[] = [];

const PROFILE: ProfileInput = { gender: 'female', tenant: 'student', cities: ['rangpur'], budgetMax: 8000 };

/** An address of the documentation range, new for each call. */
const address = () => `2001:db8::${randomInt(65_536).toString(16)}:${randomInt(65_536).toString(16)}`;
const visitor = (client: string, node: string) => ({ 'X-Forwarded-For': `${client}, ${node}` });

const readsOf = (response: JsonResponse) =>
  Number(/reads=(\d+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? NaN);

async function personWithProfile(): Promise<TestAccount> {
  const person = await accounts.create();
  const saved = await api('/profile', {
    apiUrl: app.apiUrl,
    method: 'PUT',
    token: person.idToken,
    body: PROFILE,
  });
  expect(saved.status).toBe(200);
  people.push(person);
  return person;
}

/** Calls `request` up to `times` times; the number of the first call answered 429, and that answer. */
async function firstRefusal(times: number, request: (call: number) => Promise<JsonResponse<ApiErrorBody>>) {
  for (let call = 1; call <= times; call += 1) {
    const response = await request(call);
    if (response.status === 429) return { call, response };
    expect(response.status, `call ${call}`).toBe(200);
  }
  return { call: Infinity, response: undefined };
}

function expectRefusal(response: JsonResponse<ApiErrorBody> | undefined) {
  expect(response?.body).toEqual({
    message: 'Too many large searches in a short time. Please wait a minute and try again.',
    code: 'rate/too-many-reads',
  });
  const retryAfter = Number(response?.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(response?.headers.get('cache-control')).toBe('private, no-store');
}

beforeAll(async () => {
  app = await startLocalApp({ config: loadConfig({ ...EMULATOR_ENV }), writeLog: () => {} });
  small = await startLocalApp({
    config: loadConfig({
      ...EMULATOR_ENV,
      RATE_LIMIT_COSTLY_READS_PER_MINUTE: '3',
      RATE_LIMIT_COSTLY_READS_PER_PROXY_PER_MINUTE: '5',
    }),
    writeLog: () => {},
  });
});

afterAll(async () => {
  await Promise.all([app.close(), small.close()]);
  for (const person of people) await stackDb().collection(COLLECTIONS.profiles).doc(person.uid).delete();
  await accounts.deleteAll();
});

describe('costly reads of a signed-in person', () => {
  it('100 rapid GET /matches by one account meet 429 with Retry-After before the 100th; another account goes on', async () => {
    const [person, other] = await Promise.all([personWithProfile(), personWithProfile()]);
    await earlyInAWindow();
    const { call, response } = await firstRefusal(100, () =>
      api<ApiErrorBody>('/matches', { apiUrl: app.apiUrl, token: person.idToken }),
    );
    expect(call).toBeLessThan(100);
    expectRefusal(response);
    expect((await api('/matches', { apiUrl: app.apiUrl, token: other.idToken })).status).toBe(200);
  });

  it('a person who browses 20 pages a minute, best match first, never meets it', async () => {
    const person = await personWithProfile();
    await earlyInAWindow();
    const browse = (path: string, init: ApiInit = {}) =>
      api<Listing[]>(path, { apiUrl: app.apiUrl, token: person.idToken, ...init });
    // The home page's top matches, then 20 pages of Browse Listing by best match and 20 by date.
    expect((await browse('/matches?limit=6')).status).toBe(200);
    for (const sort of ['match', 'newest']) {
      let cursor: string | null = null;
      for (let page = 1; page <= 20; page += 1) {
        const response = await browse(`/roommates?sort=${sort}&limit=20${cursor ? `&cursor=${cursor}` : ''}`);
        expect(response.status, `${sort} page ${page}`).toBe(200);
        cursor = response.headers.get(NEXT_CURSOR_HEADER);
      }
    }
  });
});

describe('costly reads of a visitor, by the client address Hosting passes on', () => {
  it('300 GET /roommates?limit=100 with distinct cursors from one client meet 429; the client’s own X-Forwarded-For entries do not help', async () => {
    const [client, node] = [address(), address()];
    await earlyInAWindow();
    const { call, response } = await firstRefusal(300, (page) =>
      api<ApiErrorBody>(
        // Cursors no CDN has seen: each one a page of its own.
        `/roommates?limit=100&cursor=${encodeCursor({ sort: 'newest', key: `${new Date(Date.now() - page * 1000).toISOString()}_z` })}`,
        { apiUrl: app.apiUrl, headers: visitor(client, node) },
      ),
    );
    expect(call).toBeLessThan(300);
    expectRefusal(response);

    const forged = await api('/roommates?limit=100', {
      apiUrl: app.apiUrl,
      headers: { 'X-Forwarded-For': `${address()}, ${client}, ${node}` },
    });
    expect(forged.status).toBe(429);
    // Another visitor of the same CDN node is not held back.
    const neighbour = await api('/roommates?limit=100', {
      apiUrl: app.apiUrl,
      headers: visitor(address(), node),
    });
    expect(neighbour.status).toBe(200);
  });

  it('a visitor who writes a new client address every time meets the budget of the address it comes from', async () => {
    const node = address();
    await earlyInAWindow();
    const { call, response } = await firstRefusal(20, () =>
      api<ApiErrorBody>('/roommates?limit=50', { apiUrl: small.apiUrl, headers: visitor(address(), node) }),
    );
    expect(call).toBe(6);
    expectRefusal(response);
  });

  it('pages of 20 count nowhere: 40 of them with distinct cursors, none refused, none reading a counter', async () => {
    const [client, node] = [address(), address()];
    let cursor: string | null = null;
    for (let page = 1; page <= 40; page += 1) {
      const response: JsonResponse<Listing[]> = await api<Listing[]>(
        `/roommates?limit=20${cursor ? `&cursor=${cursor}` : ''}`,
        { apiUrl: small.apiUrl, headers: visitor(client, node) },
      );
      expect(response.status, `page ${page}`).toBe(200);
      // The page's listings and the one that tells whether another follows: no counter.
      expect(readsOf(response)).toBeLessThanOrEqual(21);
      cursor =
        response.headers.get(NEXT_CURSOR_HEADER) ??
        encodeCursor({ sort: 'newest', key: `${new Date(Date.now() - page * 60_000).toISOString()}_z` });
    }
  });
});
