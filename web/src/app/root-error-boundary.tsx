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
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? 'Page Not Found' : 'Something went wrong';
  const detail = notFound
    ? 'The page you asked for does not exist.'
    : isStaleChunk(error)
      ? 'Roommate Finder was updated while this page was open. Reload the page to get the new version.'
      : 'This page could not be shown. Reload the page, or go back home and try again.';
  return (
    <AppShell>
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        <p className="mt-4 text-slate-600">{detail}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {notFound ? null : (
            <button type="button" className={buttonClass('outline')} onClick={() => window.location.reload()}>
              Reload
            </button>
          )}
          <Link to={paths.home} className={buttonClass('primary')}>
            Go Back Home
          </Link>
        </div>
      </section>
    </AppShell>
  );
}
