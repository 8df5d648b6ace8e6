import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/locale-provider';

/**
 * The short safety notice of a listing's page (docs/product.md, "Trust and safety"): the scam
 * that costs people most here is an advance sent by mobile money for a room that does not exist.
 * It links to /safety for the full advice.
 */
export function SafetyNotice({ className = '' }: { className?: string }) {
  const { t } = useT();
  return (
    <aside
      aria-label={t('safetyNotice.title')}
      className={`rounded-2xl border border-amber-300 bg-amber-50 px-5 py-4 text-sm text-amber-950 ${className}`}
    >
      <p className="flex items-center gap-2 font-semibold">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0" fill="currentColor">
          <path
            fillRule="evenodd"
            d="M10 1.5 2.5 4.5v5c0 4.4 3.2 8 7.5 9 4.3-1 7.5-4.6 7.5-9v-5L10 1.5Zm-.9 5.2a.9.9 0 1 1 1.8 0v3.8a.9.9 0 1 1-1.8 0V6.7Zm.9 8a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z"
            clipRule="evenodd"
          />
        </svg>
        {t('safetyNotice.title')}
      </p>
      <p className="mt-1.5 leading-relaxed">{t('safetyNotice.text')}</p>
      <Link
        to={paths.safety}
        className="mt-2 inline-block font-semibold text-amber-900 underline underline-offset-2 hover:text-amber-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
      >
        {t('safetyNotice.link')}
      </Link>
    </aside>
  );
}
