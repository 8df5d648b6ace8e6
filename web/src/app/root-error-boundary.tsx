import { useT } from '@/lib/i18n/locale-provider';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button-class';
import { AppShell } from './app-shell';
import { paths } from '@/config/paths';

/** After a deploy, an open tab may ask for a chunk that no longer exists. */
const isStaleChunk = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed/i.test(error.message);

/**
 * The last resort for a screen that fails without its own error boundary:
 * the page keeps its navigation and says what happened, instead of going blank.
 */
export function RootErrorBoundary() {
  const { t } = useT();
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = t(notFound ? 'error.notFoundTitle' : 'error.somethingWrong');
  const detail = t(
    notFound ? 'error.notFoundDetail' : isStaleChunk(error) ? 'error.staleChunk' : 'error.generic',
  );
  return (
    <AppShell>
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        <p className="mt-4 text-slate-600">{detail}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {notFound ? null : (
            <button type="button" className={buttonClass('outline')} onClick={() => window.location.reload()}>
              {t('error.reload')}
            </button>
          )}
          <Link to={paths.home} className={buttonClass('primary')}>
            {t('error.goBackHome')}
          </Link>
        </div>
      </section>
    </AppShell>
  );
}
