import type { ReportKind } from '@roommate-finder/contract/report-fields';
import { lazy, Suspense, useState } from 'react';
import { buttonClass } from '@/components/ui/button-class';
import { useT } from '@/lib/i18n/locale-provider';
import { loadScreenMessages } from '@/lib/i18n/translator';

/**
 * The dialog and its texts load when someone first presses 'Report' (lib/i18n/lazy-namespaces.ts):
 * a listing's page is a first screen, and few of its readers ever report it.
 */
const ReportDialog = lazy(async () => {
  const [module] = await Promise.all([import('./report-dialog'), loadScreenMessages('trust')]);
  return { default: module.ReportDialog };
});

interface ReportButtonProps {
  kind: ReportKind;
  id: string;
  /** The listing's title or the person's name: the dialog says what is reported. */
  name: string;
  /** Null for a visitor: pressing 'Report' asks them to sign in first (and brings them back). */
  onSignIn: (() => void) | null;
  /** The button's accessible name when its text alone does not say what it reports (a row of a table). */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
}

/** 'Report': opens the report dialog for a listing or a person (docs/product.md, "Trust and safety"). */
export function ReportButton({ kind, id, name, onSignIn, label, size = 'md' }: ReportButtonProps) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  // The dialog gives the focus back to this button as it closes (components/ui/modal-dialog.tsx).
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={label}
        onClick={() => (onSignIn ? onSignIn() : setOpen(true))}
        className={buttonClass('dangerOutline', size)}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M4 2.75a.75.75 0 0 0-1.5 0v14.5a.75.75 0 0 0 1.5 0v-4.39c1.7-.78 3.4-.62 5.27.06 2.14.78 4.3.92 6.45-.14a.75.75 0 0 0 .41-.67V3.6a.75.75 0 0 0-1.08-.67c-1.76.87-3.5.77-5.44.07C7.7 2.31 5.86 2.08 4 2.73v.02Z" />
        </svg>
        {t('report.open')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog kind={kind} id={id} name={name} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
