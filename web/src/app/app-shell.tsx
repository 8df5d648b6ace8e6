import { useT } from '@/lib/i18n/locale-provider';
import type { ReactNode } from 'react';
import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';
import { useAuth } from '@/features/auth/auth-provider';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { MessagesLink } from '@/features/messages/components/messages-link';

/** What every page has: the navigation bar, the page itself and the footer. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useT();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-full bg-teal-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('layout.skipToContent')}
      </a>
      <Navbar account={<AccountMenu />} messages={<SignedInMessagesLink />} />
      {/* min-h keeps the footer down while a screen's code is still loading. */}
      <main id="main-content" tabIndex={-1} className="min-h-[70vh] flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}

/** Messages and their unread badge, for a signed-in person only. */
function SignedInMessagesLink() {
  const { user } = useAuth();
  return <MessagesLink signedIn={user !== null} />;
}
