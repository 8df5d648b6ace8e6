import { useState } from 'react';
import { PageHeading } from '../../../components/ui/page-heading';
import { confirmDialog, showDialog, showError } from '../../../components/ui/dialogs';
import { deleteUser } from '../api/delete-user';
import type { RegisteredUser } from '../api/get-users';
import { UsersTable } from './users-table';

/**
 * The users screen: how many people are registered and who they are. Any
 * signed-in person may take someone off the list (SPEC.md section 6); the row
 * goes once the server reports the deletion.
 */
export function UsersDirectory({ users }: { users: readonly RegisteredUser[] }) {
  const [removedIds, setRemovedIds] = useState<ReadonlySet<string>>(new Set());
  const [removingId, setRemovingId] = useState<string | null>(null);
  const shown = users.filter((user) => !removedIds.has(user._id));

  const remove = async (user: RegisteredUser) => {
    const confirmed = await confirmDialog({
      title: 'Are you sure?',
      text: "You won't be able to revert this!",
      confirmButtonText: 'Yes, delete it!',
    });
    if (!confirmed) return;
    setRemovingId(user._id);
    try {
      const result = await deleteUser(user._id);
      if (result.deletedCount > 0) {
        setRemovedIds((ids) => new Set(ids).add(user._id));
        void showDialog({ icon: 'success', title: 'Deleted!', text: 'Your user has been deleted.' });
      } else {
        void showError(
          'Not deleted',
          `${user.name || user.email} was not found. Reload the page to see the list as it is now.`,
        );
      }
    } catch (error) {
      void showError('Could not delete the user', error instanceof Error ? error.message : String(error));
    } finally {
      setRemovingId(null);
    }
  };

  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHeading title={`${shown.length} Users`}>Total registered users</PageHeading>
      {shown.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center text-slate-600">
          No users found.
        </p>
      ) : (
        <UsersTable users={shown} removingId={removingId} onRemove={remove} />
      )}
    </section>
  );
}
