import { useT } from '@/lib/i18n/locale-provider';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { firstPageSearch, firstRowOf, nextPageSearch } from '@/components/ui/page-address';
import { PageLinks } from '@/components/ui/page-links';
import { useAuth } from '@/features/auth/auth-provider';
import { ReportButton } from '@/features/moderation/components/report-button';
import { getUsers } from '@/features/users/api/get-users';
import { UsersDirectory } from '@/features/users/components/users-directory';
import { loadScreenMessages } from '@/lib/i18n/translator';
import { RouteErrorPage } from '@/app/route-error-page';

/** Runs after the guard (guarded() in router.tsx) has made sure someone is signed in; pages as the address says. */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  // With the words of a row's 'Report' (lib/i18n/lazy-namespaces.ts).
  const [page] = await Promise.all([
    getUsers(params.get('cursor') || undefined, request.signal),
    loadScreenMessages('trust'),
  ]);
  return { page, params: params.toString() };
}

export function Component() {
  const { t } = useT();
  const { page, params: address } = useLoaderData<typeof loader>();
  const { user, admin } = useAuth();
  const params = new URLSearchParams(address);
  return (
    <>
      <title>{t('page.title', { page: t('users.title') })}</title>
      <UsersDirectory
        users={page.users}
        total={page.total}
        firstNumber={firstRowOf(params)}
        // Taking someone off the list is for moderators (the API refuses everyone else).
        canRemove={admin}
        rowActions={(row) => {
          if (row._id === user?.uid) return null;
          const name = row.name || t('account.noName');
          return (
            <ReportButton
              kind="user"
              id={row._id}
              name={name}
              onSignIn={null}
              label={t('trust.report.openPerson', { name })}
              size="sm"
            />
          );
        }}
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
