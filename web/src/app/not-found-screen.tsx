import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button-class';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/locale-provider';

/** 'Page Not Found' with 'Go Back Home': any unknown address, and the moderators' screen to everyone else. */
export function NotFoundScreen() {
  const { t } = useT();
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>{t('page.title', { page: t('error.notFoundTitle') })}</title>
      <p className="text-7xl font-extrabold text-amber-600" aria-hidden="true">
        {t('notFound.code')}
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t('error.notFoundTitle')}</h1>
      <p className="mt-4 text-slate-600">{t('notFound.lead')}</p>
      <Link className={buttonClass('primary', 'lg', 'mt-8')} to={paths.home}>
        {t('error.goBackHome')}
      </Link>
    </section>
  );
}
