import { loadScreenMessages } from '@/lib/i18n/translator';
import { useT } from '@/lib/i18n/locale-provider';
import { Link, useLocation } from 'react-router-dom';
import { AuthCard } from '@/features/auth/components/auth-card';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { paths } from '@/config/paths';

/** The sign-in and sign-up texts come with these screens, not with the first page (lib/i18n/lazy-namespaces.ts). */
export async function loader() {
  await Promise.all([loadScreenMessages('auth'), loadScreenMessages('authError')]);
  return null;
}

export function Component() {
  const { t } = useT();
  const { search } = useLocation();
  const wantedPage = new URLSearchParams(search).has('redirectTo');
  return (
    <>
      <title>{t('page.title', { page: t('signIn.title') })}</title>
      <AuthCard
        title={t('signIn.title')}
        intro={t(wantedPage ? 'signIn.introWanted' : 'signIn.intro')}
        footer={
          <>
            {t('signIn.newHere')}{' '}
            <Link
              to={paths.signUp}
              className="font-semibold text-teal-800 underline-offset-4 hover:underline"
            >
              {t('signIn.createAccount')}
            </Link>
          </>
        }
      >
        <SignInForm />
      </AuthCard>
    </>
  );
}
