import type { Profile } from '@roommate-finder/contract/profile';
import { MATCH_PAGE_DEFAULT, type MatchQuery } from '@roommate-finder/contract/match-query';
import type { Caller } from '../http/auth';
import { HttpError } from '../http/http-error';
import { candidateGroups } from './candidate-plan';
import { decodeMatchCursor, rankedPage, scoreRecord, type RankedPage } from './match-ranking';
import { contactFor } from './contact-visibility';
import * as repository from './repository';

/**
 * GET /matches: the listings that pass the person's hard constraints and
 * score 50 or more, best first. The candidates come from index-backed
 * queries (candidate-plan.ts), at most MATCH_CANDIDATES_MAX documents a
 * call; each page scores them again (the answer depends on the profile and
 * the listings as they are now, so nothing is stored between pages).
 */
export async function listMatches(profile: Profile, caller: Caller, query: MatchQuery): Promise<RankedPage> {
  const after = query.cursor === undefined ? null : decodeMatchCursor(query.cursor);
  if (query.cursor !== undefined && !after) {
    throw new HttpError(400, 'cursor is not valid; start again without a cursor', [
      {
        field: 'cursor',
        message: 'cursor is not valid; start again without a cursor',
        code: 'request/bad-cursor',
      },
    ]);
  }
  const records = await repository.findCandidates(candidateGroups(profile));
  const matches = records
    // Lists show a listing's contact details as its owner chose (contact-visibility.ts).
    .map((record) => ({ ...record, listing: contactFor(record.listing, record.ownerUid, caller) }))
    .map((record) => scoreRecord(record, profile, caller.uid))
    .filter((item) => item.match);
  return rankedPage(matches, after, query.limit ?? MATCH_PAGE_DEFAULT);
}
