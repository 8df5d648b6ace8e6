import { MODERATION_NOTE_MAX, type ReportGroup } from '@roommate-finder/contract/moderation';
import { REPORT_REASONS } from '@roommate-finder/contract/report-fields';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button-class';
import { confirmDialog, showDialog, showError } from '@/components/ui/dialogs';
import { TextAreaField } from '@/components/ui/text-area-field';
import { paths } from '@/config/paths';
import { apiErrorText } from '@/lib/api-client';
import { focusAfterRemoval } from '@/lib/focus-after-removal';
import { useT } from '@/lib/i18n/locale-provider';
import type { MessageId } from '@/lib/i18n/message-id';
import { useMutation } from '@/lib/use-mutation';
import { moderate, type Moderation } from '@/features/moderation/api/moderate';
import { moment } from '@/features/moderation/moment';
import { REASON_TEXTS } from '@/features/moderation/reason-labels';
import { HiddenBadge } from '@/features/roommates/public';

/** What each action is called on its button, and what the screen says once it is done. */
const ACTION_TEXTS: Record<Moderation['action'], { button: MessageId; done: MessageId }> = {
  'hide-listing': { button: 'admin.hideListing', done: 'admin.done.hideListing' },
  'restore-listing': { button: 'admin.restoreListing', done: 'admin.done.restoreListing' },
  'suspend-user': { button: 'admin.suspendUser', done: 'admin.done.suspendUser' },
  'restore-user': { button: 'admin.restoreUser', done: 'admin.done.restoreUser' },
  'dismiss-reports': { button: 'admin.dismiss', done: 'admin.done.dismiss' },
};

/** What kind of thing a group names. */
const KIND_TEXTS: Record<ReportGroup['kind'], MessageId> = {
  listing: 'admin.kind.listing',
  user: 'admin.kind.user',
  message: 'admin.kind.message',
};

const pillClass = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

/**
 * One thing that was reported, as moderators see it (docs/product.md, "Trust and safety"): the
 * listing, the person or the message (with its sender, whom a moderator may suspend), how many reports give each reason, the latest reports with their
 * details and reporters, and the actions, each with a note for the history. After an action the
 * screen is read again, so an open group moves to the closed ones.
 */
