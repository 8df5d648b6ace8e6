import { loadScreenMessages } from '@/lib/i18n/translator';
import { useT } from '@/lib/i18n/locale-provider';
import { Link } from 'react-router-dom';
import { AuthCard } from '@/features/auth/components/auth-card';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { paths } from '@/config/paths';

/** The sign-in and sign-up texts come with these screens, not with the first page (lib/i18n/lazy-namespaces.ts). */
export async function loader() {
  await Promise.all([loadScreenMessages('auth'), loadScreenMessages('authError')]);
  return null;
}

export function Component() {
  const { t } = useT();
  return (
    <>
      <title>{t('page.title', { page: t('signUp.pageTitle') })}</title>
      <AuthCard
        title={t('signUp.title')}
        intro={t('signUp.intro')}
        footer={
          <>
            {t('signUp.haveAccount')}{' '}
            <Link
              to={paths.signIn}
              className="font-semibold text-teal-800 underline-offset-4 hover:underline"
            >
              {t('signIn.title')}
            </Link>
          </>
        }
      >
        <SignUpForm />
      </AuthCard>
    </>
  );
}
