import type { StoredListing } from '@contract/listing';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { confirmDialog, showDialog, showError } from '../../../components/ui/dialogs';
import { deleteListing } from '../api/delete-listing';
import { ListingsTable } from './listings-table';

const actionClass =
  'rounded-full px-3 py-1.5 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2';

/**
 * My Listings (SPEC.md section 2): the listing table with an edit link and a
 * delete button per row. A row goes once the server reports the deletion.
 */
export function MyListingsTable({ listings }: { listings: readonly StoredListing[] }) {
  const [deletedIds, setDeletedIds] = useState<ReadonlySet<string>>(new Set());
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const shown = listings.filter((listing) => !deletedIds.has(listing._id));

  const remove = async (listing: StoredListing) => {
    const confirmed = await confirmDialog({
      title: 'Are you sure?',
      text: "You won't be able to revert this!",
      confirmButtonText: 'Yes, delete it!',
    });
    if (!confirmed) return;
    setDeletingId(listing._id);
    try {
      const result = await deleteListing(listing._id);
      if (result.deletedCount > 0) {
        setDeletedIds((ids) => new Set(ids).add(listing._id));
        void showDialog({ icon: 'success', title: 'Deleted!', text: 'Roommate has been deleted.' });
      } else {
        void showError(
          'Not deleted',
          `"${listing.title}" was not found. Reload the page to see your listings as they are now.`,
        );
      }
    } catch (error) {
      void showError('Could not delete the listing', error instanceof Error ? error.message : String(error));
    } finally {
      setDeletingId(null);
    }
  };

  return (
    <ListingsTable
      listings={shown}
      label="Your listings"
      rowActions={(listing) => (
        <>
          <Link
            to={paths.updateListing(listing._id)}
            aria-label={`Edit: ${listing.title}`}
            className={`${actionClass} bg-teal-50 text-teal-900 hover:bg-teal-100 focus-visible:outline-teal-700`}
          >
            Edit
          </Link>
          <button
            type="button"
            aria-label={`Delete: ${listing.title}`}
            disabled={deletingId === listing._id}
            onClick={() => void remove(listing)}
            className={`${actionClass} bg-rose-50 text-rose-800 hover:bg-rose-700 hover:text-white focus-visible:outline-rose-700 disabled:opacity-50`}
          >
            Delete
          </button>
        </>
      )}
    />
  );
}
