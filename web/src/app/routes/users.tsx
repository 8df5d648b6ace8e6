import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { getUsers } from '@/features/users/api/get-users';
import { UsersDirectory } from '@/features/users/components/users-directory';
import { RouteErrorPage } from '@/app/route-error-page';

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
  return <RouteErrorPage title="The users could not be loaded" />;
}
