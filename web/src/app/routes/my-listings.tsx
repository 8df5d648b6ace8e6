import { useT } from '@/lib/i18n/locale-provider';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button-class';
import { PageHeading } from '@/components/ui/page-heading';
import { firstPageSearch, firstRowOf, nextPageSearch } from '@/components/ui/page-address';
import { PageLinks } from '@/components/ui/page-links';
import { getListings } from '@/features/roommates/api/get-listings';
import { MyListingsTable } from '@/features/roommates/components/my-listings-table';
import { auth } from '@/lib/firebase';
import { loadScreenMessages } from '@/lib/i18n/translator';
import { paths } from '@/config/paths';
import { RouteErrorPage } from '@/app/route-error-page';

/** Runs after the guard (guarded() in router.tsx), so someone with an email is signed in. */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const cursor = params.get('cursor') || undefined;
  // With the words of its marks: a hidden listing, 'Still available?'.
  const [found] = await Promise.all([
    getListings({ email: auth.currentUser?.email ?? '', ...(cursor ? { cursor } : {}) }, request.signal),
    loadScreenMessages('trust'),
  ]);
  return { found, params: params.toString() };
}

/** /mylisting: the signed-in person's own listings, newest first, to edit or delete. */
export function Component() {
  const { t } = useT();
  const { found, params: address } = useLoaderData<typeof loader>();
  const params = new URLSearchParams(address);
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <title>{t('page.title', { page: t('myListings.title') })}</title>
      <PageHeading title={t('myListings.title')}>{t('myListings.lead')}</PageHeading>
      <div className="mb-6 flex justify-end">
        <Link to={paths.addListing} className={buttonClass('primary')}>
          {t('myListings.add')}
        </Link>
      </div>
      <MyListingsTable listings={found.listings} firstNumber={firstRowOf(params)} />
      <PageLinks
        label={t('myListings.pagesLabel')}
        firstPage={params.has('cursor') ? firstPageSearch(params) : undefined}
        nextPage={
          found.nextCursor ? nextPageSearch(params, found.nextCursor, found.listings.length) : undefined
        }
      />
    </section>
  );
}

export function ErrorBoundary() {
  const { t } = useT();
  return <RouteErrorPage title={t('myListings.loadFailed')} />;
}
