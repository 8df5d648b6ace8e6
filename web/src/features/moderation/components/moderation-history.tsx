import type { ModerationAction, ModerationActionName } from '@roommate-finder/contract/moderation';
import { Link } from 'react-router-dom';
import { tableCellClass, tableFrameClass, tableRowClass } from '@/components/ui/table-classes';
import { TableHead } from '@/components/ui/table-head';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/locale-provider';
import type { MessageId } from '@/lib/i18n/message-id';
import { moment } from '@/features/moderation/moment';

const ACTION_NAMES: Record<ModerationActionName, MessageId> = {
  'hide-listing': 'admin.history.hideListing',
  'restore-listing': 'admin.history.restoreListing',
  'suspend-user': 'admin.history.suspendUser',
  'restore-user': 'admin.history.restoreUser',
  'dismiss-reports': 'admin.history.dismiss',
  'auto-hide-listing': 'admin.history.autoHide',
};

/**
 * What moderators did, newest first (GET /admin/actions): when, who (or the site itself, for a
 * listing hidden after reports), what to which listing or person, and the note they left.
 */
export function ModerationHistory({ actions }: { actions: readonly ModerationAction[] }) {
  const translator = useT();
  const { t } = translator;
  if (actions.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center text-slate-600">
        {t('admin.history.empty')}
      </p>
    );
  }
  const columns = [
    t('admin.history.when'),
    t('admin.history.who'),
    t('admin.history.what'),
    t('admin.history.note'),
  ] as const;
  const [when, who, what, note] = columns;
  return (
    <div
      role="region"
      aria-label={t('admin.history.label')}
      // A region that can scroll sideways must be reachable by keyboard to scroll it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={tableFrameClass}
    >
      <table className="w-full divide-y divide-slate-200">
        <TableHead columns={columns} />
        <tbody className="divide-y divide-slate-100">
          {actions.map((entry) => (
            <tr key={entry._id} className={tableRowClass}>
              <td data-label={when} className={`${tableCellClass} md:whitespace-nowrap`}>
                {moment(translator, entry.at)}
              </td>
              <td data-label={who} className={`${tableCellClass} [overflow-wrap:anywhere]`}>
                {entry.by ? (
                  <span translate="no">{entry.by.email ?? entry.by.uid}</span>
                ) : (
                  t('admin.history.automatic')
                )}
              </td>
              <td data-label={what} className={tableCellClass}>
                <div>
                  <p className="font-medium text-slate-900">{t(ACTION_NAMES[entry.action])}</p>
                  {entry.kind === 'listing' ? (
                    <Link
                      to={paths.listing(entry.targetId)}
                      className="text-teal-800 underline underline-offset-2 [overflow-wrap:anywhere]"
                    >
                      {entry.targetId}
                    </Link>
                  ) : (
                    <p translate="no" className="[overflow-wrap:anywhere]">
                      {entry.targetId}
                    </p>
                  )}
                </div>
              </td>
              {entry.action === 'auto-hide-listing' ? (
                // The API's note for an automatic hide is its own, in English: said here in the page's language.
                <td data-label={note} className={`${tableCellClass} whitespace-pre-line`}>
                  {t('admin.history.autoHideNote')}
                </td>
              ) : (
                <td data-label={note} translate="no" className={`${tableCellClass} whitespace-pre-line`}>
                  {entry.note}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
