import { apiRequest } from '../../../lib/api-client';

/** A row of GET /users (DECISIONS.md). */
export interface RegisteredUser {
  _id: string;
  name: string;
  email: string;
  photoURL: string;
  /** Firebase Auth's date string, for example "Sat, 22 Nov 2026 02:51:24 GMT"; may be missing. */
  lastSignInTime?: string | null;
}

export function getUsers(signal?: AbortSignal): Promise<RegisteredUser[]> {
  return apiRequest<RegisteredUser[]>('/users', signal ? { signal } : {});
}
