import type { HiddenReason } from '@roommate-finder/contract/moderation';
import { useT } from '@/lib/i18n/locale-provider';
import type { MessageId } from '@/lib/i18n/message-id';

/** Why a listing is hidden, as its owner and the moderators read it (texts of the 'trust' namespace). */
const HIDDEN_TEXTS: Record<HiddenReason, MessageId> = {
  reports: 'trust.hidden.reports',
  moderator: 'trust.hidden.moderator',
  suspended: 'trust.hidden.suspended',
};

/** The mark of a hidden listing in My Listings: 'Hidden after reports, under review'. */
export function HiddenBadge({ reason }: { reason: HiddenReason }) {
  const { t } = useT();
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-rose-100 px-2.5 py-0.5 text-xs font-semibold text-rose-900">
      <EyeOff />
      {t(HIDDEN_TEXTS[reason])}
    </span>
  );
}

/**
 * Above a hidden listing's page, for the only people who can open it, its owner and the
 * moderators (docs/product.md, "Trust and safety"): why it is hidden and that nobody else sees it.
 */
export function HiddenNotice({ reason }: { reason: HiddenReason }) {
  const { t } = useT();
  return (
    <div role="note" className="mb-6 rounded-2xl border border-rose-300 bg-rose-50 px-5 py-4 text-rose-950">
      <p className="flex items-center gap-2 font-semibold">
        <EyeOff />
        {t(HIDDEN_TEXTS[reason])}
      </p>
      <p className="mt-1 text-sm">{t('trust.hidden.text')}</p>
    </div>
  );
}

function EyeOff() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0" fill="currentColor">
      <path d="M3.28 2.22a.75.75 0 0 0-1.06 1.06l14.5 14.5a.75.75 0 1 0 1.06-1.06l-1.74-1.74A10 10 0 0 0 19.4 10.7a1.65 1.65 0 0 0 0-1.4A10 10 0 0 0 6.5 4.46L3.28 2.22ZM7.75 6.7l1.1 1.1a2.5 2.5 0 0 1 3.35 3.35l1.1 1.1a4 4 0 0 0-5.55-5.55Z" />
      <path d="M10.75 13.96 8.05 11.27a2.5 2.5 0 0 0 2.7 2.69ZM4.4 7.6 2.6 5.8A10 10 0 0 0 .6 9.3a1.65 1.65 0 0 0 0 1.4A10 10 0 0 0 13.5 15.5l-1.3-1.3A4 4 0 0 1 5.8 8.9L4.4 7.6Z" />
    </svg>
  );
}
