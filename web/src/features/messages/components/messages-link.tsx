import { POLL_INTERVAL_MS } from '@roommate-finder/contract/conversation-fields';
import { useEffect } from 'react';
import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/locale-provider';
import { usePollWhileVisible } from '@/lib/use-poll-while-visible';
import { forgetUnreadCount, refreshUnreadCount, useUnreadCount } from '@/features/messages/unread-count';

/** The most the badge writes out; more reads '99+'. */
const BADGE_MAX = 99;

/**
 * The navigation bar's way to Messages, with the number of unread messages (docs/product.md,
 * "Conversations"), on every screen, at every width. The number is asked for every 10 seconds
 * while the page is visible and not at all while it is hidden; each ask reads one document.
 */
export function MessagesLink({ signedIn }: { signedIn: boolean }) {
  const { t, number } = useT();
  const count = useUnreadCount();
  usePollWhileVisible(refreshUnreadCount, {
    intervalMs: POLL_INTERVAL_MS,
    enabled: signedIn,
    immediately: true,
  });
  useEffect(() => {
    if (!signedIn) forgetUnreadCount();
  }, [signedIn]);
  if (!signedIn) return null;

  return (
    <NavLink
      to={paths.messages}
      aria-label={t('nav.messagesLabel', { count })}
      className={({ isActive }) =>
        `relative inline-flex size-10 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 ${
          isActive ? 'bg-teal-700 text-white' : 'text-slate-700 hover:bg-teal-50 hover:text-teal-900'
        }`
      }
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor">
        <path
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M4 6.5A2.5 2.5 0 0 1 6.5 4h11A2.5 2.5 0 0 1 20 6.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 3.5V17A2.5 2.5 0 0 1 4 14.5z"
        />
      </svg>
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -top-1 -right-1 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-rose-700 px-1 text-xs leading-none font-bold text-white ring-2 ring-white"
        >
          {count > BADGE_MAX ? t('nav.messagesMany', { max: BADGE_MAX }) : number(count)}
        </span>
      ) : null}
    </NavLink>
  );
}
