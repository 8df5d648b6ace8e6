import { apiRequest } from '@/lib/api-client';

/** POST /conversations/:id/read: everything in it is read by the caller. */
export function markRead(id: string): Promise<void> {
  return apiRequest<void>(`/conversations/${encodeURIComponent(id)}/read`, { method: 'POST' });
}
