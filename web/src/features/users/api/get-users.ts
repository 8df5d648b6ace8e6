import type { UserListItem } from '@contract/user';
import { apiRequest } from '@/lib/api-client';

/** A row of GET /users: lastSignInTime is a date string, or null when the account never signed in. */
export type RegisteredUser = UserListItem;

export function getUsers(signal?: AbortSignal): Promise<RegisteredUser[]> {
  return apiRequest<RegisteredUser[]>('/users', signal ? { signal } : {});
}
