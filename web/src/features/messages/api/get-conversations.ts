import type { ConversationSummary } from '@roommate-finder/contract/conversation-fields';
import { NEXT_CURSOR_HEADER } from '@roommate-finder/contract/listing-query-options';
import { apiRequestWithHeaders } from '@/lib/api-client';
import * as apiPaths from '@/config/api-paths';

/** One page of the inbox, and the next page's cursor (absent on the last). */
export interface InboxPage {
  conversations: ConversationSummary[];
  nextCursor?: string;
}

/** GET /conversations: the caller's conversations, latest activity first, 20 a page. */
export async function getConversations(cursor?: string, signal?: AbortSignal): Promise<InboxPage> {
  const { data, headers } = await apiRequestWithHeaders<ConversationSummary[]>(apiPaths.conversations, {
    ...(cursor ? { query: { cursor } } : {}),
    ...(signal ? { signal } : {}),
  });
  const nextCursor = headers.get(NEXT_CURSOR_HEADER);
  return { conversations: data, ...(nextCursor ? { nextCursor } : {}) };
}
