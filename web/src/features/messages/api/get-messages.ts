import { LATEST_MESSAGE_HEADER, type Message } from '@roommate-finder/contract/conversation-fields';
import { NEXT_CURSOR_HEADER } from '@roommate-finder/contract/listing-query-options';
import { apiRequestWithHeaders } from '@/lib/api-client';
import * as apiPaths from '@/config/api-paths';

/** Messages oldest first, the cursor of the page before them, and the key of the newest message of all. */
export interface MessagesPage {
  messages: Message[];
  /** For 'Earlier messages'; absent when these reach the first message. */
  earlierCursor?: string;
  /** What to poll with (`since`): absent only while the API has no message to name. */
  latest?: string;
}

interface MessagesOptions {
  /** The page before this cursor (an `earlierCursor`). */
  cursor?: string;
  /** Only what came after this `latest`: a poll, which reads one document when nothing is new. */
  since?: string;
  /** How many at most (the API's default page is 30). */
  limit?: number;
  signal?: AbortSignal;
}

/** GET /conversations/:id/messages: the latest page, an earlier one, or what is new since a poll. */
export async function getMessages(id: string, options: MessagesOptions = {}): Promise<MessagesPage> {
  const { cursor, since, limit, signal } = options;
  const { data, headers } = await apiRequestWithHeaders<Message[]>(apiPaths.conversationMessages(id), {
    query: { cursor, since, limit },
    ...(signal ? { signal } : {}),
  });
  const earlierCursor = headers.get(NEXT_CURSOR_HEADER);
  const latest = headers.get(LATEST_MESSAGE_HEADER);
  return {
    messages: data,
    ...(earlierCursor ? { earlierCursor } : {}),
    ...(latest ? { latest } : {}),
  };
}
