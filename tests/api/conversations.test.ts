import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../functions/src/config';
import type { ApiErrorBody } from '@roommate-finder/contract/api-error';
import type {
  ConversationDetails,
  ConversationSummary,
  Message,
  StartResult,
} from '@roommate-finder/contract/conversation';
import type { Listing, ListingInput } from '@roommate-finder/contract/listing';
import {
  addMessage,
  createConversation,
  findConversation,
} from '../../functions/src/conversations/repository';
import { EMULATOR_ENV } from '../../scripts/lib/stack';
import { api, type ApiInit, type JsonResponse } from '../support/api';
import { uniqueTag, type TestAccount } from '../support/auth-emulator';
import { accountsAndListings } from '../support/listings';
import { startLocalApp, type LocalApp } from '../support/local-app';
import { DAY_MS, earlyInAWindow } from '../support/rate-windows';

/** Conversations, blocks and who sees a listing's contact details (docs/api.md, "Conversations"). */

const { accounts, listings, deleteAll } = accountsAndListings();
afterAll(deleteAll);

const account = () => accounts.create();

const postListing = async (owner: TestAccount, overrides: Partial<ListingInput> = {}) =>
  (
    await listings.create(owner, {
      title: `Room to talk about ${uniqueTag()}`,
      contactInfo: '01711-223344',
      ...overrides,
    })
  ).id;

const as = <T>(caller: TestAccount | null, path: string, init: ApiInit = {}) =>
  api<T & ApiErrorBody>(path, { ...init, ...(caller ? { token: caller.idToken } : {}) });
const start = (caller: TestAccount | null, listingId: string, text: string) =>
  as<StartResult>(caller, '/conversations', { method: 'POST', body: { listingId, text } });
const send = (caller: TestAccount | null, id: string, text: string) =>
  as<Message>(caller, `/conversations/${id}/messages`, { method: 'POST', body: { text } });
const unread = async (caller: TestAccount) =>
  (await as<{ count: number }>(caller, '/conversations/unread')).body.count;
const readsOf = (response: JsonResponse) =>
  Number(/reads=(\d+)/.exec(response.headers.get('server-timing') ?? '')?.[1]);

