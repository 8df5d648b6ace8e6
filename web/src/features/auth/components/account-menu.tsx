import { useT } from '@/lib/i18n/locale-provider';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Avatar } from '@/components/ui/avatar';
import { buttonClass } from '@/components/ui/button-class';
import { useAuth } from '@/features/auth/auth-provider';

/** The signed-in menu is code of signed-in people only: asked for once someone is signed in. */
const SignedInAccountMenu = lazy(async () => ({
  default: (await import('./signed-in-account-menu')).SignedInAccountMenu,
}));

/**
 * The navigation bar's account corner. Signed out: the placeholder avatar and
 * a Login button. Signed in: the avatar and its card (signed-in-account-menu.tsx).
 */
export function AccountMenu() {
  const { t } = useT();
  const { user, initializing } = useAuth();

  // The same footprint in every state, so the bar does not shift when the session is known.
  if (initializing) return <div aria-hidden="true" className="h-10 w-28" />;

  if (!user) {
    return (
      <div className="flex h-10 items-center gap-2 sm:gap-3">
        <Avatar src={null} alt="" size={36} />
        <Link to={paths.signIn} className={buttonClass('primary', 'sm', 'h-10 px-4')}>
          {t('account.login')}
        </Link>
      </div>
    );
  }

  return (
    // While the menu's code loads, its avatar already stands in its place.
    <Suspense
      fallback={
        <div aria-hidden="true" className="flex h-10 items-center">
          <Avatar src={user.photoURL} alt="" size={40} />
        </div>
      }
    >
      <SignedInAccountMenu user={user} />
    </Suspense>
  );
}
