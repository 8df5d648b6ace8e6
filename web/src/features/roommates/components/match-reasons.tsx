import { useT } from '@/lib/i18n/locale-provider';
import type { MatchReason } from '@roommate-finder/contract/match';
import type { Habits } from '@roommate-finder/contract/profile';
import { reasonSentence } from '@/features/roommates/habit-texts';

interface MatchReasonsProps {
  reasons: readonly MatchReason[];
  /** The reader's own answers (their profile). */
  yours?: Habits | undefined;
  /** The answers the listing publishes (its household). */
  theirs?: Habits | undefined;
  className?: string;
}

/** The mark before a reason: a sign, the same in every language. */
const MARKS = { agree: '✓', differ: '≠' } as const;

/** Why a listing matches, as sentences about the pair: agreements first (✓), then differences (≠). */
export function MatchReasons({ reasons, yours, theirs, className = '' }: MatchReasonsProps) {
  // Follows the language: the sentences below are made in this render.
  useT();
  if (reasons.length === 0) return null;
  return (
    <ul className={`space-y-1.5 text-sm ${className}`}>
      {reasons.map((reason) => (
        <li key={`${reason.kind}-${reason.habit}`} className="flex gap-2">
          <span
            aria-hidden="true"
            className={`mt-0.5 inline-flex size-4.5 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
              reason.kind === 'agree' ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-900'
            }`}
          >
            {MARKS[reason.kind]}
          </span>
          <span className="text-slate-800">{reasonSentence(reason, yours, theirs)}</span>
        </li>
      ))}
    </ul>
  );
}
