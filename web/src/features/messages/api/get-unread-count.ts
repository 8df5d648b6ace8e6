import { apiRequest } from '@/lib/api-client';

/** GET /conversations/unread: the caller's unread messages over all conversations (one read). */
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const { count } = await apiRequest<{ count: number }>('/conversations/unread', {
    ...(signal ? { signal } : {}),
  });
  return count;
}
