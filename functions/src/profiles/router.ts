import type { RequestHandler, Router } from 'express';
import { API_MESSAGES } from '@roommate-finder/contract/api-error';
import { NEXT_CURSOR_HEADER } from '@roommate-finder/contract/listing-query';
import { matchQuerySchema } from '@roommate-finder/contract/match-query';
import { profileInputSchema } from '@roommate-finder/contract/profile';
import { callerOf, requireAuth } from '../http/auth';
import type { CostlyReadCheck } from '../http/costly-reads';
import { documentRouter } from '../http/document-id';
import { parseQuery, validate } from '../http/validate';
import { listMatches } from '../roommates/matches';
import * as service from './service';

/**
 * The caller's own roommate profile and the listings that match it; every GET /matches is a
 * costly read (`costlyRead`, http/costly-reads.ts).
 */
export function profilesRouter(writeLimit: RequestHandler, costlyRead: CostlyReadCheck): Router {
  const router = documentRouter(API_MESSAGES.profileNotFound);

  router.get('/profile', requireAuth, async (req, res) => {
    res.json(await service.ownProfile(callerOf(req)));
  });

  router.put('/profile', requireAuth, writeLimit, validate(profileInputSchema), async (req, res) => {
    res.json(await service.saveOwnProfile(req.body, callerOf(req)));
  });

  router.get('/matches', requireAuth, async (req, res) => {
    const query = parseQuery(matchQuerySchema, req.query);
    await costlyRead(req, res);
    const profile = await service.ownProfile(callerOf(req));
    const { listings, nextCursor } = await listMatches(profile, callerOf(req), query);
    if (nextCursor) res.set(NEXT_CURSOR_HEADER, nextCursor);
    res.json(listings);
  });

  return router;
}