describe('starting and continuing a conversation', () => {
  it('starts one conversation per listing and person, continues it, and answers only the two of them', async () => {
    const [owner, asker, third] = [await account(), await account(), await account()];
    const listingId = await postListing(owner);

    const first = await start(asker, listingId, '  Is the room still free?  ');
    expect(first.status).toBe(201);
    expect(first.body.message).toMatchObject({ from: asker.uid, text: 'Is the room still free?' });
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const again = await start(asker, listingId, 'And is gas included?');
    expect(again.status).toBe(200);
    expect(again.body._id).toBe(first.body._id);
    const id = first.body._id;

    const inbox = await as<ConversationSummary[]>(owner, '/conversations');
    expect(inbox.body.find((row) => row._id === id)).toMatchObject({
      listingId,
      with: { uid: asker.uid, name: asker.name },
      lastMessage: { text: 'And is gas included?', from: asker.uid },
      unread: 2,
    });
    const details = await as<ConversationDetails>(asker, `/conversations/${id}`);
    expect(details.body).toMatchObject({
      mine: false,
      canSend: true,
      blockedByMe: false,
      listingExists: true,
    });

    // Anyone but the two: 404 on every path, as if it did not exist.
    for (const [path, init] of [
      [`/conversations/${id}`, {}],
      [`/conversations/${id}/messages`, {}],
      [`/conversations/${id}/messages`, { method: 'POST', body: { text: 'Hi' } }],
      [`/conversations/${id}/read`, { method: 'POST' }],
    ] as [string, ApiInit][]) {
      const refused = await as(third, path, init);
      expect(refused.status, path).toBe(404);
      expect(refused.body).toMatchObject({
        code: 'conversation/not-found',
        message: 'Conversation not found',
      });
      expect((await as(null, path, init)).status, path).toBe(401);
    }
    expect((await as(null, '/conversations')).status).toBe(401);
    expect((await as(null, '/conversations/unread')).status).toBe(401);
    expect((await start(null, listingId, 'Hi')).status).toBe(401);
  });

  it('refuses one’s own listing, an unknown one, and text that is empty or too long', async () => {
    const owner = await account();
    const listingId = await postListing(owner);
    const own = await start(owner, listingId, 'Hello me');
    expect(own.status).toBe(400);
    expect(own.body.code).toBe('conversation/own-listing');
    const asker = await account();
    expect((await start(asker, 'no-such-listing', 'Hi')).status).toBe(404);
    for (const text of ['', '   ', 'x'.repeat(2001)]) {
      const refused = await start(asker, listingId, text);
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.[0]?.field).toBe('text');
    }
    // Half of a surrogate pair (JSON's "\ud800"): no text holds it, and Firestore would refuse it.
    for (const text of ['Hi \ud800 there', 'Hi \udc00']) {
      const refused = await start(asker, listingId, text);
      expect(refused.status, text).toBe(400);
      expect(refused.body.errors?.[0]).toMatchObject({ field: 'text', code: 'validation/invalid' });
    }
    const started = await start(asker, listingId, 'x'.repeat(2000));
    expect(started.status).toBe(201);
    expect((await send(asker, started.body._id, ' \n ')).body.errors?.[0]?.field).toBe('text');
    const lone = await send(asker, started.body._id, 'bad \ud800 surrogate');
    expect(lone.status).toBe(400);
    expect(lone.body).toMatchObject({ code: 'validation/invalid', errors: [{ field: 'text' }] });
    // A pair whole is text like any other (an emoji).
    expect((await send(asker, started.body._id, 'Thanks \ud83d\ude42')).status).toBe(201);
  });
});

describe('unread counts and reading', () => {
  it('stay exact when one person sends 20 messages at once and both write together', async () => {
    const [owner, asker] = [await account(), await account()];
    const listingId = await postListing(owner);
    const { _id: id } = (await start(asker, listingId, 'First')).body;
    const before = { owner: await unread(owner), asker: await unread(asker) };
    const sends = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => send(asker, id, `Asker ${i}`)),
      ...Array.from({ length: 5 }, (_, i) => send(owner, id, `Owner ${i}`)),
    ]);
    expect(sends.map((response) => response.status)).toEqual(Array(25).fill(201));
    expect(await unread(owner)).toBe(before.owner + 20);
    expect(await unread(asker)).toBe(before.asker + 5);

    // Reading while the other writes: what arrives meanwhile still counts.
    const [read] = await Promise.all([
      as(owner, `/conversations/${id}/read`, { method: 'POST' }),
      send(asker, id, 'One more'),
    ]);
    expect(read.status).toBe(204);
    const summary = (await as<ConversationSummary[]>(owner, '/conversations')).body.find(
      (row) => row._id === id,
    )!;
    expect(await unread(owner)).toBe(summary.unread);
    expect([0, 1]).toContain(summary.unread);
    expect((await as(owner, `/conversations/${id}/read`, { method: 'POST' })).status).toBe(204);
    expect(await unread(owner)).toBe(0);
  });

  it('count a reading once when two tabs mark the conversation read at once, and go on counting after', async () => {
    const [owner, asker] = [await account(), await account()];
    const { _id: id } = (await start(asker, await postListing(owner), 'First')).body;
    for (const text of ['Second', 'Third', 'Fourth']) expect((await send(asker, id, text)).status).toBe(201);
    const row = async () =>
      (await as<ConversationSummary[]>(owner, '/conversations')).body.find((summary) => summary._id === id)!
        .unread;
    expect([await unread(owner), await row()]).toEqual([4, 4]);

    const reads = await Promise.all(
      Array.from({ length: 4 }, () => as(owner, `/conversations/${id}/read`, { method: 'POST' })),
    );
    expect(reads.map((response) => response.status)).toEqual(Array(4).fill(204));
    expect([await unread(owner), await row()]).toEqual([0, 0]);

    for (const text of ['Fifth', 'Sixth']) expect((await send(asker, id, text)).status).toBe(201);
    expect([await unread(owner), await row()]).toEqual([2, 2]);
    // Reading again, twice at once, while one more arrives: never below what is unread.
    await Promise.all([
      as(owner, `/conversations/${id}/read`, { method: 'POST' }),
      as(owner, `/conversations/${id}/read`, { method: 'POST' }),
      send(asker, id, 'Seventh'),
    ]);
    const [total, left] = [await unread(owner), await row()];
    expect(total).toBe(left);
    expect([0, 1]).toContain(left);
    expect((await as(owner, `/conversations/${id}/read`, { method: 'POST' })).status).toBe(204);
    expect([await unread(owner), await row()]).toEqual([0, 0]);
  });
});