export function ReportGroupCard({ group }: { group: ReportGroup }) {
  const translator = useT();
  const { t } = translator;
  const headingId = useId();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const { run, pendingArgs } = useMutation(moderate);
  const when = (iso: string) => moment(translator, iso);

  const { thing } = group;
  // The person a suspension concerns: the one reported, or the sender of the reported message.
  const person = thing.kind === 'user' ? thing.user : thing.kind === 'message' ? thing.message?.from : null;
  const personName = person?.name || t('account.noName');
  const actions: Moderation['action'][] = [];
  if (thing.kind === 'listing' && thing.listing) {
    actions.push(thing.listing.hidden ? 'restore-listing' : 'hide-listing');
  }
  if (person) actions.push(person.suspended ? 'restore-user' : 'suspend-user');
  if (group.status === 'open') actions.push('dismiss-reports');

  const act = async (action: Moderation['action']) => {
    const trimmed = note.trim();
    if (!trimmed) {
      setNoteError(t('admin.noteRequired'));
      return;
    }
    setNoteError(undefined);
    // The group leaves the open ones once acted on, and its buttons with it: the focus moves to the
    // next group's same button, not back to the top of the page.
    const refocus = focusAfterRemoval();
    if (
      action === 'suspend-user' &&
      !(await confirmDialog({
        title: t('admin.suspendConfirm', { name: personName }),
        text: t('admin.suspendConfirmText'),
        confirmButtonText: t('admin.suspendUser'),
        cancelButtonText: t('dialog.cancel'),
      }))
    ) {
      return;
    }
    const moderation: Moderation =
      action === 'dismiss-reports'
        ? { action, kind: group.kind, id: group.id, note: trimmed }
        : action === 'suspend-user' && person
          ? // From a message's reports: the suspension closes them too.
            {
              action,
              id: person.uid,
              note: trimmed,
              ...(group.kind === 'message' ? { message: group.id } : {}),
            }
          : { action, id: action.endsWith('-user') && person ? person.uid : group.id, note: trimmed };
    try {
      await run(moderation);
      setNote('');
      await showDialog({
        icon: 'success',
        title: t(ACTION_TEXTS[action].done),
        timer: 1500,
        showConfirmButton: false,
        returnFocus: false,
      });
      refocus();
    } catch (error) {
      void showError(t('admin.failed'), apiErrorText(error));
    }
  };

  const busy = pendingArgs !== null;

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wider text-slate-600 uppercase">
            {t(KIND_TEXTS[thing.kind])}
          </p>
          <h2 id={headingId} className="mt-1 text-lg font-bold break-words text-slate-900">
            {thing.kind === 'listing' ? (
              thing.listing ? (
                <Link
                  to={paths.listing(group.id)}
                  translate="no"
                  className="text-teal-800 underline underline-offset-2 hover:text-teal-900"
                >
                  {thing.listing.title}
                </Link>
              ) : (
                t('admin.listingGone')
              )
            ) : thing.kind === 'message' ? (
              thing.message ? (
                translator.rich('admin.messageFrom', {
                  name: personName,
                  person: (chunks) => <span translate="no">{chunks}</span>,
                })
              ) : (
                t('admin.messageGone')
              )
            ) : thing.user ? (
              <span translate="no">{personName}</span>
            ) : (
              t('admin.userGone')
            )}
          </h2>
          {thing.kind === 'listing' && thing.listing ? (
            <p translate="no" className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-600">
              <span>{thing.listing.name}</span>
              <span className="break-all">{thing.listing.email}</span>
              <span>{thing.listing.location}</span>
            </p>
          ) : null}
          {thing.kind !== 'listing' && person?.email ? (
            <p translate="no" className="mt-1 text-sm break-all text-slate-600">
              {person.email}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <span
            className={`${pillClass} ${group.status === 'open' ? 'bg-amber-100 text-amber-950' : 'bg-slate-200 text-slate-800'}`}
          >
            {t(group.status === 'open' ? 'admin.status.open' : 'admin.status.closed')}
          </span>
          {thing.kind === 'listing' && thing.listing?.hidden ? (
            <HiddenBadge reason={thing.listing.hidden.reason} />
          ) : null}
          {person?.suspended ? (
            <span className={`${pillClass} bg-rose-100 text-rose-900`}>{t('admin.suspended')}</span>
          ) : null}
        </div>
      </header>

      {thing.kind === 'message' && thing.message ? (
        <figure className="mt-4 rounded-xl bg-slate-50 px-4 py-3 text-sm">
          <blockquote translate="no" className="whitespace-pre-wrap break-words text-slate-900">
            {thing.message.text}
          </blockquote>
          <figcaption className="mt-2 text-xs text-slate-600">
            {translator.rich('admin.messageAbout', {
              title: thing.message.listingTitle,
              date: when(thing.message.sentAt),
              listing: (chunks) => <span translate="no">{chunks}</span>,
            })}
          </figcaption>
        </figure>
      ) : null}
      <p className="mt-4 text-sm text-slate-700">
        {t('admin.reportSummary', { count: group.reportCount, date: when(group.lastReportedAt) })}
      </p>
      {group.closedAt ? (
        <p className="mt-1 text-sm text-slate-700">{t('admin.closedOn', { date: when(group.closedAt) })}</p>
      ) : null}
      <ul aria-label={t('admin.reasons')} className="mt-3 flex flex-wrap gap-2">
        {REPORT_REASONS.filter((reason) => group.reasons[reason]).map((reason) => (
          <li key={reason} className={`${pillClass} bg-rose-50 text-rose-900 ring-1 ring-rose-200`}>
            {t('admin.reasonCount', {
              reason: t(REASON_TEXTS[reason].label),
              count: group.reasons[reason] ?? 0,
            })}
          </li>
        ))}
      </ul>

      <h3 className="mt-5 text-sm font-semibold text-slate-900">{t('admin.reports')}</h3>
      <ol className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-100">
        {group.reports.map((report) => (
          <li key={`${report.reporter.uid}-${report.at}`} className="px-4 py-3 text-sm">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="font-semibold text-slate-900">{t(REASON_TEXTS[report.reason].label)}</span>
              <span className="text-slate-600">
                {t('admin.reportedBy', {
                  name: report.reporter.name || t('account.noName'),
                  email: report.reporter.email ?? '–',
                })}
              </span>
              <span className="text-slate-500">{when(report.at)}</span>
            </p>
            {report.details ? (
              <p translate="no" className="mt-1 whitespace-pre-line text-slate-800">
                {report.details}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      {group.reportCount > group.reports.length ? (
        <p className="mt-2 text-xs text-slate-600">
          {t('admin.moreReports', { count: group.reportCount - group.reports.length })}
        </p>
      ) : null}

      {actions.length > 0 ? (
        <div className="mt-5 border-t border-slate-100 pt-5">
          <TextAreaField
            label={t('admin.note')}
            value={note}
            maxLength={MODERATION_NOTE_MAX}
            rows={2}
            error={noteError}
            hint={t('admin.noteHint', { count: note.length, max: MODERATION_NOTE_MAX })}
            onChange={(event) => setNote(event.target.value)}
          />
          <div className="mt-3 flex flex-wrap gap-2">
            {actions.map((action) => (
              <button
                key={action}
                type="button"
                data-action={action}
                disabled={busy}
                aria-busy={pendingArgs?.[0].action === action}
                onClick={() => void act(action)}
                className={buttonClass(
                  action === 'dismiss-reports'
                    ? 'outline'
                    : action.startsWith('restore')
                      ? 'primary'
                      : 'danger',
                  'sm',
                )}
              >
                {t(ACTION_TEXTS[action].button)}
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </article>
  );
}
