import type { Message } from '@roommate-finder/contract/conversation-fields';
import { apiRequest } from '@/lib/api-client';

/** POST /conversations/:id/messages */
export function sendMessage(id: string, text: string): Promise<Message> {
  return apiRequest<Message>(`/conversations/${encodeURIComponent(id)}/messages`, {
    method: 'POST',
    body: { text },
  });
}
