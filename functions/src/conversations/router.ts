import type { Router } from 'express';
import type { Config } from '../config';
import { API_MESSAGES } from '@roommate-finder/contract/api-error';
import {
  CONVERSATION_PAGE_DEFAULT,
  inboxQuerySchema,
  LATEST_MESSAGE_HEADER,
  MESSAGE_PAGE_DEFAULT,
  messagesQuerySchema,
  sendMessageSchema,
  startConversationSchema,
} from '@roommate-finder/contract/conversation';
import { NEXT_CURSOR_HEADER } from '@roommate-finder/contract/listing-query';
import { callerOf, requireAuth } from '../http/auth';
import { documentRouter } from '../http/document-id';
import { accountRateLimit, writeRateLimit } from '../http/rate-limit';
import { parseQuery, pathParam, validate } from '../http/validate';
import * as service from './service';

/**
 * Conversations and blocks: every call needs a token; every answer depends on the caller, so
 * none is ever cacheable (the app's default `private, no-store`).
 */
export function conversationsRouter(config: Config): Router {
  const router = documentRouter(API_MESSAGES.conversationNotFound);
  const messageLimit = accountRateLimit({
    prefix: 'messages',
    windowMs: 60_000,
    limit: config.RATE_LIMIT_MESSAGES_PER_MINUTE,
    message: API_MESSAGES.tooManyMessages,
    code: 'rate/too-many-messages',
  });
  const writeLimit = writeRateLimit(config.RATE_LIMIT_WRITES_PER_MINUTE);

  router.post(
    '/conversations',
    requireAuth,
    messageLimit,
    validate(startConversationSchema),
    async (req, res) => {
      const { outcome, result } = await service.startConversation(
        req.body.listingId,
        req.body.text,
        callerOf(req),
        config,
      );
      res.status(outcome === 'created' ? 201 : 200).json(result);
    },
  );

  router.get('/conversations', requireAuth, async (req, res) => {
    const { limit, cursor } = parseQuery(inboxQuerySchema, req.query);
    const page = await service.inbox(callerOf(req), limit ?? CONVERSATION_PAGE_DEFAULT, cursor);
    if (page.nextCursor) res.set(NEXT_CURSOR_HEADER, page.nextCursor);
    res.json(page.conversations);
  });

  // Before /conversations/:id, which would take `unread` for an id.
  router.get('/conversations/unread', requireAuth, async (req, res) => {
    res.json({ count: await service.unread(callerOf(req)) });
  });

  router.get('/conversations/:id', requireAuth, async (req, res) => {
    res.json(await service.details(pathParam(req, 'id'), callerOf(req)));
  });

  router.get('/conversations/:id/messages', requireAuth, async (req, res) => {
    const { limit, cursor, since } = parseQuery(messagesQuerySchema, req.query);
    const page = await service.messages(pathParam(req, 'id'), callerOf(req), {
      limit: limit ?? MESSAGE_PAGE_DEFAULT,
      ...(cursor === undefined ? {} : { cursor }),
      ...(since === undefined ? {} : { since }),
    });
    if (page.nextCursor) res.set(NEXT_CURSOR_HEADER, page.nextCursor);
    if (page.newest) res.set(LATEST_MESSAGE_HEADER, page.newest);
    res.json(page.messages);
  });

  router.post(
    '/conversations/:id/messages',
    requireAuth,
    messageLimit,
    validate(sendMessageSchema),
    async (req, res) => {
      res.status(201).json(await service.sendMessage(pathParam(req, 'id'), req.body.text, callerOf(req)));
    },
  );

  router.post('/conversations/:id/read', requireAuth, async (req, res) => {
    await service.markRead(pathParam(req, 'id'), callerOf(req));
    res.status(204).end();
  });

  // A person's id, refused as one: 'User not found', not the conversations' message.
  const blocks = documentRouter(API_MESSAGES.userNotFound);
  for (const [method, block] of [
    ['put', true],
    ['delete', false],
  ] as const) {
    blocks[method]('/blocks/:id', requireAuth, writeLimit, async (req, res) => {
      await service.setBlock(pathParam(req, 'id'), block, callerOf(req));
      res.status(204).end();
    });
  }
  router.use(blocks);

  return router;
}
