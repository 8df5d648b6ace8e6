import { z } from 'zod';
import { LISTING_PAGE_DEFAULT, LISTING_PAGE_MAX } from './listing-query';
import { pageLimit, unknownOption } from './query-options';

/** The query options of GET /api/matches: a page size and the X-Next-Cursor of the page before. */
export const matchQuerySchema = z.strictObject(
  {
    limit: pageLimit(LISTING_PAGE_MAX),
    cursor: z.string({ error: 'cursor must be given once' }).max(500, 'cursor is not valid').optional(),
  },
  unknownOption,
);

export interface MatchQueryOptions {
  /** 1 to LISTING_PAGE_MAX; LISTING_PAGE_DEFAULT without it. */
  limit?: number;
  cursor?: string;
}

export type MatchQuery = z.output<typeof matchQuerySchema>;

export const MATCH_PAGE_DEFAULT = LISTING_PAGE_DEFAULT;
