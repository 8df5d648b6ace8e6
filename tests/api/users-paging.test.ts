import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@roommate-finder/contract/api-error';
import type { UserListItem } from '@roommate-finder/contract/user';
import { COLLECTIONS } from '../../functions/src/firestore';
import { api, type JsonResponse } from '../support/api';
import { createAccount, deleteAccount, type TestAccount } from '../support/auth-emulator';
import { stackDb } from '../support/stack-db';

/** GET /users pages with limit/cursor/X-Next-Cursor and counts the whole list in X-Total-Count. */

let viewer: TestAccount;

beforeAll(async () => {
  viewer = await createAccount();
});

afterAll(async () => {
  await deleteAccount(viewer);
});

const readsOf = (headers: Headers) => Number(/reads=(\d+)/.exec(headers.get('server-timing') ?? '')?.[1]);

describe('GET /users paging', () => {
  it('pages through everyone once, most recently active first, with the total in X-Total-Count', async () => {
    const total = (await stackDb().collection(COLLECTIONS.users).count().get()).data().count;
    const seen: UserListItem[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const response: JsonResponse<UserListItem[]> = await api<UserListItem[]>(
        `/users?limit=3&cursor=${cursor}`,
        {
          token: viewer.idToken,
        },
      );
      expect(response.status).toBe(200);
      expect(response.body.length).toBeLessThanOrEqual(3);
      expect(Number(response.headers.get('x-total-count'))).toBeGreaterThanOrEqual(total - 2);
      // limit + 1 records (the account check reads none from Firestore)
      expect(readsOf(response.headers)).toBeLessThanOrEqual(5);
      seen.push(...response.body);
      cursor = response.headers.get('x-next-cursor');
      pages += 1;
    }
    expect(pages).toBeGreaterThan(1);
    const ids = seen.map((user) => user._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(7); // the demo accounts at least
  });

  it('answers a page of 20 without limit', async () => {
    const response = await api<UserListItem[]>('/users', { token: viewer.idToken });
    expect(response.body.length).toBeLessThanOrEqual(20);
    expect(Number(response.headers.get('x-total-count'))).toBeGreaterThanOrEqual(response.body.length);
  });

  it.each([
    ['limit=0', 'limit must be a whole number from 1 to 100'],
    ['limit=500', 'limit must be at most 100'],
    ['cursor=bogus', 'cursor is not valid; start again without a cursor'],
    ['sort=name', 'Unknown query option: sort'],
  ])('answers 400 for %s', async (query, message) => {
    const response = await api<ApiErrorBody>(`/users?${query}`, { token: viewer.idToken });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });
});
