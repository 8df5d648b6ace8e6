import { Router } from 'express';
import { HttpError } from './http-error';

/**
 * The ids the API hands out and looks up: Firestore auto ids and Firebase
 * Auth uids (letters and digits; the Auth emulator makes 28 of them), and
 * the seed's readable ids (`demo-ayesha`, `demo-dhaka-dhanmondi`), which add
 * hyphens. Auth allows at most 128 characters. Nothing else can name one of
 * our documents, and some of it would be read by Firestore as a path
 * (`a/b` once Express decodes `a%2Fb`, `.`, `..`) and answer 500.
 */
const DOCUMENT_ID = /^[A-Za-z0-9-]{1,128}$/;

export const isDocumentId = (id: string): boolean => DOCUMENT_ID.test(id);

/**
 * A router whose `:id` parameter, on every route it has now or gets later,
 * is checked before any handler (authentication included) runs: an id that
 * cannot be a document answers 404 with `notFoundMessage`, as a missing
 * document would; an empty id (`/users/`) matches no route and answers 404
 * as an unknown path. Every router of the API is made here.
 */
export function documentRouter(notFoundMessage: string): Router {
  // Strict: `/roommates/` (an empty id) is not `/roommates`, it is an unknown path.
  const router = Router({ strict: true });
  router.param('id', (_req, _res, next, id: unknown) => {
    if (typeof id !== 'string' || !isDocumentId(id)) throw new HttpError(404, notFoundMessage);
    next();
  });
  return router;
}
