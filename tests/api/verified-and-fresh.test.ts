import { afterAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@roommate-finder/contract/api-error';
import type { ConfirmResult } from '@roommate-finder/contract/api-results';
import type { Listing } from '@roommate-finder/contract/listing';
import type { UserListItem } from '@roommate-finder/contract/user';
import { api } from '../support/api';
import { verifyEmail, type TestAccount } from '../support/auth-emulator';
import { accountsAndListings } from '../support/listings';

/** Verified people and fresh listings (docs/product.md, "Trust and safety"). */

const { accounts, listings, deleteAll } = accountsAndListings();
afterAll(deleteAll);

const postListing = async (owner: TestAccount) => (await listings.create(owner)).id;

const saveRecord = (person: TestAccount, body: Record<string, unknown> = { email: person.email }) =>
  api<ApiErrorBody>('/users', { method: 'POST', token: person.idToken, body });

const userOf = async (viewer: TestAccount, uid: string) =>
  (await api<UserListItem[]>('/users?limit=100', { token: viewer.idToken })).body.find(
    (user) => user._id === uid,
  );

describe('verified e-mail', () => {
  it('comes from the verified token alone, on the users list and on every listing of the person', async () => {
    let person = await accounts.create();
    const viewer = await accounts.create();
    const listingId = await postListing(person);
    expect((await saveRecord(person)).status).toBe(201);
    expect((await api<Listing>(`/roommates/${listingId}`)).body.ownerVerified).toBe(false);
    expect((await userOf(viewer, person.uid))?.emailVerified).toBe(false);
    // What the client says counts for nothing.
    expect((await saveRecord(person, { email: person.email, emailVerified: true })).status).toBe(400);

    // The person follows the e-mail's link, and signs in again (the app saves the record then).
    person = await verifyEmail(person);
    expect((await saveRecord(person)).status).toBe(201);
    expect((await api<Listing>(`/roommates/${listingId}`)).body.ownerVerified).toBe(true);
    expect((await userOf(viewer, person.uid))?.emailVerified).toBe(true);
    const secondId = await postListing(person);
    expect((await api<Listing>(`/roommates/${secondId}`)).body.ownerVerified).toBe(true);
  });
});

describe('POST /roommates/:id/confirm', () => {
  it("'Yes' confirms a listing now; 'Rented' marks it Not Available; only its owner may", async () => {
    const [owner, stranger] = [await accounts.create(), await accounts.create()];
    const listingId = await postListing(owner);
    const before = (await api<Listing>(`/roommates/${listingId}`)).body;
    expect(before.confirmedAt).toBe(before.updatedAt);

    const confirm = (caller: TestAccount | null, body: unknown) =>
      api<ConfirmResult & ApiErrorBody>(`/roommates/${listingId}/confirm`, {
        method: 'POST',
        body,
        ...(caller ? { token: caller.idToken } : {}),
      });
    const yes = await confirm(owner, { stillAvailable: true });
    expect(yes.status).toBe(200);
    expect(yes.body).toEqual({ availability: 'Available', confirmedAt: expect.stringMatching(/^\d{4}-/) });
    expect(Date.parse(yes.body.confirmedAt)).toBeGreaterThan(Date.parse(before.confirmedAt));
    expect((await api<Listing>(`/roommates/${listingId}`)).body.confirmedAt).toBe(yes.body.confirmedAt);

    const rented = await confirm(owner, { stillAvailable: false });
    expect(rented.body.availability).toBe('Not Available');
    expect((await api<Listing>(`/roommates/${listingId}`)).body.availability).toBe('Not Available');

    expect((await confirm(stranger, { stillAvailable: true })).status).toBe(403);
    expect((await confirm(null, { stillAvailable: true })).status).toBe(401);
    expect((await confirm(owner, { stillAvailable: 'yes' })).body.message).toBe(
      'stillAvailable must be true (Yes) or false (Rented)',
    );
    expect((await confirm(owner, {})).status).toBe(400);
  });
});
