import { z } from 'zod';
import { LISTING_PAGE_DEFAULT, LISTING_PAGE_MAX } from './listing-query';

/** The query options of GET /api/matches: a page size and the X-Next-Cursor of the page before. */
export const matchQuerySchema = z.strictObject(
  {
    limit: z
      .string({ error: 'limit must be given once' })
      .regex(/^\d+$/, `limit must be a whole number from 1 to ${LISTING_PAGE_MAX}`)
      .transform(Number)
      .pipe(
        z
          .number()
          .min(1, `limit must be a whole number from 1 to ${LISTING_PAGE_MAX}`)
          .max(LISTING_PAGE_MAX, `limit must be at most ${LISTING_PAGE_MAX}`),
      )
      .optional(),
    cursor: z.string({ error: 'cursor must be given once' }).max(500, 'cursor is not valid').optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown query option: ${issue.keys.join(', ')}` : undefined,
  },
);

export interface MatchQueryOptions {
  /** 1 to LISTING_PAGE_MAX; LISTING_PAGE_DEFAULT without it. */
  limit?: number;
  cursor?: string;
}

export type MatchQuery = z.output<typeof matchQuerySchema>;

export const MATCH_PAGE_DEFAULT = LISTING_PAGE_DEFAULT;
