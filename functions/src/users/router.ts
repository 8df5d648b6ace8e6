import type { RequestHandler, Router } from 'express';
import { API_MESSAGES } from '@roommate-finder/contract/api-error';
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from '@roommate-finder/contract/listing-query';
import { userSchemas } from '@roommate-finder/contract/user';
import { userQuerySchema } from '@roommate-finder/contract/user-query';
import { localPhotoHosts } from '../config';
import { callerOf, requireAdmin, requireAuth } from '../http/auth';
import { isCostlyPage, type CostlyReadCheck } from '../http/costly-reads';
import { documentRouter } from '../http/document-id';
import { parseQuery, pathParam, validate } from '../http/validate';
import * as service from './service';

/**
 * The registered users list and each person's own record. `writeLimit` is the per-account rate
 * limit of writes, `costlyRead` the budget of reads that cost more than a page.
 */
export function usersRouter(writeLimit: RequestHandler, costlyRead: CostlyReadCheck): Router {
  const router = documentRouter(API_MESSAGES.userNotFound);
  const schemas = userSchemas(localPhotoHosts());

  router.get('/users', requireAuth, async (req, res) => {
    const query = parseQuery(userQuerySchema, req.query);
    if (isCostlyPage(query.limit)) await costlyRead(req, res);
    const { users, nextCursor, total } = await service.listUsers(query, callerOf(req));
    res.set(TOTAL_COUNT_HEADER, String(total));
    if (nextCursor) res.set(NEXT_CURSOR_HEADER, nextCursor);
    res.json(users);
  });

  router.post('/users', requireAuth, writeLimit, validate(schemas.input), async (req, res) => {
    res.status(201).json(await service.saveOwnRecord(req.body, callerOf(req)));
  });

  router.patch('/users', requireAuth, writeLimit, validate(schemas.update), async (req, res) => {
    res.json(await service.updateOwnRecord(req.body, callerOf(req)));
  });

  // Taking someone off the list is for moderators (docs/product.md, "The users list").
  router.delete('/users/:id', requireAuth, requireAdmin, writeLimit, async (req, res) => {
    res.json(await service.removeUser(pathParam(req, 'id'), callerOf(req)));
  });

  return router;
}
