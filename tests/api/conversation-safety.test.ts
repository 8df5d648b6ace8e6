import { afterAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@roommate-finder/contract/api-error';
import {
  UNVERIFIED_CONVERSATIONS_PER_DAY,
  type ConversationDetails,
  type StartResult,
} from '@roommate-finder/contract/conversation';
import type { ModerationAction, ReportGroup } from '@roommate-finder/contract/moderation';
import { messageReportId } from '@roommate-finder/contract/report';
import { api, type ApiInit } from '../support/api';
import { grantModerator, uniqueTag, type TestAccount } from '../support/auth-emulator';
import { accountsAndListings } from '../support/listings';
import { DAY_MS, earlyInAWindow } from '../support/rate-windows';

/**
 * Trust and safety in conversations (docs/api.md, "Moderation" and "Conversations"): reporting a
 * message, which only the two people of its conversation may do and only of the other's; the
 * other person's 'Verified e-mail' in the header; unverified accounts' three new conversations
 * a day; no conversation about a hidden listing.
 */

const { accounts, listings, deleteAll } = accountsAndListings();
afterAll(deleteAll);

/** An account as it is after some time, its address verified (or not). */
const aged = (emailVerified: boolean) =>
  accounts.create({ aged: { createdAt: new Date(Date.now() - 3 * 24 * 3600 * 1000), emailVerified } });

const postListing = async (owner: TestAccount) =>
  (await listings.create(owner, { title: `Room to ask about ${uniqueTag()}` })).id;

const as = <T>(caller: TestAccount, path: string, init: ApiInit = {}) =>
  api<T & ApiErrorBody>(path, { ...init, token: caller.idToken });
const start = (caller: TestAccount, listingId: string, text: string) =>
  as<StartResult>(caller, '/conversations', { method: 'POST', body: { listingId, text } });
const report = (caller: TestAccount, id: string, reason = 'scam') =>
  as<{ acknowledged: true }>(caller, '/reports', { method: 'POST', body: { kind: 'message', id, reason } });

describe('reporting a message', () => {
  it('is for the other person of its conversation only, once per person, and moderators see the message and its sender', async () => {
    const [owner, asker, third] = [await aged(true), await aged(true), await aged(true)];
    const listingId = await postListing(owner);
    const started = await start(asker, listingId, 'Is the seat still free?');
    expect(started.status).toBe(201);
    const conversationId = started.body._id;
    const theirs = await as<{ _id: string }>(owner, `/conversations/${conversationId}/messages`, {
      method: 'POST',
      body: { text: `Yes. Send 3,000 taka advance by bKash to 01712345678 to book it ${uniqueTag()}` },
    });
    expect(theirs.status).toBe(201);
    const id = messageReportId(conversationId, theirs.body._id);

    const first = await report(asker, id);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ acknowledged: true });
    // Again: the reason changes, no second report.
    expect((await report(asker, id, 'harassment')).status).toBe(200);

    // Not one's own message; nobody outside the conversation; nothing that is not a message of it.
    const own = await report(asker, messageReportId(conversationId, started.body.message._id));
    expect(own.status).toBe(400);
    expect(own.body.code).toBe('report/own');
    const outsider = await report(third, id);
    expect(outsider.status).toBe(404);
    expect(outsider.body).toMatchObject({ code: 'message/not-found', message: 'Message not found' });
    for (const unknown of [
      messageReportId(conversationId, 'NoSuchMessage1234567'),
      messageReportId('0'.repeat(40), theirs.body._id),
      conversationId,
      `${id}-extra`,
    ]) {
      expect((await report(asker, unknown)).status, unknown).toBe(404);
    }

    // A moderator sees the message, the listing it was about and its sender, and can suspend the sender.
    const admin = await grantModerator(await accounts.create());
    const groups = await as<ReportGroup[]>(admin, '/admin/reports?status=open&limit=50');
    expect(groups.status).toBe(200);
    const group = groups.body.find((item) => item.kind === 'message' && item.id === id);
    expect(group).toMatchObject({
      reportCount: 1,
      reasons: { harassment: 1 },
      thing: {
        kind: 'message',
        message: {
          text: expect.stringContaining('Send 3,000 taka advance by bKash') as string,
          from: { uid: owner.uid, email: owner.email, suspended: false },
        },
      },
    });
    expect(group?.reports.map((entry) => entry.reporter.uid)).toEqual([asker.uid]);
    const dismissed = await as<ModerationAction>(admin, '/admin/reports/dismiss', {
      method: 'POST',
      body: { kind: 'message', id, note: 'Asked the owner to take payment only after a viewing' },
    });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body).toMatchObject({ action: 'dismiss-reports', kind: 'message', targetId: id });
  });
});

describe('a conversation’s header', () => {
  it("says whether the other person's e-mail address is verified, as Firebase Auth knows it", async () => {
    const [owner, asker] = [await aged(true), await aged(false)];
    const started = await start(asker, await postListing(owner), 'Hello, is gas included?');
    expect(started.status).toBe(201);
    const id = started.body._id;
    const forAsker = await as<ConversationDetails>(asker, `/conversations/${id}`);
    expect(forAsker.body).toMatchObject({ with: { uid: owner.uid }, withVerified: true });
    const forOwner = await as<ConversationDetails>(owner, `/conversations/${id}`);
    expect(forOwner.body).toMatchObject({ with: { uid: asker.uid }, withVerified: false });
  });
});

describe('new conversations of an account whose address is not verified', () => {
  it(`stop at ${UNVERIFIED_CONVERSATIONS_PER_DAY} a day; a verified account starts more`, async () => {
    const owner = await aged(true);
    const listings: string[] = [];
    for (let index = 0; index <= UNVERIFIED_CONVERSATIONS_PER_DAY; index += 1)
      listings.push(await postListing(owner));
    const [unverified, verified] = [await accounts.create(), await aged(true)];
    // New conversations count per day, from midnight UTC: start well inside one.
    await earlyInAWindow(DAY_MS);
    for (const [index, listingId] of listings.entries()) {
      const refused = index === UNVERIFIED_CONVERSATIONS_PER_DAY;
      const started = await start(unverified, listingId, `Hello ${index}`);
      expect(started.status, `conversation ${index + 1}`).toBe(refused ? 429 : 201);
      if (refused) {
        expect(started.body.code).toBe('rate/unverified-conversations');
        expect(started.body.message).toContain('Verify your e-mail address');
        expect(Number(started.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      expect((await start(verified, listingId, `Hello ${index}`)).status).toBe(201);
    }
    // A conversation already started goes on: only new ones count.
    expect((await start(unverified, listings[0]!, 'One more question')).status).toBe(200);
  });
});

describe('a hidden listing', () => {
  it('takes no new conversation', async () => {
    const [owner, asker] = [await aged(true), await aged(true)];
    const listingId = await postListing(owner);
    const admin = await grantModerator(await accounts.create());
    const hidden = await as(admin, `/admin/listings/${listingId}/hide`, {
      method: 'POST',
      body: { note: 'Same photos as a listing in another city' },
    });
    expect(hidden.status).toBe(200);
    const started = await start(asker, listingId, 'Is it still free?');
    expect(started.status).toBe(404);
    expect(started.body.code).toBe('listing/not-found');
  });
});
