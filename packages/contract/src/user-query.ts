import { z } from 'zod';
import { blankAsUnset, pageLimit, unknownOption } from './query-options';

/**
 * The query options of GET /users: `limit` (1 to USER_PAGE_MAX) and the
 * `cursor` from the previous page's X-Next-Cursor. The answer carries
 * X-Total-Count, the number of people in the whole list.
 */

export const USER_PAGE_MAX = 100;
/** Without `limit`, GET /users returns a page of this many people. */
export const USER_PAGE_DEFAULT = 20;

export const userQuerySchema = z.strictObject(
  {
    limit: pageLimit(USER_PAGE_MAX),
    cursor: z.preprocess(
      blankAsUnset,
      z.string({ error: 'cursor must be given once' }).max(500, 'cursor is not valid').optional(),
    ),
  },
  unknownOption,
);

export type UserQuery = z.output<typeof userQuerySchema>;
