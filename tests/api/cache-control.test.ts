/**
 * What Firebase Hosting's CDN may keep (docs/api.md, "Caching"): anonymous
 * public reads briefly, and nothing that carries a token or is personal.
 * Through the Hosting rewrite, as the browser calls the API; the Hosting
 * emulator caches nothing, so these tests read the headers the CDN obeys.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InsertResult, LikeResult } from '@roommate-finder/contract/api-results';
import type { Listing } from '@roommate-finder/contract/listing';
import { api, type JsonResponse } from '../support/api';
import { accountPool, type TestAccount } from '../support/auth-emulator';
import { listingInput } from '../support/listings';

const PUBLIC = 'public, max-age=0, s-maxage=60';
const PRIVATE = 'private, no-store';

const accounts = accountPool();
let owner: TestAccount;
let liker: TestAccount;
let listingId: string;

beforeAll(async () => {
  [owner, liker] = await Promise.all([accounts.create(), accounts.create()]);
  const created = await api<InsertResult>('/roommates', {
    method: 'POST',
    token: owner.idToken,
    body: listingInput(),
  });
  expect(created.status).toBe(201);
  listingId = created.body.insertedId;
});

afterAll(async () => {
  if (listingId) await api(`/roommates/${listingId}`, { method: 'DELETE', token: owner.idToken });
  await accounts.deleteAll();
});

const publicReads = () => [
  '/roommates?limit=5',
  '/roommates?city=dhaka&sort=rent&limit=5',
  `/roommates/${listingId}`,
  '/featured-roommates',
  '/places',
];

const cacheOf = (response: JsonResponse) => response.headers.get('cache-control');
const varies = (response: JsonResponse) =>
  (response.headers.get('vary') ?? '').toLowerCase().split(/\s*,\s*/);

describe('Cache-Control of the API through Hosting', () => {
  it('lets the CDN keep an anonymous public read for a minute, keyed on the Authorization header', async () => {
    for (const path of publicReads()) {
      const response = await api(path);
      expect(response.status, path).toBe(200);
      expect(cacheOf(response), path).toBe(PUBLIC);
      expect(varies(response), path).toContain('authorization');
    }
  });

  it('keeps the same reads private when they carry a token', async () => {
    for (const path of publicReads()) {
      const response = await api(path, { token: liker.idToken });
      expect(response.status, path).toBe(200);
      expect(cacheOf(response), path).toBe(PRIVATE);
    }
  });

  it('keeps personal answers, writes and refusals private', async () => {
    const calls: [string, JsonResponse][] = [
      ['GET /users', await api('/users', { token: liker.idToken })],
      ['GET /matches', await api('/matches', { token: liker.idToken })],
      ['GET /matches without a token', await api('/matches')],
      ['GET /users without a token', await api('/users')],
      ['a missing listing', await api('/roommates/no-such-listing-here')],
      ['a search the API refuses', await api('/roommates?limit=0')],
      [
        'PUT of a listing',
        await api(`/roommates/${listingId}`, {
          method: 'PUT',
          token: owner.idToken,
          body: listingInput({ title: 'Renamed room for the cache test' }),
        }),
      ],
    ];
    for (const [name, response] of calls) expect(cacheOf(response), name).toBe(PRIVATE);
    expect(calls[4]![1].status).toBe(404);
    expect(calls[5]![1].status).toBe(400);
  });

  it('shows the liker the new count on their next read of the listing', async () => {
    const read = () => api<Listing>(`/roommates/${listingId}`, { token: liker.idToken });
    const before = await read();
    expect(before.status).toBe(200);

    const liked = await api<LikeResult>(`/roommates/${listingId}/like`, {
      method: 'PATCH',
      token: liker.idToken,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(liked.status).toBe(200);

    const after = await read();
    expect(cacheOf(after)).toBe(PRIVATE);
    expect(after.body.likeCount).toBe(before.body.likeCount + 1);
  });

  it('shows the owner their edit on their next read of the listing', async () => {
    const title = `Edited for the owner ${Date.now()}`;
    const edited = await api(`/roommates/${listingId}`, {
      method: 'PUT',
      token: owner.idToken,
      body: listingInput({ title }),
    });
    expect(edited.status).toBe(200);
    const read = await api<Listing>(`/roommates/${listingId}`, { token: owner.idToken });
    expect(cacheOf(read)).toBe(PRIVATE);
    expect(read.body.title).toBe(title);
  });
});
