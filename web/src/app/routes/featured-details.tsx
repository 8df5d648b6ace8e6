import { useT } from '@/lib/i18n/locale-provider';
import { useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { getFeaturedListings } from '@/features/roommates/api/get-featured-listings';
import { getListing } from '@/features/roommates/api/get-listing';
import { preloadGalleryCover } from '@/features/roommates/components/gallery-photo';
import { LikeButton } from '@/features/roommates/components/like-button';
import { ListingPage } from '@/app/listing-page';
import { RouteErrorPage } from '@/app/route-error-page';

/**
 * docs/product.md, "Likes": the featured list is loaded and the listing found in it. A listing
 * that has left the featured six since the home page showed it still opens. The featured list
 * is the one everyone gets (the CDN keeps it), so it leaves out contact details that only some
 * may see: for such a listing, the listing itself is read as this person may see it
 * (docs/product.md, "Contact details").
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  const featured = await getFeaturedListings(request.signal);
  const found = featured.find((listing) => listing._id === id);
  const listing = found && !found.contactHidden ? found : await getListing(id, request.signal);
  preloadGalleryCover(listing);
  return listing;
}

export function Component() {
  const listing = useLoaderData<typeof loader>();
  return <FeaturedScreen key={listing._id} />;
}

/** docs/product.md, "Likes": this page's Like counts locally only, from the listing's likeCount. */
function FeaturedScreen() {
  const { t } = useT();
  const listing = useLoaderData<typeof loader>();
  const [likes, setLikes] = useState(listing.likeCount);
  return (
    <ListingPage
      listing={listing}
      interest={t('listing.likedThis', { count: likes })}
      likeButton={<LikeButton count={likes} onLike={() => setLikes((count) => count + 1)} />}
    />
  );
}

export function ErrorBoundary() {
  const { t } = useT();
  return <RouteErrorPage title={t('listing.loadFailed')} />;
}
