import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from '@roommate-finder/contract/listing-query-options';
import type { UserListItem } from '@roommate-finder/contract/user';
import { apiRequestWithHeaders } from '@/lib/api-client';
import * as apiPaths from '@/config/api-paths';

/** A row of GET /users: lastSignInTime is a date string, or null when the account never signed in. */
export type RegisteredUser = UserListItem;

/** One page of GET /users, how many users there are in all, and the next page's cursor (absent on the last). */
export interface UsersPage {
  users: RegisteredUser[];
  total: number;
  nextCursor?: string;
}

/** GET /users: a page of users, most recently active first; `cursor` is the X-Next-Cursor of the page before. */
export async function getUsers(cursor?: string, signal?: AbortSignal): Promise<UsersPage> {
  const { data, headers } = await apiRequestWithHeaders<RegisteredUser[]>(apiPaths.users, {
    ...(cursor ? { query: { cursor } } : {}),
    ...(signal ? { signal } : {}),
  });
  // The count of everyone comes from the API, not from the rows of one page.
  const total = Number(headers.get(TOTAL_COUNT_HEADER) ?? data.length);
  const nextCursor = headers.get(NEXT_CURSOR_HEADER);
  return {
    users: data,
    total: Number.isFinite(total) ? total : data.length,
    ...(nextCursor ? { nextCursor } : {}),
  };
}