describe('paging and what each page reads (Server-Timing)', () => {
  let owner: TestAccount;
  let conversationId: string;
  let askers: TestAccount[];

  beforeAll(async () => {
    Object.assign(process.env, EMULATOR_ENV);
    owner = await account();
    askers = [await account()];
    const listingId = await postListing(owner);
    conversationId = (await start(askers[0]!, listingId, 'Message 0')).body._id;
    // 210 messages and 55 conversations, written through the API's own repository for speed.
    const record = (await findConversation(conversationId))!;
    // After the first message, a millisecond apart, as a fast conversation goes.
    const base = Date.now();
    for (let i = 1; i < 210; i += 1)
      await addMessage(record, i % 3 === 0 ? 'owner' : 'asker', `Message ${i}`, new Date(base + i));
    for (let i = 0; i < 55; i += 1) {
      await createConversation(
        {
          listingId: `inbox-listing-${uniqueTag()}`,
          listingTitle: `Listing ${i}`,
          owner: { uid: owner.uid, name: owner.name, photoURL: '' },
          asker: { uid: `someone-${uniqueTag()}`, name: `Person ${i}`, photoURL: '' },
        },
        `Hello ${i}`,
        new Date(base - 3_600_000 - (i + 1) * 60_000),
      );
    }
  }, 120_000);

  it('pages through 56 conversations, latest first, each once, reading limit + 1 a page', async () => {
    const seen: ConversationSummary[] = [];
    let cursor = '';
    for (let page = 0; page < 10; page += 1) {
      const response = await as<ConversationSummary[]>(owner, `/conversations?limit=20&cursor=${cursor}`);
      expect(response.status).toBe(200);
      expect(readsOf(response)).toBeLessThanOrEqual(21);
      seen.push(...response.body);
      cursor = response.headers.get('x-next-cursor') ?? '';
      if (!cursor) break;
    }
    expect(seen).toHaveLength(56);
    expect(new Set(seen.map((row) => row._id)).size).toBe(56);
    const times = seen.map((row) => Date.parse(row.updatedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('pages back through 210 messages, oldest first in each page, reading the conversation and limit + 1', async () => {
    const seen: Message[] = [];
    let cursor = '';
    for (let page = 0; page < 20; page += 1) {
      const response = await as<Message[]>(
        owner,
        `/conversations/${conversationId}/messages?limit=30&cursor=${cursor}`,
      );
      expect(response.status).toBe(200);
      expect(readsOf(response)).toBeLessThanOrEqual(1 + 31);
      const times = response.body.map((message) => Date.parse(message.sentAt));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      seen.unshift(...response.body);
      cursor = response.headers.get('x-next-cursor') ?? '';
      if (!cursor) break;
    }
    expect(seen.map((message) => message.text)).toEqual(
      Array.from({ length: 210 }, (_, i) => `Message ${i}`),
    );
  });

  it('answers a poll that finds nothing new with one read, and gives what is new after it', async () => {
    const latest = await as<Message[]>(askers[0]!, `/conversations/${conversationId}/messages?limit=1`);
    const since = latest.headers.get('x-latest-message')!;
    const quiet = await as<Message[]>(askers[0]!, `/conversations/${conversationId}/messages?since=${since}`);
    expect(quiet.body).toEqual([]);
    expect(readsOf(quiet)).toBe(1);
    const badge = await as<{ count: number }>(owner, '/conversations/unread');
    expect(readsOf(badge)).toBe(1);

    await send(owner, conversationId, 'Something new');
    const news = await as<Message[]>(askers[0]!, `/conversations/${conversationId}/messages?since=${since}`);
    expect(news.body.map((message) => message.text)).toEqual(['Something new']);
    expect(news.headers.get('x-latest-message')).not.toBe(since);
  });

  it('writes a fixed number of documents for a message, however long the conversation', async () => {
    const sent = await send(askers[0]!, conversationId, 'Still here');
    expect(sent.status).toBe(201);
    // The rate counter, the conversation and the two blocks read; the message, the conversation and the total written.
    expect(readsOf(sent)).toBeLessThanOrEqual(4);
  });
});

describe('blocking', () => {
  it('stops both from writing, in that conversation or a new one, and tells the blocked one nothing of why', async () => {
    const [owner, asker] = [await account(), await account()];
    const [first, second] = [await postListing(owner), await postListing(owner)];
    const { _id: id } = (await start(asker, first, 'Hello')).body;
    expect((await as(owner, `/blocks/${asker.uid}`, { method: 'PUT' })).status).toBe(204);

    for (const refused of [
      await send(owner, id, 'Hi'),
      await send(asker, id, 'Hi'),
      await start(asker, second, 'Hi'),
    ]) {
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        code: 'conversation/blocked',
        message: 'You cannot message this person',
      });
    }
    expect((await as<ConversationDetails>(asker, `/conversations/${id}`)).body).toMatchObject({
      canSend: false,
      blockedByMe: false,
    });
    expect((await as<ConversationDetails>(owner, `/conversations/${id}`)).body).toMatchObject({
      canSend: false,
      blockedByMe: true,
    });

    // Blocked the other way round too.
    expect((await as(owner, `/blocks/${asker.uid}`, { method: 'DELETE' })).status).toBe(204);
    expect((await send(asker, id, 'Back')).status).toBe(201);
    expect((await as(asker, `/blocks/${owner.uid}`, { method: 'PUT' })).status).toBe(204);
    expect((await send(owner, id, 'Hi')).status).toBe(403);
    expect((await as(asker, `/blocks/${asker.uid}`, { method: 'PUT' })).status).toBe(400);
    expect((await as(asker, '/blocks/no-such-person', { method: 'PUT' })).status).toBe(404);
    expect((await as(null, `/blocks/${owner.uid}`, { method: 'PUT' })).status).toBe(401);
  });
});

describe('who sees the contact details', () => {
  it('gives contactInfo and email to each caller as the owner chose, and says why when not', async () => {
    const [owner, stranger, replied] = [await account(), await account(), await account()];
    const ids = {
      everyone: await postListing(owner),
      'signed-in': await postListing(owner, { contactVisibility: 'signed-in' }),
      conversation: await postListing(owner, { contactVisibility: 'conversation' }),
    };
    const { _id: talk } = (await start(replied, ids.conversation, 'Can I see it?')).body;
    expect((await send(owner, talk, 'Yes, come on Friday')).status).toBe(201);

    const seen = async (caller: TestAccount | null, id: string) => {
      const response = await as<Listing>(caller, `/roommates/${id}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(
        caller ? 'private, no-store' : 'public, max-age=0, s-maxage=60',
      );
      const { contactInfo, email, contactHidden } = response.body;
      return contactInfo === undefined && email === undefined ? (contactHidden ?? 'hidden') : 'shown';
    };
    const table: [TestAccount | null, Record<keyof typeof ids, string>][] = [
      [null, { everyone: 'shown', 'signed-in': 'sign-in', conversation: 'sign-in' }],
      [stranger, { everyone: 'shown', 'signed-in': 'shown', conversation: 'conversation' }],
      [replied, { everyone: 'shown', 'signed-in': 'shown', conversation: 'shown' }],
      [owner, { everyone: 'shown', 'signed-in': 'shown', conversation: 'shown' }],
    ];
    for (const [caller, expected] of table) {
      for (const visibility of Object.keys(ids) as (keyof typeof ids)[]) {
        expect(await seen(caller, ids[visibility]), `${caller?.email ?? 'visitor'} ${visibility}`).toBe(
          expected[visibility],
        );
      }
    }
    // A search by the owner's address finds only the listings that show it to the caller (lists
    // leave a `conversation` listing's contact out for all but its owner), so it cannot tell whose
    // a listing is when its owner keeps that from the caller. The CDN keeps the visitor's answer.
    const byAddress = async (caller: TestAccount | null) => {
      const list = await as<Listing[]>(caller, `/roommates?email=${encodeURIComponent(owner.email)}`);
      expect(list.status).toBe(200);
      for (const listing of list.body) expect(listing.email).toBe(owner.email);
      return {
        cache: list.headers.get('cache-control'),
        ids: list.body.map((listing) => listing._id).sort(),
      };
    };
    expect(await byAddress(null)).toEqual({
      cache: 'public, max-age=0, s-maxage=60',
      ids: [ids.everyone],
    });
    expect((await byAddress(stranger)).ids).toEqual([ids.everyone, ids['signed-in']].sort());
    expect((await byAddress(replied)).ids).toEqual([ids.everyone, ids['signed-in']].sort());
    expect((await byAddress(owner)).ids).toEqual(Object.values(ids).sort());
    const featured = await api<Listing[]>('/featured-roommates');
    for (const listing of featured.body.filter((item) => item.contactVisibility !== 'everyone'))
      expect(listing).not.toHaveProperty('contactInfo');
    expect((await api<Listing>(`/roommates/${ids.everyone}`)).body.contactVisibility).toBe('everyone');
  });
});

describe('rate limits', () => {
  let app: LocalApp;
  beforeAll(async () => {
    app = await startLocalApp({
      config: loadConfig({
        ...process.env,
        ...EMULATOR_ENV,
        RATE_LIMIT_MESSAGES_PER_MINUTE: '3',
        RATE_LIMIT_CONVERSATIONS_PER_DAY: '2',
      }),
    });
  });
  afterAll(() => app.close());

  it('refuses a fourth message in a minute and a third new conversation in a day, with Retry-After', async () => {
    const [owner, asker, other] = [await account(), await account(), await account()];
    const listings = [await postListing(owner), await postListing(owner), await postListing(owner)];
    const local = <T>(caller: TestAccount, path: string, body: unknown) =>
      api<T & ApiErrorBody>(path, { method: 'POST', token: caller.idToken, body, apiUrl: app.apiUrl });

    // Messages count per calendar minute and new conversations per day: start well inside both.
    await earlyInAWindow(DAY_MS);
    await earlyInAWindow();
    const first = await local<StartResult>(asker, '/conversations', { listingId: listings[0], text: 'One' });
    expect(first.status).toBe(201);
    for (const text of ['Two', 'Three'])
      expect((await local(asker, `/conversations/${first.body._id}/messages`, { text })).status, text).toBe(
        201,
      );
    const fourth = await local(asker, `/conversations/${first.body._id}/messages`, { text: 'Four' });
    expect(fourth.status).toBe(429);
    expect(fourth.body.code).toBe('rate/too-many-messages');
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);

    for (const [index, listingId] of listings.entries()) {
      const started = await local(other, '/conversations', { listingId, text: `Hello ${index}` });
      expect(started.status, `conversation ${index + 1}`).toBe(index < 2 ? 201 : 429);
      if (index === 2) {
        expect(started.body.code).toBe('rate/too-many-conversations');
        expect(Number(started.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
  });
});
