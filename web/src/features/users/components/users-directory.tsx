import { PageHeading } from '@/components/ui/page-heading';
import { useConfirmedDelete } from '@/components/ui/use-confirmed-delete';
import { deleteUser } from '@/features/users/api/delete-user';
import type { RegisteredUser } from '@/features/users/api/get-users';
import { UsersTable } from './users-table';

/**
 * The users screen: how many people are registered and who they are. Any
 * signed-in person may take someone off the list (docs/product.md, "The users list"); the row
 * goes once the server has moved the record and the loader has read the list again.
 */
export function UsersDirectory({ users }: { users: readonly RegisteredUser[] }) {
  const { deleteWithConfirmation, deletingId } = useConfirmedDelete<RegisteredUser>({
    remove: (user) => deleteUser(user._id),
    deletedText: 'Your user has been deleted.',
    failureTitle: 'Could not delete the user',
  });

  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHeading title={`${users.length} Users`}>Total registered users</PageHeading>
      {users.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center text-slate-600">
          No users found.
        </p>
      ) : (
        <UsersTable
          users={users}
          removingId={deletingId}
          onRemove={(user) => void deleteWithConfirmation(user)}
        />
      )}
    </section>
  );
}
