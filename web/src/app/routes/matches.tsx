import { useT } from '@/lib/i18n/locale-provider';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button-class';
import { PageHeading } from '@/components/ui/page-heading';
import { firstPageSearch, firstRowOf, nextPageSearch } from '@/components/ui/page-address';
import { PageLinks } from '@/components/ui/page-links';
import { getMatches } from '@/features/matching/api/get-matches';
import { getProfile } from '@/features/matching/api/get-profile';
import { MatchCard } from '@/features/matching/components/match-card';
import { ProfileInvitation } from '@/features/matching/components/profile-invitation';
import { paths } from '@/config/paths';
import { RouteErrorPage } from '@/app/route-error-page';

/**
 * Runs after the guard: one page of GET /matches (the cursor in the address,
 * as Browse Listing's), and the person's own answers, which the reasons are
 * said with. Without a profile the API answers 404: the screen invites one.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const cursor = params.get('cursor') || undefined;
  const [found, profile] = await Promise.all([
    getMatches(cursor ? { cursor } : {}, request.signal),
    getProfile(request.signal).catch(() => null),
  ]);
  return { found, yourHabits: profile?.habits, params: params.toString(), firstRow: firstRowOf(params) };
}

/** /matches (signed in): "Your matches", best first, with why each fits. */
export function Component() {
  const { t } = useT();
  const { found, yourHabits, params: paramsText, firstRow } = useLoaderData<typeof loader>();
  const params = new URLSearchParams(paramsText);
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <title>{t('page.title', { page: t('matches.title') })}</title>
      <PageHeading title={t('matches.title')}>{t('matches.lead')}</PageHeading>
      {!found.profile ? (
        <ProfileInvitation />
      ) : found.listings.length === 0 ? (
        <div className="mx-auto max-w-2xl rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <h2 className="text-xl font-bold text-slate-900">{t('matches.none')}</h2>
          <p className="mt-3 text-slate-700">{t('matches.noneText')}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to={paths.profile} className={buttonClass('primary')}>
              {t('matches.editProfile')}
            </Link>
            <Link to={paths.browse} className={buttonClass('outline')}>
              {t('nav.browse')}
            </Link>
          </div>
        </div>
      ) : (
        <>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600" aria-live="polite">
              {firstRow === 1 && found.nextCursor === undefined
                ? t('matches.count', { count: found.listings.length })
                : t(found.nextCursor ? 'matches.rangeMore' : 'matches.range', {
                    first: firstRow,
                    last: firstRow + found.listings.length - 1,
                  })}
            </p>
            <Link to={paths.profile} className={buttonClass('ghost', 'sm')}>
              {t('matches.editProfile')}
            </Link>
          </div>
          <ol aria-label={t('matches.listLabel')} className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {found.listings.map((listing) => (
              <li key={listing._id}>
                <MatchCard listing={listing} yourHabits={yourHabits} />
              </li>
            ))}
          </ol>
          <PageLinks
            label={t('matches.pagesLabel')}
            firstPage={params.get('cursor') ? firstPageSearch(params) : undefined}
            nextPage={
              found.nextCursor ? nextPageSearch(params, found.nextCursor, found.listings.length) : undefined
            }
          />
        </>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  const { t } = useT();
  return <RouteErrorPage title={t('matches.loadFailed')} />;
}
