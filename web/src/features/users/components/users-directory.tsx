import { useT } from '@/lib/i18n/locale-provider';
import { PageHeading } from '@/components/ui/page-heading';
import { useConfirmedDelete } from '@/components/ui/use-confirmed-delete';
import { deleteUser } from '@/features/users/api/delete-user';
import type { RegisteredUser } from '@/features/users/api/get-users';
import type { ReactNode } from 'react';
import { UsersTable } from './users-table';

/**
 * The users screen: how many people are registered and who they are, with other people's
 * addresses masked as the API answers them. Moderators may take someone off the list
 * (docs/product.md, "The users list"); the row goes once the server has moved the record and
 * the loader has read the list again.
 */
export function UsersDirectory({
  users,
  total,
  firstNumber = 1,
  pageLinks,
  canRemove = false,
  rowActions,
}: {
  /** The users of this page. */
  users: readonly RegisteredUser[];
  /** How many users there are in all (the API's X-Total-Count), not only on this page. */
  total: number;
  /** The No. of the first row on this page. */
  firstNumber?: number;
  /** The links to the other pages, under the table. */
  pageLinks?: ReactNode;
  /** A moderator: each row has the 'X' that takes the person off the list. */
  canRemove?: boolean;
  /** More buttons of a row ('Report'). */
  rowActions?: (user: RegisteredUser) => ReactNode;
}) {
  const { t } = useT();
  const { deleteWithConfirmation, deletingId } = useConfirmedDelete<RegisteredUser>({
    remove: (user) => deleteUser(user._id),
    deletedText: t('users.deleted'),
    failureTitle: t('users.deleteFailed'),
  });

  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHeading title={t('users.count', { count: total })}>{t('users.lead')}</PageHeading>
      {users.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center text-slate-600">
          {t('users.empty')}
        </p>
      ) : (
        <UsersTable
          users={users}
          removingId={deletingId}
          onRemove={canRemove ? (user) => void deleteWithConfirmation(user) : null}
          rowActions={rowActions}
          firstNumber={firstNumber}
        />
      )}
      {pageLinks}
    </section>
  );
}
