import type { Router, RequestHandler } from 'express';
import { API_MESSAGES } from '../contract/api-error';
import { userInputSchema, userUpdateSchema } from '../contract/user';
import { callerOf, requireAuth } from '../http/auth';
import { documentRouter } from '../http/document-id';
import { pathParam, validate } from '../http/validate';
import * as service from './service';

/** The registered users list and each person's own record. `writeLimit` is the per-account rate limit of writes. */
export function usersRouter(writeLimit: RequestHandler): Router {
  const router = documentRouter(API_MESSAGES.userNotFound);

  router.get('/users', requireAuth, async (_req, res) => {
    res.json(await service.listUsers());
  });

  router.post('/users', requireAuth, writeLimit, validate(userInputSchema), async (req, res) => {
    res.status(201).json(await service.saveOwnRecord(req.body, callerOf(req)));
  });

  router.patch('/users', requireAuth, writeLimit, validate(userUpdateSchema), async (req, res) => {
    res.json(await service.updateOwnRecord(req.body, callerOf(req)));
  });

  router.delete('/users/:id', requireAuth, writeLimit, async (req, res) => {
    res.json(await service.removeUser(pathParam(req, 'id'), callerOf(req)));
  });

  return router;
}
