import { Link, useRouteError } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button-class';
import { TryAgainButton } from '@/components/ui/try-again-button';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/config/paths';

/**
 * A screen whose data could not be loaded: a missing record says so (the
 * API's message, such as 'Listing not found') with a way on; any other
 * failure says what went wrong and offers to try again.
 */
export function RouteErrorPage({ title }: { title: string }) {
  const error = useRouteError();
  const notFound = error instanceof ApiError && error.status === 404;
  const message = error instanceof Error ? error.message : 'Something went wrong.';
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{notFound ? message : title}</h1>
      <p className="mt-3 text-slate-600">
        {notFound ? 'It may have been deleted by its owner, or the address is mistyped.' : message}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {notFound ? (
          <Link to={paths.browse} className={buttonClass('primary')}>
            Browse Listing
          </Link>
        ) : (
          <TryAgainButton variant="primary" />
        )}
        <Link to={paths.home} className={buttonClass('outline')}>
          Go Back Home
        </Link>
      </div>
    </section>
  );
}
