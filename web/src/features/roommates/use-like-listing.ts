import { useState } from 'react';
import { showDialog } from '@/components/ui/dialogs';
import { likeListing } from './api/like-listing';

/**
 * The Like button of a listing's page (docs/product.md, "Likes"): the count
 * rises by 1 after the server accepts the like; a refusal (own listing, a
 * second like, not signed in) shows the server's message.
 */
export function useLikeListing(listingId: string, initialCount: number) {
  const [likeCount, setLikeCount] = useState(initialCount);
  const [liking, setLiking] = useState(false);

  const like = async () => {
    setLiking(true);
    try {
      await likeListing(listingId);
      setLikeCount((count) => count + 1);
    } catch (error) {
      void showDialog({ icon: 'info', title: error instanceof Error ? error.message : String(error) });
    } finally {
      setLiking(false);
    }
  };

  return { likeCount, liking, like };
}
