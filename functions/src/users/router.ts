import { Router, type RequestHandler } from 'express';
import { userInputSchema, userUpdateSchema } from '../contract/user';
import { callerOf, requireAuth } from '../http/auth';
import { pathParam, validate } from '../http/validate';
import * as service from './service';

/** The registered users list and each person's own record. `writeLimit` is the per-account rate limit of writes. */
export function usersRouter(writeLimit: RequestHandler): Router {
  const router = Router();

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
