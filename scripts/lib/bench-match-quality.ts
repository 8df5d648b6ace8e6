/**
 * How good the first page of GET /matches is with its bounded reads
 * (functions/src/roommates/candidate-plan.ts): for `npm run bench:api`, the
 * page the API answers next to the page it would answer had it scored every
 * listing of the profile's cities, read straight from Firestore in the bench
 * process and ranked by the same matchOf() and the same order (best score,
 * then newest).
 */
import { matchOf } from '@roommate-finder/contract/match';
import type { Profile } from '@roommate-finder/contract/profile';
import { COLLECTIONS, db } from '../../functions/src/firestore';
import { listingFieldsOf, type ListingDocument } from '../../functions/src/roommates/listing-document';

export interface RankedListing {
  _id: string;
  score: number;
}

export interface MatchQuality {
  /** Listings of the profile's cities scored, and how many of them are a match. */
  listings: number;
  matches: number;
  best: RankedListing[];
  api: RankedListing[];
  /** Listings of the API's page that are on the best page too. */
  sameListings: number;
}

/** The best `size` matches of a profile among every listing of its cities. */
async function bestPage(profile: Profile, ownerUid: string, size: number) {
  const snapshot = await db().collection(COLLECTIONS.roommates).where('city', 'in', profile.cities).get();
  const ranked = snapshot.docs
    .map((doc) => {
      const listing = doc.data() as ListingDocument;
      const match = matchOf(
        profile,
        { ...listingFieldsOf(listing), rentValue: listing.rentValue },
        listing.ownerUid === ownerUid,
      );
      return { _id: doc.id, score: match?.score ?? -1, key: listing.newestKey };
    })
    .filter((item) => item.score >= 0);
  ranked.sort((a, b) => b.score - a.score || (a.key < b.key ? 1 : a.key > b.key ? -1 : 0));
  return { listings: snapshot.size, matches: ranked.length, best: ranked.slice(0, size) };
}

export async function matchQuality(
  profile: Profile,
  ownerUid: string,
  apiPage: { _id: string; match?: { score: number } | null }[],
): Promise<MatchQuality> {
  const { listings, matches, best } = await bestPage(profile, ownerUid, apiPage.length);
  const api = apiPage.map((listing) => ({ _id: listing._id, score: listing.match?.score ?? -1 }));
  const bestIds = new Set(best.map((item) => item._id));
  return {
    listings,
    matches,
    best: best.map(({ _id, score }) => ({ _id, score })),
    api,
    sameListings: api.filter((item) => bestIds.has(item._id)).length,
  };
}

const scores = (page: RankedListing[]) => page.map((item) => item.score).join(', ');
const mean = (page: RankedListing[]) => page.reduce((sum, item) => sum + item.score, 0) / (page.length || 1);

/** The section of bench/results/api.md. */
export function matchQualitySection(quality: MatchQuality, who: string, path: string): string {
  const same = scores(quality.api) === scores(quality.best);
  return `## The first page of matches, with at most 100 reads

\`GET ${path}\` reads at most 98 listings (and the profile and the costly-read counter;
it read 300 and the profile before): those that pass the profile's hard constraints by index
(city, gender, tenant, Available, within the budget's ceiling, free by the move-by date),
cheapest first. Here its first page is set beside the best page there is, found by scoring every
one of the ${quality.listings.toLocaleString('en-US')} listings of ${who}'s cities in the bench process
(${quality.matches.toLocaleString('en-US')} of them are a match), ranked the same way.

- Scores of the API's first page: ${scores(quality.api)} (mean ${mean(quality.api).toFixed(1)}).
- Scores of the best page: ${scores(quality.best)} (mean ${mean(quality.best).toFixed(1)}).
- ${same ? 'The same scores, place by place' : '**Not the same scores**'}; ${quality.sameListings} of the ${quality.api.length} listings are the same ones (among listings of equal score the best page takes the newest of all, the API the newest of those it read).
`;
}
