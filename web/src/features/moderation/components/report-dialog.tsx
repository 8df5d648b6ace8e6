import {
  REPORT_DETAILS_MAX,
  type ReportKind,
  type ReportReason,
} from '@roommate-finder/contract/report-fields';
import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button-class';
import { innerFocusRing } from '@/components/ui/focus-within-class';
import { FieldError } from '@/components/ui/field-error';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { TextAreaField } from '@/components/ui/text-area-field';
import { apiErrorText } from '@/lib/api-client';
import { useT } from '@/lib/i18n/locale-provider';
import { sendReport } from '@/features/moderation/api/send-report';
import { REASON_TEXTS } from '@/features/moderation/reason-labels';

/** The reasons offered for each kind of thing: a person or a message is not 'rented' or 'wrong information'. */
const REASONS: Record<ReportKind, readonly ReportReason[]> = {
  listing: ['scam', 'fake', 'rented', 'wrong-info', 'offensive', 'harassment', 'other'],
  user: ['scam', 'fake', 'harassment', 'offensive', 'other'],
  message: ['scam', 'harassment', 'offensive', 'fake', 'other'],
};

/** The dialog's title: what is reported. */
const TITLES = {
  listing: 'trust.report.listingTitle',
  user: 'trust.report.personTitle',
  message: 'trust.report.messageTitle',
} as const satisfies Record<ReportKind, string>;

export interface ReportDialogProps {
  kind: ReportKind;
  /** The listing's id, the person's uid, or the message's (messageReportId()). */
  id: string;
  /** What is reported, as the person sees it: the listing's title, the person's name or the message's sender. */
  name: string;
  onClose: () => void;
}

/**
 * Reporting a listing, a person or a message (docs/product.md, "Trust and safety"): a reason, each with a
 * plain description, and optional details (at most REPORT_DETAILS_MAX characters, counted as
 * typed), then a thank-you and nothing more. Reporting the same thing again changes the earlier
 * report. A refusal is said inside the dialog, and what was typed stays.
 */
export function ReportDialog({ kind, id, name, onClose }: ReportDialogProps) {
  const { t } = useT();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const reasonsId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissingReason(true);
      document.getElementById(`${reasonsId}-${REASONS[kind][0]}`)?.focus();
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      // A report changes nothing the reporter sees, so no screen is read again (a listing hidden
      // by this very report stays on the reporter's screen until they move on).
      await sendReport({ kind, id, reason, ...(details.trim() ? { details: details.trim() } : {}) });
      setSent(true);
    } catch (error) {
      setFailure(apiErrorText(error));
    } finally {
      setSending(false);
    }
  };

  if (sent) {
    return (
      <ModalDialog title={t('trust.report.thanksTitle')} onClose={onClose}>
        <p className="mt-3 leading-relaxed text-slate-700">{t('trust.report.thanksText')}</p>
        <div className="mt-6 flex justify-end">
          {/* The dialog's only control: focus starts on it. */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
          <button type="button" autoFocus onClick={onClose} className={buttonClass('primary')}>
            {t('trust.report.close')}
          </button>
        </div>
      </ModalDialog>
    );
  }

  return (
    <ModalDialog title={t(TITLES[kind], { name })} onClose={onClose}>
      <p className="mt-2 text-sm leading-relaxed text-slate-600">{t('trust.report.lead')}</p>
      <form noValidate onSubmit={submit} className="mt-5 space-y-5">
        <fieldset aria-describedby={missingReason && !reason ? `${reasonsId}-error` : undefined}>
          <legend className="mb-2 block text-sm font-medium text-slate-800">
            {t('trust.report.reason')}
          </legend>
          <div className="space-y-2">
            {REASONS[kind].map((option) => {
              const optionId = `${reasonsId}-${option}`;
              return (
                <label
                  key={option}
                  htmlFor={optionId}
                  className={`flex cursor-pointer gap-3 rounded-xl border border-slate-200 px-4 py-3 has-checked:border-teal-700 has-checked:bg-teal-50 ${innerFocusRing}`}
                >
                  <input
                    id={optionId}
                    type="radio"
                    name="reason"
                    value={option}
                    checked={reason === option}
                    onChange={() => setReason(option)}
                    // Named by the reason alone; what it means is its description.
                    aria-labelledby={`${optionId}-name`}
                    aria-describedby={`${optionId}-text`}
                    aria-invalid={missingReason && !reason ? true : undefined}
                    className="mt-1 size-4 shrink-0 accent-teal-700"
                  />
                  <span>
                    <span id={`${optionId}-name`} className="block font-medium text-slate-900">
                      {t(REASON_TEXTS[option].label)}
                    </span>
                    <span id={`${optionId}-text`} className="block text-sm text-slate-600">
                      {t(REASON_TEXTS[option].description)}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
          <FieldError
            id={`${reasonsId}-error`}
            message={missingReason && !reason ? t('trust.report.reasonRequired') : undefined}
          />
        </fieldset>
        <TextAreaField
          label={t('trust.report.details')}
          value={details}
          maxLength={REPORT_DETAILS_MAX}
          onChange={(event) => setDetails(event.target.value)}
          hint={t('trust.report.detailsCount', {
            count: details.length,
            max: REPORT_DETAILS_MAX,
          })}
          rows={4}
        />
        {failure ? (
          <p role="alert" className="rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-800">
            {t('trust.report.failed', { message: failure })}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onClose} className={buttonClass('ghost')}>
            {t('dialog.cancel')}
          </button>
          <button type="submit" disabled={sending} aria-busy={sending} className={buttonClass('danger')}>
            {sending ? t('trust.report.sending') : t('trust.report.send')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
