import { z } from 'zod';

/**
 * The query options of GET /users: `limit` (1 to USER_PAGE_MAX) and the
 * `cursor` from the previous page's X-Next-Cursor. The answer carries
 * X-Total-Count, the number of people in the whole list.
 */

export const USER_PAGE_MAX = 100;
/** Without `limit`, GET /users returns a page of this many people. */
export const USER_PAGE_DEFAULT = 20;

const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const userQuerySchema = z.strictObject(
  {
    limit: z.preprocess(
      blankAsUnset,
      z
        .string({ error: 'limit must be given once' })
        .regex(/^\d+$/, `limit must be a whole number from 1 to ${USER_PAGE_MAX}`)
        .transform(Number)
        .pipe(
          z
            .number()
            .min(1, `limit must be a whole number from 1 to ${USER_PAGE_MAX}`)
            .max(USER_PAGE_MAX, `limit must be at most ${USER_PAGE_MAX}`),
        )
        .optional(),
    ),
    cursor: z.preprocess(
      blankAsUnset,
      z.string({ error: 'cursor must be given once' }).max(500, 'cursor is not valid').optional(),
    ),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown query option: ${issue.keys.join(', ')}` : undefined,
  },
);

export type UserQuery = z.output<typeof userQuerySchema>;
