import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { PageHeading } from '@/components/ui/page-heading';
import { firstPageSearch, nextPageSearch } from '@/components/ui/page-address';
import { PageLinks } from '@/components/ui/page-links';
import { paths } from '@/config/paths';
import { isModerator } from '@/features/auth/moderator-claim';
import { signedInUser } from '@/features/auth/require-signed-in';
import { getModerationActions } from '@/features/moderation/api/get-moderation-actions';
import { getReportGroups } from '@/features/moderation/api/get-report-groups';
import { ModerationHistory } from '@/features/moderation/components/moderation-history';
import { ReportGroupCard } from '@/features/moderation/components/report-group-card';
import { useT } from '@/lib/i18n/locale-provider';
import type { MessageId } from '@/lib/i18n/message-id';
import { loadScreenMessages } from '@/lib/i18n/translator';
import { NotFoundScreen } from '@/app/not-found-screen';
import { RouteErrorPage } from '@/app/route-error-page';

type View = 'open' | 'closed' | 'history';

const VIEWS: { view: View; search: string; label: MessageId }[] = [
  { view: 'open', search: '', label: 'admin.view.open' },
  { view: 'closed', search: '?status=closed', label: 'admin.view.closed' },
  { view: 'history', search: '?view=history', label: 'admin.view.history' },
];

const viewOf = (params: URLSearchParams): View =>
  params.get('view') === 'history' ? 'history' : params.get('status') === 'closed' ? 'closed' : 'open';

/**
 * Runs after the guard (guarded() in router.tsx). Only a moderator's token (the `admin` claim)
 * reads anything: everyone else gets the 'Page Not Found' of an unknown address, and no call is
 * made (the API would refuse it with 403 anyway). The view and the page live in the address.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await isModerator(await signedInUser()))) return { allowed: false as const };
  const params = new URL(request.url).searchParams;
  const view = viewOf(params);
  const cursor = params.get('cursor') || undefined;
  const [page] = await Promise.all([
    view === 'history'
      ? getModerationActions(cursor, request.signal).then((found) => ({ view, ...found }))
      : getReportGroups(view, cursor, request.signal).then((found) => ({ view, ...found })),
    loadScreenMessages('admin'),
    // The reasons' and a hidden listing's words.
    loadScreenMessages('trust'),
  ]);
  return { allowed: true as const, page, params: params.toString() };
}

/** /admin: the moderators' screen (docs/product.md, "Trust and safety"). */
export function Component() {
  const loaded = useLoaderData<typeof loader>();
  if (!loaded.allowed) return <NotFoundScreen />;
  return <ModerationScreen {...loaded} />;
}

type ModeratorView = Extract<Awaited<ReturnType<typeof loader>>, { allowed: true }>;

function ModerationScreen({ page, params: address }: ModeratorView) {
  const { t } = useT();
  const params = new URLSearchParams(address);
  const shown = page.view === 'history' ? page.actions.length : page.groups.length;
  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <title>{t('page.title', { page: t('admin.title') })}</title>
      <PageHeading title={t('admin.title')}>{t('admin.lead')}</PageHeading>
      <nav aria-label={t('admin.viewsLabel')} className="mb-8 flex flex-wrap justify-center gap-2">
        {VIEWS.map(({ view, search, label }) => (
          <Link
            key={view}
            to={`${paths.admin}${search}`}
            aria-current={page.view === view ? 'page' : undefined}
            className={`rounded-full px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 ${
              page.view === view
                ? 'bg-teal-700 text-white'
                : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-teal-50'
            }`}
          >
            {t(label)}
          </Link>
        ))}
      </nav>
      {page.view === 'history' ? (
        <ModerationHistory actions={page.actions} />
      ) : page.groups.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center text-slate-600">
          {t(page.view === 'open' ? 'admin.emptyOpen' : 'admin.emptyClosed')}
        </p>
      ) : (
        <ul className="space-y-6">
          {page.groups.map((group) => (
            // A thing whose reports were closed twice is there twice, once for each closing.
            <li key={`${group.kind}-${group.id}-${group.closedAt ?? 'open'}`}>
              <ReportGroupCard group={group} />
            </li>
          ))}
        </ul>
      )}
      <PageLinks
        label={t('admin.pagesLabel')}
        firstPage={params.has('cursor') ? firstPageSearch(params) : undefined}
        nextPage={page.nextCursor ? nextPageSearch(params, page.nextCursor, shown) : undefined}
      />
    </section>
  );
}

export function ErrorBoundary() {
  const { t } = useT();
  return <RouteErrorPage title={t('admin.loadFailed')} />;
}
