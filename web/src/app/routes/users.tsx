import { useT } from '@/lib/i18n/locale-provider';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { firstPageSearch, nextPageSearch, firstRowOf, PageLinks } from '@/components/ui/page-links';
import { getUsers } from '@/features/users/api/get-users';
import { UsersDirectory } from '@/features/users/components/users-directory';
import { RouteErrorPage } from '@/app/route-error-page';

/** Runs after the guard (guarded() in router.tsx) has made sure someone is signed in; pages as the address says. */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const page = await getUsers(params.get('cursor') || undefined, request.signal);
  return { page, params: params.toString() };
}

export function Component() {
  const { t } = useT();
  const { page, params: address } = useLoaderData<typeof loader>();
  const params = new URLSearchParams(address);
  return (
    <>
      <title>{t('page.title', { page: t('users.title') })}</title>
      <UsersDirectory
        users={page.users}
        total={page.total}
        firstNumber={firstRowOf(params)}
        pageLinks={
          <PageLinks
            label={t('users.pagesLabel')}
            firstPage={params.has('cursor') ? firstPageSearch(params) : undefined}
            nextPage={
              page.nextCursor ? nextPageSearch(params, page.nextCursor, page.users.length) : undefined
            }
          />
        }
      />
    </>
  );
}

export function ErrorBoundary() {
  const { t } = useT();
  return <RouteErrorPage title={t('users.loadFailed')} />;
}
