import { useEffect, useRef } from 'react';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { PageHeading } from '@/components/ui/page-heading';
import { firstPageSearch, nextPageSearch } from '@/components/ui/page-address';
import { PageLinks } from '@/components/ui/page-links';
import { loadScreenMessages } from '@/lib/i18n/translator';
import { useT } from '@/lib/i18n/locale-provider';
import { getConversations } from '@/features/messages/api/get-conversations';
import { Inbox } from '@/features/messages/components/inbox';
import { useUnreadCount } from '@/features/messages/unread-count';
import { RouteErrorPage } from '@/app/route-error-page';

/** Runs after the guard (guarded() in router.tsx): a page of the inbox, the cursor in the address. */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const [page] = await Promise.all([
    getConversations(params.get('cursor') || undefined, request.signal),
    loadScreenMessages('messages'),
  ]);
  return { page, params: params.toString() };
}

/** /messages (signed in): the person's conversations, latest activity first, 20 a page. */
export function Component() {
  const { t } = useT();
  const { page, params: address } = useLoaderData<typeof loader>();
  const params = new URLSearchParams(address);
  const firstPage = !params.has('cursor');
  useInboxFollowsBadge(firstPage);
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <title>{t('page.title', { page: t('messages.title') })}</title>
      <PageHeading title={t('messages.title')}>{t('messages.lead')}</PageHeading>
      <Inbox
        conversations={page.conversations}
        pageLinks={
          <PageLinks
            label={t('messages.pagesLabel')}
            firstPage={firstPage ? undefined : firstPageSearch(params)}
            nextPage={
              page.nextCursor ? nextPageSearch(params, page.nextCursor, page.conversations.length) : undefined
            }
          />
        }
      />
    </section>
  );
}

/**
 * The first page follows the unread badge's poll: when the count changes (a message came, or
 * was read in another tab), the page is read again, so the newest conversation comes to the top
 * without a reload, for limit + 1 reads only when something changed.
 */
function useInboxFollowsBadge(enabled: boolean) {
  const count = useUnreadCount();
  const seen = useRef(count);
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (count === seen.current) return;
    seen.current = count;
    if (enabled) void revalidate();
  }, [count, enabled, revalidate]);
}

/** Said with the first page's words: the screen's own may be what could not be loaded. */
export function ErrorBoundary() {
  const { t } = useT();
  return <RouteErrorPage title={t('messaging.loadFailed')} />;
}
