import type { ConversationSummary } from '@roommate-finder/contract/conversation-fields';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Avatar } from '@/components/ui/avatar';
import { buttonClass } from '@/components/ui/button-class';
import { useT } from '@/lib/i18n/locale-provider';
import { shortWhen } from '@/features/messages/message-time';

interface InboxProps {
  conversations: ConversationSummary[];
  /** 'Next page' and 'First page'. */
  pageLinks: ReactNode;
}

/**
 * /messages (docs/product.md, "Conversations"): the person's conversations, latest activity
 * first, each with the other person's name and photo, the listing's title, the last message's
 * first line and time, and how many are unread.
 */
export function Inbox({ conversations, pageLinks }: InboxProps) {
  const { t } = useT();
  if (conversations.length === 0) {
    return (
      <div className="rounded-3xl border border-dashed border-slate-300 bg-white p-10 text-center">
        <p className="text-lg font-semibold text-slate-900">{t('messages.empty')}</p>
        <p className="mx-auto mt-2 max-w-md text-slate-600">{t('messages.emptyText')}</p>
        <Link to={paths.browse} className={buttonClass('primary', 'md', 'mt-6')}>
          {t('nav.browse')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className="divide-y divide-slate-100 overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm">
        {conversations.map((conversation) => (
          <li key={conversation._id}>
            <InboxRow conversation={conversation} />
          </li>
        ))}
      </ul>
      {pageLinks}
    </>
  );
}

function InboxRow({ conversation }: { conversation: ConversationSummary }) {
  const translator = useT();
  const { t, number } = translator;
  const { with: other, lastMessage, unread, listingTitle } = conversation;
  const fromMe = lastMessage.from !== other.uid;
  return (
    <Link
      to={paths.conversation(conversation._id)}
      className={`flex items-start gap-3 px-4 py-4 hover:bg-teal-50/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-teal-700 sm:gap-4 sm:px-6 ${
        unread > 0 ? 'bg-teal-50/40' : ''
      }`}
    >
      <Avatar src={other.photoURL || null} alt="" size={48} />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-3">
          <p
            translate="no"
            className={`truncate text-slate-900 ${unread > 0 ? 'font-bold' : 'font-semibold'}`}
          >
            {other.name || t('account.noName')}
          </p>
          <time dateTime={lastMessage.sentAt} className="shrink-0 text-xs text-slate-600">
            {shortWhen(translator, lastMessage.sentAt)}
          </time>
        </div>
        <p translate="no" className="truncate text-sm text-teal-800">
          {listingTitle}
        </p>
        <div className="mt-1 flex items-center justify-between gap-3">
          <p
            className={`min-w-0 truncate text-sm ${unread > 0 ? 'font-medium text-slate-900' : 'text-slate-600'}`}
          >
            {fromMe ? <span>{[t('messages.you'), ''].join(' ')}</span> : null}
            <span translate="no">{lastMessage.text}</span>
          </p>
          {unread > 0 ? (
            <span className="inline-flex h-6 min-w-6 shrink-0 items-center justify-center rounded-full bg-rose-700 px-2 text-xs font-bold text-white">
              <span aria-hidden="true">{number(unread)}</span>
              <span className="sr-only">{t('messages.unread', { count: unread })}</span>
            </span>
          ) : null}
        </div>
      </div>
    </Link>
  );
}
