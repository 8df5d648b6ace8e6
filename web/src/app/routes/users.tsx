import { useLoaderData, useRevalidator, useRouteError, type LoaderFunctionArgs } from 'react-router-dom';
import { buttonClass } from '../../components/ui/button-class';
import { getUsers } from '../../features/users/api/get-users';
import { UsersDirectory } from '../../features/users/components/users-directory';

/** Runs after the guard (guarded() in router.tsx) has made sure someone is signed in. */
export function loader({ request }: LoaderFunctionArgs) {
  return getUsers(request.signal);
}

export function Component() {
  const users = useLoaderData<typeof loader>();
  return (
    <>
      <title>Users · Roommate Finder</title>
      <UsersDirectory users={users} />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const message = error instanceof Error ? error.message : 'Something went wrong.';
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900">The users could not be loaded</h1>
      <p className="mt-3 text-slate-600">{message}</p>
      <button
        type="button"
        onClick={() => void revalidator.revalidate()}
        disabled={revalidator.state === 'loading'}
        className={buttonClass('primary', 'md', 'mt-6')}
      >
        Try again
      </button>
    </section>
  );
}
