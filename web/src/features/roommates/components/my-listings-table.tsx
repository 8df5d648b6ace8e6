import { useT } from '@/lib/i18n/locale-provider';
import type { Listing } from '@roommate-finder/contract/listing';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useConfirmedDelete } from '@/components/ui/use-confirmed-delete';
import { deleteListing } from '@/features/roommates/api/delete-listing';
import { asksStillAvailable } from '@/features/roommates/listing-freshness';
import { HiddenBadge } from './hidden-notice';
import { ListingsTable } from './listings-table';
import { StillAvailable } from './still-available';

const actionClass =
  'rounded-full px-3 py-1.5 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2';

/**
 * My Listings (docs/product.md, "Screens"): the listing table with an edit link and a
 * delete button per row. A row goes once the server has deleted it and the loader has read the list again.
 * A hidden listing is marked (only its owner sees it here); one untouched for a month asks
 * 'Still available?' (docs/product.md, "Trust and safety").
 */
export function MyListingsTable({
  listings,
  firstNumber = 1,
}: {
  listings: readonly Listing[];
  /** The No. of the first row on this page. */
  firstNumber?: number;
}) {
  const { t } = useT();
  const { deleteWithConfirmation, deletingId } = useConfirmedDelete<Listing>({
    remove: (listing) => deleteListing(listing._id),
    deletedText: t('myListings.deleted'),
    failureTitle: t('myListings.deleteFailed'),
  });

  return (
    <ListingsTable
      listings={listings}
      label={t('myListings.tableLabel')}
      firstNumber={firstNumber}
      rowNote={(listing) => (
        <>
          {listing.hidden ? (
            <div className="mt-1">
              <HiddenBadge reason={listing.hidden.reason} />
            </div>
          ) : null}
          {asksStillAvailable(listing) ? <StillAvailable listing={listing} /> : null}
        </>
      )}
      rowActions={(listing) => (
        <>
          <Link
            to={paths.updateListing(listing._id)}
            aria-label={t('myListings.editLabel', { title: listing.title })}
            className={`${actionClass} bg-teal-50 text-teal-900 hover:bg-teal-100 focus-visible:outline-teal-700`}
          >
            {t('myListings.edit')}
          </Link>
          <button
            type="button"
            aria-label={t('myListings.deleteLabel', { title: listing.title })}
            disabled={deletingId === listing._id}
            onClick={() => void deleteWithConfirmation(listing)}
            className={`${actionClass} bg-rose-50 text-rose-800 hover:bg-rose-700 hover:text-white focus-visible:outline-rose-700 disabled:opacity-50`}
          >
            {t('myListings.delete')}
          </button>
        </>
      )}
    />
  );
}
