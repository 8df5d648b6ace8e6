import type { Message } from '@roommate-finder/contract/conversation-fields';
import { apiRequest } from '@/lib/api-client';
import * as apiPaths from '@/config/api-paths';

/** POST /conversations/:id/messages */
export function sendMessage(id: string, text: string): Promise<Message> {
  return apiRequest<Message>(apiPaths.conversationMessages(id), {
    method: 'POST',
    body: { text },
  });
}
