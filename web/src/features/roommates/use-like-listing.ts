import { apiErrorText } from '@/lib/api-client';
import { showDialog } from '@/components/ui/dialogs';
import { useMutation } from '@/lib/use-mutation';
import { likeListing } from './api/like-listing';

/**
 * The Like button of a listing's page (docs/product.md, "Likes"): after the
 * server accepts the like, the page's loader reads the listing again, so the
 * count shown is the server's, as after a reload. A refusal (own listing, a
 * second like) shows the server's message.
 */
export function useLikeListing(listingId: string) {
  const { run, pending } = useMutation(likeListing);

  const like = async () => {
    try {
      await run(listingId);
    } catch (error) {
      void showDialog({ icon: 'info', title: apiErrorText(error) });
    }
  };

  return { liking: pending, like };
}
