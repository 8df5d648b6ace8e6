import type { DeleteResult } from '@contract/api-results';
import { useState } from 'react';
import { confirmDialog, showDialog, showError } from './dialogs';

interface ConfirmedDeleteOptions<Row> {
  /** The DELETE call. */
  remove: (row: Row) => Promise<DeleteResult>;
  /** The success dialog's text ('Roommate has been deleted.', 'Your user has been deleted.'). */
  deletedText: string;
  /** Title of the dialog when the call fails ('Could not delete the listing'). */
  failureTitle: string;
  /** What to say when the server found nothing to delete. */
  notFoundText: (row: Row) => string;
}

/**
 * Deleting a row of a table (a listing, a user) as docs/product.md describes it:
 * 'Are you sure?' first, then the call; the row goes only once the server
 * reports the deletion, and a failure says why and keeps the row.
 */
export function useConfirmedDelete<Row extends { _id: string }>(options: ConfirmedDeleteOptions<Row>) {
  const [deletedIds, setDeletedIds] = useState<ReadonlySet<string>>(new Set());
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const deleteWithConfirmation = async (row: Row) => {
    const confirmed = await confirmDialog({
      title: 'Are you sure?',
      text: "You won't be able to revert this!",
      confirmButtonText: 'Yes, delete it!',
    });
    if (!confirmed) return;
    setDeletingId(row._id);
    try {
      const result = await options.remove(row);
      if (result.deletedCount > 0) {
        setDeletedIds((ids) => new Set(ids).add(row._id));
        void showDialog({ icon: 'success', title: 'Deleted!', text: options.deletedText });
      } else {
        void showError('Not deleted', options.notFoundText(row));
      }
    } catch (error) {
      void showError(options.failureTitle, error instanceof Error ? error.message : String(error));
    } finally {
      setDeletingId(null);
    }
  };

  /** The rows that are still there. */
  const remaining = <T extends Row>(rows: readonly T[]) => rows.filter((row) => !deletedIds.has(row._id));

  return { deleteWithConfirmation, deletingId, remaining };
}
