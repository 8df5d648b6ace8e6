import type { Router, RequestHandler } from 'express';
import { API_MESSAGES } from '@roommate-finder/contract/api-error';
import { confirmListingSchema, listingInputSchema } from '@roommate-finder/contract/listing';
import { listingQuerySchema, NEXT_CURSOR_HEADER } from '@roommate-finder/contract/listing-query';
import { CITIES } from '@roommate-finder/contract/places';
import { callerOf, optionalAuth, optionalCallerOf, requireAuth } from '../http/auth';
import { publicWhenAnonymous } from '../http/cache-control';
import { isCostlyPage, type CostlyReadCheck } from '../http/costly-reads';
import { documentRouter } from '../http/document-id';
import { parseQuery, pathParam, validate } from '../http/validate';
import * as service from './service';

/**
 * Listings, featured listings and likes. `writeLimit` is the per-account rate limit of writes,
 * `costlyRead` the budget of reads that cost more than a page.
 */
export function roommatesRouter(writeLimit: RequestHandler, costlyRead: CostlyReadCheck): Router {
  const router = documentRouter(API_MESSAGES.listingNotFound);

  // optionalAuth: a signed-in caller with a roommate profile gets each listing's `match` (a private answer).
  router.get('/roommates', publicWhenAnonymous, optionalAuth, async (req, res) => {
    const query = parseQuery(listingQuerySchema(), req.query);
    if (query.byMatch || isCostlyPage(query.limit)) await costlyRead(req, res);
    const { listings, nextCursor } = await service.listListings(query, optionalCallerOf(req));
    if (nextCursor) res.set(NEXT_CURSOR_HEADER, nextCursor);
    res.json(listings);
  });

  // The places catalogue (contract/places.ts), for pickers and the city and area fields.
  router.get('/places', publicWhenAnonymous, (_req, res) => {
    res.json(CITIES);
  });

  router.get('/featured-roommates', publicWhenAnonymous, async (_req, res) => {
    res.json(await service.featuredListings());
  });

  router.get('/roommates/:id', publicWhenAnonymous, optionalAuth, async (req, res) => {
    res.json(await service.getListing(pathParam(req, 'id'), optionalCallerOf(req)));
  });

  router.post('/roommates', requireAuth, writeLimit, validate(listingInputSchema), async (req, res) => {
    res.status(201).json(await service.createListing(req.body, callerOf(req)));
  });

  router.put('/roommates/:id', requireAuth, writeLimit, validate(listingInputSchema), async (req, res) => {
    res.json(await service.updateListing(pathParam(req, 'id'), req.body, callerOf(req)));
  });

  router.delete('/roommates/:id', requireAuth, writeLimit, async (req, res) => {
    res.json(await service.deleteListing(pathParam(req, 'id'), callerOf(req)));
  });

  router.post(
    '/roommates/:id/confirm',
    requireAuth,
    writeLimit,
    validate(confirmListingSchema),
    async (req, res) => {
      res.json(await service.confirmListing(pathParam(req, 'id'), req.body.stillAvailable, callerOf(req)));
    },
  );

  // The web app sends a JSON content type and no body: nothing in a body is read.
  router.patch('/roommates/:id/like', requireAuth, writeLimit, async (req, res) => {
    res.json(await service.likeListing(pathParam(req, 'id'), callerOf(req)));
  });

  return router;
}
