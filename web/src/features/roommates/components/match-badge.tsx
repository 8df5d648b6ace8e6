import { useT } from '@/lib/i18n/locale-provider';
import type { MatchBand } from '@roommate-finder/contract/match';
import { MATCH_BAND_LABELS } from '@/features/roommates/habit-texts';

const BAND_CLASSES: Record<MatchBand, string> = {
  great: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  good: 'bg-teal-50 text-teal-900 ring-teal-200',
  fair: 'bg-amber-50 text-amber-900 ring-amber-200',
};

/** 'Great match', 'Good match' or 'Fair match': the words say the band, the colour only helps. */
export function MatchBadge({ band, className = '' }: { band: MatchBand; className?: string }) {
  const { t } = useT();
  return (
    <span
      // A badge: the Bangla check reads it (tests/e2e/bangla.spec.ts).
      data-badge
      className={`inline-flex items-center gap-1 rounded-full px-3 py-0.5 text-sm font-semibold whitespace-nowrap ring-1 ${BAND_CLASSES[band]} ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5" fill="currentColor">
        <path d="M10 17.5s-6.5-3.9-6.5-8.6A3.6 3.6 0 0 1 10 6.6a3.6 3.6 0 0 1 6.5 2.3c0 4.7-6.5 8.6-6.5 8.6Z" />
      </svg>
      {t(MATCH_BAND_LABELS[band])}
    </span>
  );
}
