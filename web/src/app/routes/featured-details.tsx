import { useT } from '@/lib/i18n/locale-provider';
import { useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { useAuth } from '@/features/auth/auth-provider';
import { ReportButton } from '@/features/moderation/components/report-button';
import { getFeaturedListings } from '@/features/roommates/api/get-featured-listings';
import { getListing } from '@/features/roommates/api/get-listing';
import { LikeButton } from '@/features/roommates/components/like-button';
import { ListingDetails } from '@/features/roommates/components/listing-details';
import { RouteErrorPage } from '@/app/route-error-page';

/**
 * docs/product.md, "Likes": the featured list is loaded and the listing found in it. A listing
 * that has left the featured six since the home page showed it still opens.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  const featured = await getFeaturedListings(request.signal);
  return featured.find((listing) => listing._id === id) ?? getListing(id, request.signal);
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
  const { user } = useAuth();
  const own = user?.email?.toLowerCase() === listing.email.toLowerCase();
  return (
    <>
      <title>{t('page.title', { page: listing.title })}</title>
      <ListingDetails
        listing={listing}
        interest={t('listing.likedThis', { count: likes })}
        likeButton={<LikeButton count={likes} onLike={() => setLikes((count) => count + 1)} />}
        reportButton={
          own ? null : (
            <ReportButton kind="listing" id={listing._id} name={listing.title} onSignIn={null} size="lg" />
          )
        }
      />
    </>
  );
}

export function ErrorBoundary() {
  const { t } = useT();
  return <RouteErrorPage title={t('listing.loadFailed')} />;
}
