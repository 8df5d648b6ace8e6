import { useT } from '@/lib/i18n/locale-provider';
import { Link, useLocation, useRouteError } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button-class';
import { firstPageSearch } from '@/components/ui/page-address';
import { TryAgainButton } from '@/components/ui/try-again-button';
import { ApiError, apiErrorText } from '@/lib/api-client';
import { paths } from '@/config/paths';

/**
 * A screen whose data could not be loaded: a missing record says so (the
 * API's message, such as 'Listing not found') with a way on; a page of a list
 * whose cursor the API cannot read (an edited or old link) leads to the same
 * list's first page, since trying again would fail again; any other failure
 * says what went wrong and offers to try again.
 */
export function RouteErrorPage({
  title,
  notFound: notFoundWay,
}: {
  title: string;
  /** For a missing record: what to say of it and where to go, instead of a listing's ('may have been deleted', Browse Listings). */
  notFound?: { hint: string; to: string; label: string };
}) {
  const { t } = useT();
  const error = useRouteError();
  const { pathname, search } = useLocation();
  const notFound = error instanceof ApiError && error.status === 404;
  const staleCursor = error instanceof ApiError && error.code === 'request/bad-cursor';
  const message = error instanceof Error ? apiErrorText(error) : t('error.somethingWrongDot');
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{notFound ? message : title}</h1>
      <p className="mt-3 text-slate-600">
        {notFound ? (notFoundWay?.hint ?? t('error.mayBeDeleted')) : message}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {notFound ? (
          <Link to={notFoundWay?.to ?? paths.browse} className={buttonClass('primary')}>
            {notFoundWay?.label ?? t('nav.browse')}
          </Link>
        ) : staleCursor ? (
          <Link
            to={`${pathname}${firstPageSearch(new URLSearchParams(search))}`}
            className={buttonClass('primary')}
          >
            {t('pageLinks.first')}
          </Link>
        ) : (
          <TryAgainButton variant="primary" />
        )}
        <Link to={paths.home} className={buttonClass('outline')}>
          {t('error.goBackHome')}
        </Link>
      </div>
    </section>
  );
}
