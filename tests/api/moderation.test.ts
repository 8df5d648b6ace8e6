import { afterAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, type ApiErrorBody } from '@roommate-finder/contract/api-error';
import type { Message, StartResult } from '@roommate-finder/contract/conversation';
import type { Listing } from '@roommate-finder/contract/listing';
import type { ModerationAction, ReportGroup } from '@roommate-finder/contract/moderation';
import { REPORT_REASONS, messageReportId, type ReportKind } from '@roommate-finder/contract/report';
import { api, type JsonResponse } from '../support/api';
import { grantModerator, identityToolkit, uniqueTag, type TestAccount } from '../support/auth-emulator';
import { accountsAndListings, listingInput, storeListings } from '../support/listings';

/** Reports, moderators and hidden listings (docs/api.md, "Moderation"). */

const { accounts, listings, deleteAll } = accountsAndListings();
afterAll(deleteAll);

const account = () => accounts.create();
const moderator = async () => grantModerator(await account());

const postListing = async (owner: TestAccount, overrides: Parameters<typeof listingInput>[0] = {}) =>
  (await listings.create(owner, { title: `Reported room ${uniqueTag()}`, city: 'sylhet', ...overrides })).id;

/** `asker` writes to the owner of `listingId`, who replies: the conversation's id and the reply. */
async function conversationWithReply(
  asker: TestAccount,
  owner: TestAccount,
  listingId: string,
  [text, replyText]: [string, string],
): Promise<{ conversationId: string; reply: Message }> {
  const started = await api<StartResult>('/conversations', {
    method: 'POST',
    token: asker.idToken,
    body: { listingId, text },
  });
  const reply = await api<Message>(`/conversations/${started.body._id}/messages`, {
    method: 'POST',
    token: owner.idToken,
    body: { text: replyText },
  });
  expect([started.status, reply.status]).toEqual([201, 201]);
  return { conversationId: started.body._id, reply: reply.body };
}

const report = (reporter: TestAccount, body: Record<string, unknown>) =>
  api<{ acknowledged: true } & ApiErrorBody>('/reports', { method: 'POST', token: reporter.idToken, body });

