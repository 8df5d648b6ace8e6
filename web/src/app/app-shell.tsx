import { useT } from '@/lib/i18n/locale-provider';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/auth-provider';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { loadScreenMessages } from '@/lib/i18n/translator';

/**
 * The messages link and its poll are code of signed-in people only: a chunk of their own,
 * asked for once someone is signed in, so a visitor's first page does not carry them
 * (docs/architecture.md, "Keeping the first page light").
 */
const MessagesLink = lazy(async () => ({
  default: (await import('@/features/messages/components/messages-link')).MessagesLink,
}));

/** Loaded only for the few signed in with an address not verified yet, with its words. */
const VerifyEmailNotice = lazy(async () => {
  const [module] = await Promise.all([
    import('@/features/auth/components/verify-email-notice'),
    loadScreenMessages('trust'),
    loadScreenMessages('authError'),
  ]);
  return { default: module.VerifyEmailNotice };
});

/** The navigation's link to the moderators' screen: for moderators only (docs/product.md, "Trust and safety"). */
const MODERATOR_LINKS = [{ to: paths.admin, label: 'nav.admin' }] as const;

/**
 * What every page has: the navigation bar (with 'Moderation' for moderators), the notice that
 * asks to verify the e-mail address, the page itself and the footer.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useT();
  const { user, admin } = useAuth();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-full bg-teal-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('layout.skipToContent')}
      </a>
      <Navbar
        account={<AccountMenu />}
        messages={<SignedInMessagesLink />}
        moreLinks={admin ? MODERATOR_LINKS : undefined}
      />
      {user?.email && !user.emailVerified ? (
        <Suspense fallback={null}>
          <VerifyEmailNotice user={user} />
        </Suspense>
      ) : null}
      {/* min-h keeps the footer down while a screen's code is still loading. */}
      <main id="main-content" tabIndex={-1} className="min-h-[70vh] flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}

/**
 * Messages and their unread badge, for a signed-in person only. Once loaded the link stays
 * mounted, told whether someone is signed in, so that signing out clears the count.
 */
function SignedInMessagesLink() {
  const { user } = useAuth();
  const signedIn = user !== null;
  const [wanted, setWanted] = useState(signedIn);
  if (signedIn && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    // While its code loads, the link's place is kept, so the navigation bar does not move.
    <Suspense fallback={signedIn ? <span aria-hidden="true" className="inline-block size-10" /> : null}>
      <MessagesLink signedIn={signedIn} />
    </Suspense>
  );
}
