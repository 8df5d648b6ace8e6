import { apiErrorText } from '@/lib/api-client';
import { translate } from '@/lib/i18n/translator';
import type { DeleteResult } from '@roommate-finder/contract/api-results';
import { focusAfterRemoval } from '@/lib/focus-after-removal';
import { useMutation } from '@/lib/use-mutation';
import { confirmDialog, showDialog, showError } from './dialogs';

interface ConfirmedDeleteOptions<Row> {
  /** The DELETE call. */
  remove: (row: Row) => Promise<DeleteResult>;
  /** The success dialog's text ('Roommate has been deleted.', 'Your user has been deleted.'). */
  deletedText: string;
  /** Title of the dialog when the call fails ('Could not delete the listing'). */
  failureTitle: string;
}

/**
 * Deleting a row of a table (a listing, a user) as docs/product.md describes it:
 * 'Are you sure?' first, then the call. The screen's loader runs again, so the
 * row goes once the server has deleted it, as it would on a reload; a failure
 * (the API answers 404 for a row already gone) says why and keeps the row.
 */
export function useConfirmedDelete<Row extends { _id: string }>(options: ConfirmedDeleteOptions<Row>) {
  const { run, pendingArgs } = useMutation(options.remove);

  const deleteWithConfirmation = async (row: Row) => {
    // The row, and the Delete button with it, goes: the focus moves to the next row's, not the page.
    const refocus = focusAfterRemoval();
    const confirmed = await confirmDialog({
      title: translate('dialog.areYouSure'),
      text: translate('delete.cannotRevert'),
      confirmButtonText: translate('delete.confirm'),
      cancelButtonText: translate('dialog.cancel'),
    });
    if (!confirmed) return;
    try {
      await run(row);
      await showDialog({
        icon: 'success',
        title: translate('delete.done'),
        text: options.deletedText,
        returnFocus: false,
      });
      refocus();
    } catch (error) {
      void showError(options.failureTitle, apiErrorText(error));
    }
  };

  return { deleteWithConfirmation, deletingId: pendingArgs?.[0]._id ?? null };
}
