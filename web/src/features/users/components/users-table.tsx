import { useT } from '@/lib/i18n/locale-provider';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import {
  tableActionsCellClass,
  tableCellClass,
  tableFrameClass,
  tableRowClass,
  tableWideCellClass,
} from '@/components/ui/table-classes';
import { TableHead } from '@/components/ui/table-head';
import { VerifiedBadge } from '@/components/ui/verified-badge';
import type { RegisteredUser } from '@/features/users/api/get-users';
import { formatLastSignIn } from '@/features/users/format-last-sign-in';

interface UsersTableProps {
  users: readonly RegisteredUser[];
  /** The id of the row being removed, whose button waits. */
  removingId: string | null;
  /** Takes the person off the list (moderators only); null: no 'X' at all. */
  onRemove: ((user: RegisteredUser) => void) | null;
  /** More buttons of a row, before the 'X'. */
  rowActions?: ((user: RegisteredUser) => ReactNode) | undefined;
  /** The No. of the first row (on from the pages before). */
  firstNumber?: number;
}

export function UsersTable({ users, removingId, onRemove, rowActions, firstNumber = 1 }: UsersTableProps) {
  const translator = useT();
  const { t, number } = translator;
  const no = t('table.no');
  const lastSignIn = t('users.lastSignIn');
  return (
    <div className={tableFrameClass}>
      <table className="w-full divide-y divide-slate-200">
        <TableHead columns={[no, t('table.name'), lastSignIn]} actionsLabel={t('table.actions')} />
        <tbody className="divide-y divide-slate-100">
          {users.map((user, index) => {
            const name = user.name || t('account.noName');
            return (
              <tr key={user._id} className={tableRowClass}>
                <td data-label={no} className={`${tableCellClass} text-slate-500 tabular-nums`}>
                  {number(firstNumber + index)}
                </td>
                <td className={tableWideCellClass}>
                  <div className="flex min-w-0 items-center gap-3">
                    <Avatar src={user.photoURL} alt="" size={44} />
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                        <span className="font-semibold text-slate-900">{name}</span>
                        {user.emailVerified ? <VerifiedBadge /> : null}
                      </p>
                      {/* Masked (ay•••@example.com) unless it is the reader's own or the reader is a moderator. */}
                      <p translate="no" className="text-slate-600 [overflow-wrap:anywhere]">
                        {user.email}
                      </p>
                    </div>
                  </div>
                </td>
                <td data-label={lastSignIn} className={`${tableCellClass} md:whitespace-nowrap`}>
                  {formatLastSignIn(user.lastSignInTime, translator)}
                </td>
                <td className={tableActionsCellClass}>
                  <div className="flex flex-wrap items-center justify-end gap-2">
                    {rowActions?.(user)}
                    {onRemove ? (
                      <button
                        type="button"
                        aria-label={t('users.removeLabel', { name })}
                        disabled={removingId === user._id}
                        onClick={() => onRemove(user)}
                        className="inline-flex size-9 items-center justify-center rounded-full bg-rose-50 font-bold text-rose-700 hover:bg-rose-700 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700 disabled:opacity-50"
                      >
                        {t('users.removeButton')}
                      </button>
                    ) : null}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
