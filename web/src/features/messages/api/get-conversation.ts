import type { ConversationDetails } from '@roommate-finder/contract/conversation-fields';
import { apiRequest } from '@/lib/api-client';
import * as apiPaths from '@/config/api-paths';

/** GET /conversations/:id: the conversation's header (the listing, the other person, whether one may write). */
export function getConversation(id: string, signal?: AbortSignal): Promise<ConversationDetails> {
  return apiRequest<ConversationDetails>(apiPaths.conversation(id), {
    ...(signal ? { signal } : {}),
  });
}
