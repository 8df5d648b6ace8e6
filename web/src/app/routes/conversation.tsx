import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { loadScreenMessages } from '@/lib/i18n/translator';
import { useT } from '@/lib/i18n/locale-provider';
import { useAuth } from '@/features/auth/auth-provider';
import { getConversation } from '@/features/messages/api/get-conversation';
import { getMessages } from '@/features/messages/api/get-messages';
import { markRead } from '@/features/messages/api/mark-read';
import { ConversationView } from '@/features/messages/components/conversation-view';
import { refreshUnreadCount } from '@/features/messages/unread-count';
import { RouteErrorPage } from '@/app/route-error-page';
import { OWN_SCROLL } from '@/app/root-layout';
import { paths } from '@/config/paths';

/** The conversation opens at its latest message, whatever place the router kept (root-layout.tsx). */
export const handle = OWN_SCROLL;

/**
 * Runs after the guard: the conversation's header and its latest messages; opening it marks it
 * read (docs/product.md, "Conversations"), and the badge follows at once.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  const [details, page] = await Promise.all([
    getConversation(id, request.signal),
    getMessages(id, { signal: request.signal }),
    loadScreenMessages('messages'),
  ]);
  if (details.unread > 0) {
    await markRead(id);
    void refreshUnreadCount().catch(() => undefined);
  }
  return { details, page };
}

/** /messages/:id (signed in; only its two people: anyone else gets 'Conversation not found'). */
export function Component() {
  const { t } = useT();
  const { details, page } = useLoaderData<typeof loader>();
  const { user } = useAuth();
  return (
    <>
      <title>{t('page.title', { page: t('messages.conversationTitle', { name: details.with.name }) })}</title>
      {/* Keyed: another conversation starts with its own messages and drafts. */}
      <ConversationView key={details._id} details={details} initial={page} uid={user?.uid ?? ''} />
    </>
  );
}

/** Said with the first page's words: the screen's own may be what could not be loaded. */
export function ErrorBoundary() {
  const { t } = useT();
  // Conversations are never deleted: one that is not found is someone else's, or a mistyped address.
  return (
    <RouteErrorPage
      title={t('messaging.conversationLoadFailed')}
      notFound={{ hint: t('messaging.notFoundHint'), to: paths.messages, label: t('messages.title') }}
    />
  );
}
