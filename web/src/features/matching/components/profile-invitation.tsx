import { useT } from '@/lib/i18n/locale-provider';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { buttonClass } from '@/components/ui/button-class';

/** For a signed-in person without a roommate profile: what one gives them, and the way to make it. */
export function ProfileInvitation({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="mx-auto max-w-2xl rounded-3xl border border-teal-200 bg-teal-50 px-6 py-10 text-center">
      <Heading className="text-2xl font-bold text-slate-900">{t('matches.invitationTitle')}</Heading>
      <p className="mt-3 text-slate-700">{t('matches.invitationText')}</p>
      <Link to={paths.profile} className={buttonClass('primary', 'lg', 'mt-6')}>
        {t('matches.makeProfile')}
      </Link>
    </div>
  );
}
