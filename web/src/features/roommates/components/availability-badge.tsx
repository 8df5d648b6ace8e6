import { useT } from '@/lib/i18n/locale-provider';
import { AVAILABILITY_LABELS } from '@/features/roommates/listing-labels';
import type { Listing } from '@roommate-finder/contract/listing';

/** Available in green, Not Available in grey: the word itself says it, the colour only helps. */
export function AvailabilityBadge({ availability }: { availability: Listing['availability'] }) {
  const { t } = useT();
  const available = availability === 'Available';
  return (
    <span
      // A badge: the Bangla check reads it (tests/e2e/bangla.spec.ts).
      data-badge
      className={`inline-flex items-center rounded-full px-3 py-0.5 text-sm font-semibold ${
        available ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800'
      }`}
    >
      {t(AVAILABILITY_LABELS[availability])}
    </span>
  );
}
