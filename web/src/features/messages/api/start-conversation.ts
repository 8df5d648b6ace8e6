import type { StartResult } from '@roommate-finder/contract/conversation-fields';
import { apiRequest } from '@/lib/api-client';
import * as apiPaths from '@/config/api-paths';

/** POST /conversations: writes to a listing's owner, starting the conversation about it or continuing it. */
export function startConversation(listingId: string, text: string): Promise<StartResult> {
  return apiRequest<StartResult>(apiPaths.conversations, { method: 'POST', body: { listingId, text } });
}
