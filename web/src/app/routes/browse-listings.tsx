import { useT } from '@/lib/i18n/locale-provider';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { PageHeading } from '@/components/ui/page-heading';
import { firstPageSearch, firstRowOf, nextPageSearch } from '@/components/ui/page-address';
import { PageLinks } from '@/components/ui/page-links';
import { signedInUser } from '@/features/auth/require-signed-in';
import { getProfile } from '@/features/matching/api/get-profile';
import { getListings, type ListingPage } from '@/features/roommates/api/get-listings';
import { ListingFilters } from '@/features/roommates/components/listing-filters';
import { ListingsTable } from '@/features/roommates/components/listings-table';
import { listingOptionsFor, listingSearchFrom, type BrowseFilter } from '@/features/roommates/listing-search';
import { ApiError, apiErrorText } from '@/lib/api-client';
import { RouteErrorPage } from '@/app/route-error-page';
import type { MessageId } from '@/lib/i18n/message-id';
import { loadScreenMessages } from '@/lib/i18n/translator';
import { nextTask } from '@/lib/next-task';
import { useMetaDescription } from '@/lib/use-meta-description';

/**
 * The listings are loaded before the screen shows (docs/product.md, "Screens"),
 * filtered and paged as the address says. The API answers every combination of
 * the filters; the few searches it refuses (places of two cities, more areas and
 * home types together than Firestore allows) come back with the refusal, which
 * the screen shows above the filters, kept as they were, instead of failing.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  // This screen's code has just run; reading an address that names a filter loads and builds the
  // query schema (listing-search.ts), in a task of its own (docs/architecture.md, "Keeping the
  // first page light"). The listings are on their way already (early-start.ts).
  await nextTask();
  const params = new URL(request.url).searchParams;
  const search = await listingSearchFrom(params);
  // The words for a filter the address names but the search leaves out (with the forms' words),
  // only when there is one.
  const leftOutWords = search.leftOut ? loadScreenMessages('form') : undefined;
  const page = { firstRow: firstRowOf(params), params: params.toString() };
  // Waiting for the session first sends the ID token, so a person with a profile gets each listing's match.
  const user = await signedInUser();
  // 'Best match' is offered only with a profile; the list shows without it if the profile cannot be read.
  const hasProfile = user
    ? getProfile(request.signal).then(
        (profile) => profile !== null,
        () => false,
      )
    : false;
  try {
    const found: ListingPage = await getListings(listingOptionsFor(search), request.signal);
    await leftOutWords;
    return { search, page, found, refused: undefined, offerMatchSort: await hasProfile };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      await leftOutWords;
      return {
        search,
        page,
        found: { listings: [] } as ListingPage,
        // The refusal itself: its text is chosen when the screen shows, in the language then shown
        // (the first screen's loader may finish before Bangla's catalogue has arrived, main.tsx).
        refused: error,
        offerMatchSort: await hasProfile,
      };
    }
    throw error;
  }
}

/** How the notice names a filter the address gives a value the search leaves out: as its field is labelled. */
const FILTER_LABELS: Record<BrowseFilter, MessageId> = {
  q: 'filters.place',
  location: 'filters.place',
  city: 'filters.city',
  area: 'form.leftOutAreas',
  accommodation: 'filters.accommodation',
  gender: 'filters.gender',
  tenant: 'filters.tenant',
  availableBy: 'filters.availableBy',
  amenity: 'filters.amenities',
  minRent: 'filters.minRent',
  maxRent: 'filters.maxRent',
  roomType: 'filters.roomType',
  availability: 'filters.availability',
  lifestyle: 'filters.lifestyle',
  sort: 'filters.sortBy',
};

/** What search engines show for Browse Listing (the page's meta description). */
const BROWSE_DESCRIPTION =
  'Browse rooms, flats and mess seats across Bangladesh: search listings by city and area, rent, room type, who may live there, move-in date and amenities.';

/** /browselisting: every listing, to anyone; no account needed. */
export function Component() {
  const { t } = useT();
  const { search, page, found, refused, offerMatchSort } = useLoaderData<typeof loader>();
  const params = new URLSearchParams(page.params);
  const { listings, nextCursor } = found;
  const firstNumber = page.firstRow;
  const budgetReversed =
    search.minRent !== undefined && search.maxRent !== undefined && search.minRent > search.maxRent;
  useMetaDescription(BROWSE_DESCRIPTION);
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <title>{t('page.title', { page: t('browse.title') })}</title>
      <PageHeading title={t('browse.title')}>{t('browse.lead')}</PageHeading>
      <ListingFilters key={page.params} search={search} offerMatchSort={offerMatchSort} />
      {search.leftOut ? (
        <p className="mb-3 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
          {t('form.leftOutOfSearch', {
            fields: [...new Set(search.leftOut.map((filter) => t(FILTER_LABELS[filter])))].join(', '),
          })}
        </p>
      ) : null}
      {refused ? (
        <>
          <p
            role="alert"
            className="mb-6 rounded-2xl border border-rose-200 bg-rose-50 px-4 py-3 text-rose-800"
          >
            {t('browse.refused', { message: apiErrorText(refused) })}
          </p>
          {/* A page's address the API no longer takes (an old or edited link): the same search's first page is one step away. */}
          <PageLinks
            label={t('browse.pagesLabel')}
            firstPage={search.cursor ? firstPageSearch(params) : undefined}
          />
        </>
      ) : (
        <>
          {budgetReversed ? (
            <p className="mb-3 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
              {t('browse.budgetReversed')}
            </p>
          ) : null}
          <p className="mb-3 text-sm text-slate-600" aria-live="polite">
            {listings.length === 0 || (firstNumber === 1 && nextCursor === undefined)
              ? t('browse.count', { count: listings.length })
              : t(nextCursor ? 'browse.rangeMore' : 'browse.range', {
                  first: firstNumber,
                  last: firstNumber + listings.length - 1,
                })}
          </p>
          <ListingsTable listings={listings} label={t('browse.tableLabel')} firstNumber={firstNumber} />
          <PageLinks
            label={t('browse.pagesLabel')}
            firstPage={search.cursor ? firstPageSearch(params) : undefined}
            nextPage={nextCursor ? nextPageSearch(params, nextCursor, listings.length) : undefined}
          />
        </>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  const { t } = useT();
  return <RouteErrorPage title={t('browse.loadFailed')} />;
}