const adminCall = <T>(caller: TestAccount | null, path: string, body?: unknown) =>
  api<T & ApiErrorBody>(`/admin${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    ...(caller ? { token: caller.idToken } : {}),
    ...(body === undefined ? {} : { body }),
  });

/** A moderator's answer: 200, and (like every admin answer) kept by no cache on the way. */
function expectAnswered(response: { status: number; headers: Headers }) {
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
}

async function openGroups(admin: TestAccount): Promise<ReportGroup[]> {
  const response = await adminCall<ReportGroup[]>(admin, '/reports?status=open&limit=50');
  expectAnswered(response);
  return response.body;
}

const readsOf = (response: { headers: Headers }) =>
  Number(/reads=(\d+)/.exec(response.headers.get('server-timing') ?? '')?.[1]);

describe('POST /reports', () => {
  it('takes every kind and reason, one report per person per thing: again changes the reason', async () => {
    const [owner, reporter, admin] = [await account(), await account(), await moderator()];
    const listingId = await postListing(owner);
    for (const [index, reason] of REPORT_REASONS.entries()) {
      const response = await report(reporter, {
        kind: 'listing',
        id: listingId,
        reason,
        details: `Because ${reason}`,
      });
      expect(response.status, reason).toBe(index === 0 ? 201 : 200);
      expect(response.body).toEqual({ acknowledged: true });
    }
    const person = await report(reporter, { kind: 'user', id: owner.uid, reason: 'harassment' });
    expect(person.status).toBe(201);

    const groups = await openGroups(admin);
    const ofListing = groups.find((group) => group.kind === 'listing' && group.id === listingId)!;
    // One person, one report, with the last reason given.
    expect(ofListing).toMatchObject({ reportCount: 1, reasons: { other: 1 }, status: 'open' });
    expect(ofListing.reports).toEqual([
      {
        reporter: { uid: reporter.uid, name: reporter.name, email: reporter.email.toLowerCase() },
        reason: 'other',
        details: 'Because other',
        at: expect.stringMatching(/^\d{4}-/),
      },
    ]);
    expect(ofListing.thing).toMatchObject({ kind: 'listing', listing: { _id: listingId } });
    const ofPerson = groups.find((group) => group.kind === 'user' && group.id === owner.uid)!;
    expect(ofPerson).toMatchObject({
      reasons: { harassment: 1 },
      thing: { kind: 'user', user: { uid: owner.uid, suspended: false } },
    });
  });

  it('takes the same seven reasons for a listing, a person and a message, and refuses any other for each', async () => {
    const [owner, reporter, admin] = [await account(), await account(), await moderator()];
    const listingId = await postListing(owner);
    const { conversationId, reply } = await conversationWithReply(reporter, owner, listingId, [
      'Is the seat still free?',
      'Yes, come and see it',
    ]);
    // docs/api.md: every kind takes all seven; only the report dialog leaves 'rented' and
    // 'wrong-info' out for a person or a message (docs/product.md, "Reporting").
    const things: [ReportKind, string][] = [
      ['listing', listingId],
      ['user', owner.uid],
      ['message', messageReportId(conversationId, reply._id)],
    ];
    for (const [kind, id] of things) {
      for (const reason of ['ugly', 'Scam', 'wrong_info', 'Already rented', '']) {
        const refused = await report(reporter, { kind, id, reason });
        expect(refused.status, `${kind} ${reason}`).toBe(400);
        expect(refused.body.message).toBe(`reason must be one of ${REPORT_REASONS.join(', ')}`);
      }
      for (const [index, reason] of REPORT_REASONS.entries()) {
        const response = await report(reporter, { kind, id, reason });
        expect(response.status, `${kind} ${reason}`).toBe(index === 0 ? 201 : 200);
        expect(response.body).toEqual({ acknowledged: true });
      }
    }
    // Refused reports left nothing behind; each thing has one report with the last reason.
    const groups = await openGroups(admin);
    for (const [kind, id] of things) {
      const group = groups.find((item) => item.kind === kind && item.id === id);
      expect(group?.reportCount, kind).toBe(1);
      expect(group?.reasons, kind).toEqual({ other: 1 });
    }
  });

  it('refuses unknown things (404), one’s own listing or oneself (400), bad input (400), no token (401)', async () => {
    const owner = await account();
    const listingId = await postListing(owner);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ kind: 'listing', id: 'no-such-listing', reason: 'scam' }, 404, 'Listing not found'],
      [{ kind: 'user', id: 'no-such-user', reason: 'fake' }, 404, 'User not found'],
      [{ kind: 'listing', id: listingId, reason: 'scam' }, 400, 'You cannot report your own listing'],
      [{ kind: 'user', id: owner.uid, reason: 'fake' }, 400, 'You cannot report yourself'],
      [{ kind: 'listing', id: listingId, reason: 'ugly' }, 400, 'reason must be one of scam, fake, rented'],
      [{ kind: 'house', id: listingId, reason: 'scam' }, 400, 'kind must be one of listing, user'],
      [
        { kind: 'user', id: 'x', reason: 'other', details: 'x'.repeat(1001) },
        400,
        'details must be at most 1000 characters',
      ],
      [{ kind: 'user', id: 'x', reason: 'other', reporter: 'y' }, 400, 'Unknown field: reporter'],
    ];
    for (const [body, status, message] of cases) {
      const response = await report(owner, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body.message).toContain(message);
    }
    expect(
      (await api('/reports', { method: 'POST', body: { kind: 'user', id: owner.uid, reason: 'fake' } }))
        .status,
    ).toBe(401);
  });

  it('hides a listing reported as scam or fake by three different accounts at once; two do not', async () => {
    const owner = await account();
    const listingId = await postListing(owner);
    const reporters = [await account(), await account(), await account()];
    expect((await report(reporters[0]!, { kind: 'listing', id: listingId, reason: 'scam' })).status).toBe(
      201,
    );
    // The same person again does not count twice.
    expect((await report(reporters[0]!, { kind: 'listing', id: listingId, reason: 'fake' })).status).toBe(
      200,
    );
    expect((await report(reporters[1]!, { kind: 'listing', id: listingId, reason: 'fake' })).status).toBe(
      201,
    );
    expect((await api(`/roommates/${listingId}`)).status).toBe(200);
    expect((await report(reporters[2]!, { kind: 'listing', id: listingId, reason: 'scam' })).status).toBe(
      201,
    );
    expect((await api(`/roommates/${listingId}`)).status).toBe(404);
    const mine = await api<Listing>(`/roommates/${listingId}`, { token: owner.idToken });
    expect(mine.body.hidden).toEqual({ reason: 'reports', at: expect.stringMatching(/^\d{4}-/) });
    const history = await adminCall<ModerationAction[]>(await moderator(), '/actions?limit=50');
    expectAnswered(history);
    expect(history.body.find((action) => action.targetId === listingId)).toMatchObject({
      action: 'auto-hide-listing',
      by: null,
    });
  });
});

describe('moderators only', () => {
  it('answers 403 to every admin call without the claim, even with a claim forged in the body or a header', async () => {
    const person = await account();
    const calls: [string, Record<string, unknown>?][] = [
      ['/reports'],
      ['/reports?status=closed'],
      ['/actions'],
      ['/listings/some-listing/hide', { note: 'x' }],
      ['/listings/some-listing/restore', { note: 'x' }],
      ['/users/some-user/suspend', { note: 'x' }],
      ['/users/some-user/restore', { note: 'x' }],
      ['/reports/dismiss', { kind: 'user', id: 'some-user', note: 'x' }],
    ];
    const forgedHeaders = { 'X-Admin': 'true', 'X-Firebase-Claims': '{"admin":true}' };
    for (const [path, body] of calls) {
      const tries = [
        await adminCall(person, path, body),
        // A GET has no body: the claim goes into the query instead.
        await api<ApiErrorBody>(
          body ? `/admin${path}` : `/admin${path}${path.includes('?') ? '&' : '?'}admin=true`,
          {
            method: body ? 'POST' : 'GET',
            token: person.idToken,
            headers: forgedHeaders,
            ...(body ? { body: { ...body, admin: true, claims: { admin: true } } } : {}),
          },
        ),
      ];
      for (const response of tries) {
        expect(response.status, path).toBe(403);
        expect(response.body, path).toEqual({
          message: API_MESSAGES.adminOnly,
          code: 'auth/admin-only',
        });
        expect(response.headers.get('cache-control'), path).toBe('private, no-store');
      }
      expect((await adminCall(null, path, body)).status, path).toBe(401);
    }
  });
});

describe('hiding and restoring a listing', () => {
  it('takes it off every list and its page for everyone but its owner and moderators, and brings it back', async () => {
    const [owner, stranger, admin] = [await account(), await account(), await moderator()];
    const tag = uniqueTag();
    const listingId = await postListing(owner, {
      title: `To be hidden ${tag}`,
      location: `Lane ${tag}, Sylhet`,
      availability: 'Available',
    });
    const visible = async (query: string, caller?: TestAccount) => {
      const response = await api<Listing[]>(`/roommates?${query}`, caller ? { token: caller.idToken } : {});
      expect(response.status).toBe(200);
      return response.body.some((listing) => listing._id === listingId);
    };
    const lists = [
      `q=Lane%20${tag}`,
      'city=sylhet&limit=100',
      'limit=100',
      `location=Lane%20${tag}&sort=likes`,
    ];
    for (const query of lists) expect(await visible(query), query).toBe(true);

    const hidden = await adminCall<ModerationAction>(admin, `/listings/${listingId}/hide`, {
      note: 'Asks for an advance',
    });
    expectAnswered(hidden);
    expect(hidden.body).toMatchObject({
      action: 'hide-listing',
      by: { uid: admin.uid },
      note: 'Asks for an advance',
    });

    for (const caller of [undefined, stranger, owner, admin]) {
      for (const query of lists) expect(await visible(query, caller), query).toBe(false);
    }
    const featured = await api<Listing[]>('/featured-roommates');
    expect(featured.body.some((listing) => listing._id === listingId)).toBe(false);
    expect((await api(`/roommates/${listingId}`)).status).toBe(404);
    expect((await api(`/roommates/${listingId}`, { token: stranger.idToken })).status).toBe(404);
    // A like of a hidden listing is 404 for everyone, the moderator who sees it to review it too.
    for (const liker of [stranger, admin]) {
      const like = await api<ApiErrorBody>(`/roommates/${listingId}/like`, {
        method: 'PATCH',
        token: liker.idToken,
      });
      expect({ status: like.status, message: like.body.message }, liker.email).toEqual({
        status: 404,
        message: 'Listing not found',
      });
    }
    for (const viewer of [owner, admin]) {
      const page = await api<Listing>(`/roommates/${listingId}`, { token: viewer.idToken });
      expect(page.status).toBe(200);
      expect(page.body.hidden).toMatchObject({ reason: 'moderator' });
    }
    // My Listings: the owner's own, marked.
    const mine = await api<Listing[]>(`/roommates?email=${encodeURIComponent(owner.email)}`, {
      token: owner.idToken,
    });
    expect(mine.body.find((listing) => listing._id === listingId)?.hidden).toMatchObject({
      reason: 'moderator',
    });
    const someoneElses = await api<Listing[]>(`/roommates?email=${encodeURIComponent(owner.email)}`);
    expect(someoneElses.body.some((listing) => listing._id === listingId)).toBe(false);

    const restored = await adminCall<ModerationAction>(admin, `/listings/${listingId}/restore`, {
      note: 'Checked',
    });
    expectAnswered(restored);
    expect(restored.body).toMatchObject({ action: 'restore-listing' });
    for (const query of lists) expect(await visible(query), query).toBe(true);
    expect(
      (await api<Listing>(`/roommates/${listingId}`, { token: owner.idToken })).body.hidden,
    ).toBeUndefined();
  });

  it('reads no more with hidden listings in the way: a page still reads at most limit + 1', async () => {
    const owner = await account();
    const tag = uniqueTag();
    const ids = await storeListings(
      owner.uid,
      Array.from({ length: 12 }, (_, i) => ({
        input: listingInput({ email: owner.email, location: `Row ${tag}, Khulna`, title: `Row ${i} ${tag}` }),
        createdAt: new Date(Date.now() - i * 1000),
      })),
    );
    for (const id of ids) listings.adopt(id, owner);
    const admin = await moderator();
    for (const id of ids.slice(0, 8)) await adminCall(admin, `/listings/${id}/hide`, { note: 'Test' });
    const response = await api<Listing[]>(`/roommates?location=Row%20${tag}&limit=3`);
    expect(response.body.map((listing) => listing._id)).toEqual(ids.slice(8, 11));
    expect(readsOf(response)).toBeLessThanOrEqual(4);
  });
});

describe('suspending a person', () => {
  it('refuses their earlier token at once, stops sign-in, hides their listings; restoring undoes it', async () => {
    const [person, admin] = [await account(), await moderator()];
    const listingId = await postListing(person);
    const before = person.idToken;
    const suspended = await adminCall<ModerationAction>(admin, `/users/${person.uid}/suspend`, {
      note: 'Scam calls',
    });
    expectAnswered(suspended);
    expect(suspended.body).toMatchObject({ action: 'suspend-user', kind: 'user', targetId: person.uid });

    const refused = await api<ApiErrorBody>('/profile', { token: before });
    expect(refused.status).toBe(401);
    await expect(
      identityToolkit('accounts:signInWithPassword', { email: person.email, password: person.password }),
    ).rejects.toThrow(/USER_DISABLED/);
    expect((await api(`/roommates/${listingId}`)).status).toBe(404);
    expect((await adminCall(admin, `/users/${admin.uid}/suspend`, { note: 'x' })).status).toBe(400);

    expectAnswered(await adminCall(admin, `/users/${person.uid}/restore`, { note: 'Cleared' }));
    expect((await api(`/roommates/${listingId}`)).status).toBe(200);
    await identityToolkit('accounts:signInWithPassword', { email: person.email, password: person.password });
    const history = await adminCall<ModerationAction[]>(admin, '/actions?limit=50');
    expectAnswered(history);
    expect(
      history.body.filter((action) => action.targetId === person.uid).map((action) => action.action),
    ).toEqual(['restore-user', 'suspend-user']);
  });
  it('refuses their earlier token with 401 on posting, liking, messaging and reporting', async () => {
    const [person, owner, admin] = [await account(), await account(), await moderator()];
    const [listingId, otherListingId] = [await postListing(owner), await postListing(owner)];
    const started = await api<StartResult>('/conversations', {
      method: 'POST',
      token: person.idToken,
      body: { listingId, text: 'Is the seat still free?' },
    });
    expect(started.status).toBe(201);
    expect((await adminCall(admin, `/users/${person.uid}/suspend`, { note: 'Harassment' })).status).toBe(200);

    const as = (path: string, method: string, body?: unknown) =>
      api<ApiErrorBody>(path, { method, token: person.idToken, ...(body === undefined ? {} : { body }) });
    const attempts: [string, Promise<JsonResponse<ApiErrorBody>>][] = [
      ['post a listing', as('/roommates', 'POST', listingInput({ email: person.email }))],
      ['like', as(`/roommates/${listingId}/like`, 'PATCH')],
      ['message', as(`/conversations/${started.body._id}/messages`, 'POST', { text: 'Hello again' })],
      ['start a conversation', as('/conversations', 'POST', { listingId: otherListingId, text: 'Free?' })],
      ['report', as('/reports', 'POST', { kind: 'user', id: owner.uid, reason: 'harassment' })],
    ];
    for (const [what, attempt] of attempts) {
      const response = await attempt;
      expect(response.status, what).toBe(401);
      expect(response.body, what).toEqual({
        message: API_MESSAGES.accountDisabled,
        code: 'auth/account-disabled',
      });
    }
    // Nothing of it got through.
    expect((await api<Listing>(`/roommates/${listingId}`)).body.likeCount).toBe(0);
    const thread = await api<Message[]>(`/conversations/${started.body._id}/messages`, {
      token: owner.idToken,
    });
    expect(thread.body.map((message) => message.text)).toEqual(['Is the seat still free?']);
    expect((await openGroups(admin)).some((group) => group.id === owner.uid)).toBe(false);
  });
});

describe('suspending the sender of a reported message', () => {
  it('closes that message’s reports with the suspension, and only for a message the person sent', async () => {
    const [owner, sender, admin] = [await account(), await account(), await moderator()];
    const listingId = await postListing(owner);
    const { conversationId, reply } = await conversationWithReply(sender, owner, listingId, [
      'Send 5,000 taka by bKash to book the seat',
      'I will not send money before seeing it',
    ]);
    const firstMessage = (
      await api<Message[]>(`/conversations/${conversationId}/messages`, { token: owner.idToken })
    ).body[0]!;
    const reported = messageReportId(conversationId, firstMessage._id);
    expect((await report(owner, { kind: 'message', id: reported, reason: 'scam' })).status).toBe(201);

    // The owner's own reply is not the sender's: refused, and nothing suspended.
    const ownersReply = messageReportId(conversationId, reply._id);
    const refused = await adminCall<ApiErrorBody>(admin, `/users/${sender.uid}/suspend`, {
      note: 'Asked for an advance',
      message: ownersReply,
    });
    expect({ status: refused.status, field: refused.body.errors?.[0]?.field }).toEqual({
      status: 400,
      field: 'message',
    });
    expect((await api('/profile', { token: sender.idToken })).status).not.toBe(401);

    expectAnswered(
      await adminCall(admin, `/users/${sender.uid}/suspend`, {
        note: 'Asked for an advance',
        message: reported,
      }),
    );
    expect((await openGroups(admin)).some((group) => group.id === reported)).toBe(false);
    const closed = await adminCall<ReportGroup[]>(admin, '/reports?status=closed&limit=50');
    expect(closed.body.find((group) => group.id === reported)).toMatchObject({
      status: 'closed',
      reasons: { scam: 1 },
    });
  });
});

describe('dismissing reports', () => {
  it('closes the open reports of a thing without acting, and lists them as closed', async () => {
    const [owner, reporter, admin] = [await account(), await account(), await moderator()];
    const listingId = await postListing(owner);
    await report(reporter, {
      kind: 'listing',
      id: listingId,
      reason: 'wrong-info',
      details: 'Rent is higher',
    });
    const dismissed = await adminCall<ModerationAction>(admin, '/reports/dismiss', {
      kind: 'listing',
      id: listingId,
      note: 'Rent is right',
    });
    expectAnswered(dismissed);
    expect(dismissed.body).toMatchObject({ action: 'dismiss-reports', note: 'Rent is right' });
    expect((await openGroups(admin)).some((group) => group.id === listingId)).toBe(false);
    const closed = await adminCall<ReportGroup[]>(admin, '/reports?status=closed&limit=50');
    expectAnswered(closed);
    expect(closed.body.find((group) => group.id === listingId)).toMatchObject({
      status: 'closed',
      reasons: { 'wrong-info': 1 },
      reportCount: 1,
    });
    expect((await api(`/roommates/${listingId}`)).status).toBe(200);
    const again = await adminCall(admin, '/reports/dismiss', { kind: 'listing', id: listingId, note: 'x' });
    expect(again.status).toBe(404);
    expect((await adminCall(admin, '/reports/dismiss', { kind: 'listing', id: listingId })).status).toBe(400);
  });

  it('keeps each closing as it was when the thing is reported again and closed again', async () => {
    const [owner, first, second, admin] = [
      await account(),
      await account(),
      await account(),
      await moderator(),
    ];
    const listingId = await postListing(owner);
    await report(first, { kind: 'listing', id: listingId, reason: 'wrong-info', details: 'Rent is higher' });
    expectAnswered(
      await adminCall(admin, '/reports/dismiss', { kind: 'listing', id: listingId, note: 'Checked' }),
    );
    /** This listing's closings, from every page (other tests close reports too), and the first page's reads. */
    const closedOf = async () => {
      const groups: ReportGroup[] = [];
      let reads = NaN;
      let cursor: string | null = '';
      while (cursor !== null) {
        const closed: { status: number; headers: Headers; body: ReportGroup[] } = await adminCall<
          ReportGroup[]
        >(admin, `/reports?status=closed&limit=50${cursor ? `&cursor=${cursor}` : ''}`);
        expectAnswered(closed);
        if (Number.isNaN(reads)) reads = readsOf(closed);
        groups.push(...closed.body.filter((group) => group.id === listingId));
        cursor = closed.headers.get('x-next-cursor');
      }
      return { groups, reads };
    };
    const firstClosing = {
      status: 'closed',
      reasons: { 'wrong-info': 1 },
      reportCount: 1,
      reports: [{ reporter: { uid: first.uid }, reason: 'wrong-info', details: 'Rent is higher' }],
    };

    // Reported again, by the same person with another reason and by someone else: open once more,
    // and the closing stays in 'Closed reports' as it was.
    expect((await report(first, { kind: 'listing', id: listingId, reason: 'rented' })).status).toBe(201);
    expect((await report(second, { kind: 'listing', id: listingId, reason: 'rented' })).status).toBe(201);
    expect((await openGroups(admin)).find((group) => group.id === listingId)).toMatchObject({
      reasons: { rented: 2 },
      reportCount: 2,
      closedAt: null,
    });
    expect((await closedOf()).groups).toMatchObject([firstClosing]);

    // Two moderators closing the same reports at once make one closing.
    const both = await Promise.all([
      adminCall(admin, '/reports/dismiss', { kind: 'listing', id: listingId, note: 'Still listed' }),
      adminCall(admin, '/reports/dismiss', { kind: 'listing', id: listingId, note: 'Still listed' }),
    ]);
    expect(both.map((response) => response.status).sort()).toEqual([200, 404]);
    const { groups, reads } = await closedOf();
    expect(groups).toMatchObject([
      { status: 'closed', reasons: { rented: 2 }, reportCount: 2 },
      firstClosing,
    ]);
    expect(groups[1]!.closedAt! < groups[0]!.closedAt!).toBe(true);
    expect(groups[0]!.reports.map((entry) => entry.reporter.uid).sort()).toEqual(
      [first.uid, second.uid].sort(),
    );
    // A closing holds its reports: the page's closings (and one to know there are more) and each
    // one's thing (a listing: one read; a message: its conversation and itself; a person: none,
    // from Firebase Auth), no query of its reports.
    const thingReads = { listing: 1, message: 2, user: 0 };
    const all = (await adminCall<ReportGroup[]>(admin, '/reports?status=closed&limit=50')).body;
    const bound = all.length + 1 + all.reduce((sum, group) => sum + thingReads[group.kind], 0);
    expect(reads).toBeLessThanOrEqual(bound);
  });
});
