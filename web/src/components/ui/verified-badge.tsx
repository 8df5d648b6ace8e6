import { useT } from '@/lib/i18n/locale-provider';

/**
 * 'Verified e-mail': the person's address was verified (docs/product.md, "Trust and safety"), as
 * the API says from their verified token, never from what a client claims. A word and an icon,
 * not a colour alone.
 */
export function VerifiedBadge({ className = '' }: { className?: string }) {
  const { t } = useT();
  return (
    <span
      // A badge: the Bangla check reads it (tests/e2e/bangla.spec.ts).
      data-badge
      className={`inline-flex items-center gap-1 rounded-full bg-sky-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-sky-900 ring-1 ring-sky-200 ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5" fill="currentColor">
        <path
          fillRule="evenodd"
          d="M16.7 5.3a1 1 0 0 1 0 1.4l-7.5 7.5a1 1 0 0 1-1.4 0L3.3 9.7a1 1 0 1 1 1.4-1.4l3.8 3.8 6.8-6.8a1 1 0 0 1 1.4 0Z"
          clipRule="evenodd"
        />
      </svg>
      {t('verified.badge')}
    </span>
  );
}
