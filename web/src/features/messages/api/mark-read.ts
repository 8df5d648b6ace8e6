import { apiRequest } from '@/lib/api-client';
import * as apiPaths from '@/config/api-paths';

/** POST /conversations/:id/read: everything in it is read by the caller. */
export function markRead(id: string): Promise<void> {
  return apiRequest<void>(apiPaths.conversationRead(id), { method: 'POST' });
}
