import type { ConversationDetails } from '@roommate-finder/contract/conversation-fields';
import { apiRequest } from '@/lib/api-client';

/** GET /conversations/:id: the conversation's header (the listing, the other person, whether one may write). */
export function getConversation(id: string, signal?: AbortSignal): Promise<ConversationDetails> {
  return apiRequest<ConversationDetails>(`/conversations/${encodeURIComponent(id)}`, {
    ...(signal ? { signal } : {}),
  });
}
