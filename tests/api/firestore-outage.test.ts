import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@roommate-finder/contract/api-error';
import type { InsertResult } from '@roommate-finder/contract/api-results';
import type { Listing } from '@roommate-finder/contract/listing';
import { api, type JsonResponse } from '../support/api';
import { createAccount, deleteAccount, type TestAccount } from '../support/auth-emulator';
import { startFirestore, stopFirestore } from '../support/firestore-control';
import { listingInput } from '../support/listings';

/**
 * Runs alone, after every other API test file (its own Vitest project with a
 * later groupOrder): it takes the database away from the whole stack.
 */

const SEEDED = 'demo-dhaka-dhanmondi';
let person: TestAccount;

beforeAll(async () => {
  person = await createAccount();
});

afterAll(async () => {
  await startFirestore();
  await deleteAccount(person);
});

async function timed<T>(call: Promise<JsonResponse<T>>) {
  const started = Date.now();
  const response = await call;
  return { response, seconds: (Date.now() - started) / 1000 };
}

describe('with the Firestore emulator stopped', () => {
  it('answers reads and writes with 503 JSON within 10 seconds, and recovers when it is back', async () => {
    // A running API has its function workers started: start as many as the waves below use.
    const warm = await Promise.all(Array.from({ length: 4 }, () => api(`/roommates/${SEEDED}`)));
    expect(warm.map((response) => response.status)).toEqual([200, 200, 200, 200]);

    await stopFirestore();
    // Two waves, each no larger than the Functions emulator's pool of workers (6, see
    // scripts/lib/stack.ts), so that no request waits in its queue behind another's timeout.
    const waves: Record<string, () => Promise<JsonResponse<ApiErrorBody>>>[] = [
      {
        'GET /roommates': () => api('/roommates?limit=20'),
        'GET /roommates/:id': () => api(`/roommates/${SEEDED}`),
        'GET /featured-roommates': () => api('/featured-roommates'),
        'GET /users': () => api('/users', { token: person.idToken }),
      },
      {
        'POST /roommates': () =>
          api('/roommates', { method: 'POST', token: person.idToken, body: listingInput() }),
        'PATCH /roommates/:id/like': () =>
          api(`/roommates/${SEEDED}/like`, { method: 'PATCH', token: person.idToken }),
        'PATCH /users': () => api('/users', { method: 'PATCH', token: person.idToken, body: {} }),
      },
    ];
    const answers = [];
    for (const wave of waves) {
      answers.push(
        ...(await Promise.all(
          Object.entries(wave).map(async ([call, request]) => ({ call, ...(await timed(request())) })),
        )),
      );
    }
    for (const { call, response, seconds } of answers) {
      expect(response.status, call).toBe(503);
      expect(response.headers.get('content-type'), call).toMatch(/^application\/json/);
      expect(response.body, call).toEqual({
        message: 'The database is unavailable right now. Please try again in a moment.',
        code: 'server/database-unavailable',
      });
      expect(seconds, call).toBeLessThan(10);
    }

    await startFirestore();
    // Reconnecting takes a moment; then everything works again, with the data kept.
    const deadline = Date.now() + 30_000;
    let read = await api<Listing>(`/roommates/${SEEDED}`);
    while (read.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      read = await api<Listing>(`/roommates/${SEEDED}`);
    }
    expect(read.status).toBe(200);
    expect(read.body.title).toBe('Furnished master bedroom near Dhanmondi Lake');

    const written = await api<InsertResult>('/roommates', {
      method: 'POST',
      token: person.idToken,
      body: listingInput(),
    });
    expect(written.status).toBe(201);
    expect((await api(`/roommates/${written.body.insertedId}`)).status).toBe(200);
    await api(`/roommates/${written.body.insertedId}`, { method: 'DELETE', token: person.idToken });
  });
});
