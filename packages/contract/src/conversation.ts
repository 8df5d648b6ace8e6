import { z } from 'zod';
import { CONVERSATION_PAGE_MAX, MESSAGE_MAX, MESSAGE_PAGE_MAX } from './conversation-fields';
import { blankAsUnset, pageLimit, unknownOption } from './query-options';

/**
 * Conversations (docs/product.md, "Conversations"; docs/api.md, "Conversations"): a signed-in
 * person and a listing's owner talk about that listing inside the site. Bodies, answers and
 * limits, shared with the web app's message box so both refuse the same text. The limits and
 * answer types are in conversation-fields.ts (no schemas, so the listing page's message box loads
 * no zod: docs/architecture.md, "Keeping the first page light"), re-exported here.
 */

export * from './conversation-fields';

const messageText = z
  .string({ error: 'text is required' })
  .trim()
  .min(1, 'text is required: write a message')
  .max(MESSAGE_MAX, `text must be at most ${MESSAGE_MAX} characters`);

const strict = {
  error: (issue: { code: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys?.join(', ')}` : undefined,
};

export const startConversationSchema = z.strictObject(
  {
    listingId: z
      .string({ error: 'listingId is required' })
      .regex(/^[A-Za-z0-9-]{1,128}$/, 'listingId must be a listing id'),
    text: messageText,
  },
  strict,
);
export type StartConversationInput = z.input<typeof startConversationSchema>;

export const sendMessageSchema = z.strictObject({ text: messageText }, strict);

const cursorOption = (name: string) =>
  z.preprocess(
    blankAsUnset,
    z
      .string({ error: `${name} must be given once` })
      .max(500, `${name} is not valid`)
      .optional(),
  );

/** GET /conversations?limit&cursor */
export const inboxQuerySchema = z.strictObject(
  { limit: pageLimit(CONVERSATION_PAGE_MAX), cursor: cursorOption('cursor') },
  unknownOption,
);

/** GET /conversations/:id/messages?limit&cursor&since */
export const messagesQuerySchema = z.strictObject(
  { limit: pageLimit(MESSAGE_PAGE_MAX), cursor: cursorOption('cursor'), since: cursorOption('since') },
  unknownOption,
);
