/**
 * docs/api.md, "Errors": every refusal keeps its English `message` and carries a stable
 * `code`; a bad input names the field and the kind of problem, so a client can say it in
 * its own language (the web app's Bangla) and fall back to the message for a code it
 * does not know.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@roommate-finder/contract/api-error';
import type { InsertResult } from '@roommate-finder/contract/api-results';
import { api } from '../support/api';
import { accountPool, type TestAccount } from '../support/auth-emulator';
import { listingInput } from '../support/listings';

const accounts = accountPool();
let owner: TestAccount;
let listingId: string;

beforeAll(async () => {
  owner = await accounts.create();
  const created = await api<InsertResult>('/roommates', {
    method: 'POST',
    token: owner.idToken,
    body: listingInput(),
  });
  listingId = created.body.insertedId;
});
afterAll(() => accounts.deleteAll());

describe('error codes', () => {
  it('a like of your own listing: listing/own-like, with the English message', async () => {
    const response = await api<ApiErrorBody>(`/roommates/${listingId}/like`, {
      method: 'PATCH',
      token: owner.idToken,
    });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'You cannot like your own post', code: 'listing/own-like' });
  });

  it('no sign-in: auth/sign-in-required', async () => {
    const response = await api<ApiErrorBody>('/roommates', { method: 'POST', body: listingInput() });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Please sign in to continue', code: 'auth/sign-in-required' });
  });

  it('a missing field: validation/required, naming the field', async () => {
    const response = await api<ApiErrorBody>('/roommates', {
      method: 'POST',
      token: owner.idToken,
      body: { ...listingInput(), rentAmount: '  ' },
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation/required');
    expect(response.body.message).toBe('Rent amount is required');
    expect(response.body.errors).toEqual([
      { field: 'rentAmount', message: 'Rent amount is required', code: 'validation/required' },
    ]);
  });

  it('a field too long: validation/too-long; a wrong value: validation/invalid', async () => {
    const response = await api<ApiErrorBody>('/roommates', {
      method: 'POST',
      token: owner.idToken,
      body: { ...listingInput(), title: 'T'.repeat(121), availability: 'Maybe' },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors?.map(({ field, code }) => [field, code])).toEqual([
      ['title', 'validation/too-long'],
      ['availability', 'validation/invalid'],
    ]);
    expect(response.body.code).toBe('validation/too-long');
  });

  it('a search option the API refuses: validation/invalid on that option', async () => {
    const response = await api<ApiErrorBody>('/roommates?maxRent=cheap');
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation/invalid');
    expect(response.body.errors?.[0]?.field).toBe('maxRent');
  });

  it('an item of a list option sent once: its own problem, not validation/required', async () => {
    // One `lifestyle` or `area` in the address is read as a list of one (or of its comma-separated words).
    for (const [query, field, code] of [
      [`lifestyle=${'w'.repeat(41)}`, 'lifestyle.0', 'validation/too-long'],
      [`lifestyle=Student,${'w'.repeat(41)}`, 'lifestyle.1', 'validation/too-long'],
      ['area=atlantis', 'area.0', 'validation/invalid'],
    ]) {
      const response = await api<ApiErrorBody>(`/roommates?${query}`);
      expect(response.status).toBe(400);
      expect(response.body.errors?.map((error) => [error.field, error.code])).toEqual([[field, code]]);
    }
  });

  it('a listing that does not exist: listing/not-found', async () => {
    const response = await api<ApiErrorBody>(`/roommates/${'a'.repeat(20)}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Listing not found', code: 'listing/not-found' });
  });
});
