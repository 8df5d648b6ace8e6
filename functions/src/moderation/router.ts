import { Router, type RequestHandler } from 'express';
import { API_MESSAGES } from '@roommate-finder/contract/api-error';
import { NEXT_CURSOR_HEADER } from '@roommate-finder/contract/listing-query';
import {
  actionsQuerySchema,
  dismissReportsSchema,
  MODERATION_PAGE_DEFAULT,
  moderationNoteSchema,
  reportGroupsQuerySchema,
  suspendSchema,
  type SuspendInput,
} from '@roommate-finder/contract/moderation';
import { reportInputSchema } from '@roommate-finder/contract/report';
import { callerOf, requireAdmin, requireAuth } from '../http/auth';
import { documentRouter } from '../http/document-id';
import { parseQuery, pathParam, validate } from '../http/validate';
import * as service from './service';

/** POST /reports: anyone signed in reports a listing or a person. */
export function reportsRouter(writeLimit: RequestHandler): Router {
  const router = documentRouter(API_MESSAGES.listingNotFound);
  router.post('/reports', requireAuth, writeLimit, validate(reportInputSchema), async (req, res) => {
    const outcome = await service.report(req.body, callerOf(req));
    res.status(outcome === 'created' ? 201 : 200).json({ acknowledged: true });
  });
  return router;
}

/**
 * `/admin/...`: moderators only. requireAdmin reads the `admin` claim of the verified token, so a
 * claim in a body or a header changes nothing: everyone else gets 403 on every call.
 */
export function adminRouter(writeLimit: RequestHandler): Router {
  // Two routers, so that an id that cannot be one says what it was meant to name.
  const router = documentRouter(API_MESSAGES.listingNotFound);
  const people = documentRouter(API_MESSAGES.userNotFound);
  const moderator = [requireAuth, requireAdmin];

  router.get('/admin/reports', ...moderator, async (req, res) => {
    const { status, limit, cursor } = parseQuery(reportGroupsQuerySchema, req.query);
    const { groups, nextCursor } = await service.reportGroups(
      status,
      limit ?? MODERATION_PAGE_DEFAULT,
      cursor,
    );
    if (nextCursor) res.set(NEXT_CURSOR_HEADER, nextCursor);
    res.json(groups);
  });

  router.get('/admin/actions', ...moderator, async (req, res) => {
    const { limit, cursor } = parseQuery(actionsQuerySchema, req.query);
    const { actions, nextCursor } = await service.actionHistory(limit ?? MODERATION_PAGE_DEFAULT, cursor);
    if (nextCursor) res.set(NEXT_CURSOR_HEADER, nextCursor);
    res.json(actions);
  });

  for (const [verb, hide] of [
    ['hide', true],
    ['restore', false],
  ] as const) {
    router.post(
      `/admin/listings/:id/${verb}`,
      ...moderator,
      writeLimit,
      validate(moderationNoteSchema),
      async (req, res) => {
        res.json(await service.setListingHidden(pathParam(req, 'id'), hide, req.body.note, callerOf(req)));
      },
    );
  }

  people.post(
    '/admin/users/:id/suspend',
    ...moderator,
    writeLimit,
    validate(suspendSchema),
    async (req, res) => {
      const { note, message } = req.body as SuspendInput;
      res.json(await service.setUserSuspended(pathParam(req, 'id'), true, note, callerOf(req), message));
    },
  );
  people.post(
    '/admin/users/:id/restore',
    ...moderator,
    writeLimit,
    validate(moderationNoteSchema),
    async (req, res) => {
      res.json(await service.setUserSuspended(pathParam(req, 'id'), false, req.body.note, callerOf(req)));
    },
  );

  router.post(
    '/admin/reports/dismiss',
    ...moderator,
    writeLimit,
    validate(dismissReportsSchema),
    async (req, res) => {
      const { kind, id, note } = req.body;
      res.json(await service.dismissReports(kind, id, note, callerOf(req)));
    },
  );

  return Router({ strict: true }).use(router, people);
}
