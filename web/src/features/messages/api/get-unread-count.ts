import { apiRequest } from '@/lib/api-client';
import * as apiPaths from '@/config/api-paths';

/** GET /conversations/unread: the caller's unread messages over all conversations (one read). */
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const { count } = await apiRequest<{ count: number }>(apiPaths.unreadConversations, {
    ...(signal ? { signal } : {}),
  });
  return count;
}
