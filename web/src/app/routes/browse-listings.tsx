import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { PageHeading } from '@/components/ui/page-heading';
import { getListings } from '@/features/roommates/api/get-listings';
import { ListingFilters } from '@/features/roommates/components/listing-filters';
import { ListingsTable } from '@/features/roommates/components/listings-table';
import { listingOptionsFor, listingSearchFrom } from '@/features/roommates/listing-search';
import { RouteErrorPage } from '@/app/route-error-page';

/** The listings are loaded before the screen shows (docs/product.md, "Screens"), filtered as the address says. */
export async function loader({ request }: LoaderFunctionArgs) {
  const search = listingSearchFrom(new URL(request.url).searchParams);
  const listings = await getListings(listingOptionsFor(search), request.signal);
  return { search, listings };
}

/** /browselisting: every listing, to anyone; no account needed. */
export function Component() {
  const { search, listings } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <title>Browse Listing · Roommate Finder</title>
      <PageHeading title="Browse Listing">
        Rooms and roommates across Bangladesh. Open a listing to see its details and contact the person behind
        it.
      </PageHeading>
      <ListingFilters key={JSON.stringify(search)} search={search} />
      <p className="mb-3 text-sm text-slate-600" aria-live="polite">
        {listings.length === 1 ? '1 listing' : `${listings.length} listings`}
      </p>
      <ListingsTable listings={listings} label="All listings" />
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage title="The listings could not be loaded" />;
}
