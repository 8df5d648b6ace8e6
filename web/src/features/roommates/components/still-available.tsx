import type { Listing } from '@roommate-finder/contract/listing';
import { buttonClass } from '@/components/ui/button-class';
import { showDialog, showError } from '@/components/ui/dialogs';
import { apiErrorText } from '@/lib/api-client';
import { useT } from '@/lib/i18n/locale-provider';
import { focusAfterRemoval } from '@/lib/focus-after-removal';
import { useMutation } from '@/lib/use-mutation';
import { confirmListing } from '@/features/roommates/api/confirm-listing';
import { daysSinceConfirmed } from '@/features/roommates/listing-freshness';

/**
 * My Listings' question about a listing untouched for a month (docs/product.md, "Fresh
 * listings"): 'Yes' confirms it as it is, 'No, it is rented' marks it Not Available. One click
 * each; the list is read again, so the question goes once the server has the answer.
 */
export function StillAvailable({ listing }: { listing: Listing }) {
  const { t } = useT();
  const { run, pending } = useMutation(confirmListing);
  const answer = async (stillAvailable: boolean) => {
    // The question goes with its answer: the focus moves to its listing's row, not the page.
    const refocus = focusAfterRemoval();
    try {
      await run(listing._id, stillAvailable);
      refocus();
      void showDialog({
        icon: 'success',
        title: t('trust.stillAvailable.thanks'),
        timer: 1500,
        showConfirmButton: false,
      });
    } catch (error) {
      void showError(t('trust.stillAvailable.failed'), apiErrorText(error));
    }
  };
  // The title goes into each button's name, so a list of them still says which listing.
  const which = <span className="sr-only">{t('listing.seeMoreTitle', { title: listing.title })}</span>;
  return (
    <div className="mt-2 rounded-xl border border-amber-200 bg-amber-50 px-3 py-2.5">
      <p className="font-semibold text-amber-950">{t('trust.stillAvailable.question')}</p>
      <p className="text-xs text-amber-900">
        {t('trust.stillAvailable.hint', { count: daysSinceConfirmed(listing) })}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={pending}
          onClick={() => void answer(true)}
          className={buttonClass('primary', 'sm')}
        >
          {t('trust.stillAvailable.yes')}
          {which}
        </button>
        <button
          type="button"
          disabled={pending}
          onClick={() => void answer(false)}
          className={buttonClass('outline', 'sm')}
        >
          {t('trust.stillAvailable.rented')}
          {which}
        </button>
      </div>
    </div>
  );
}
