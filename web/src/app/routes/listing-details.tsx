import { useT } from '@/lib/i18n/locale-provider';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import { useAuth } from '@/features/auth/auth-provider';
import { signedInUser } from '@/features/auth/require-signed-in';
import { getProfile } from '@/features/matching/api/get-profile';
import { getListing } from '@/features/roommates/api/get-listing';
import { preloadGalleryCover } from '@/features/roommates/components/gallery-photo';
import { HiddenNotice } from '@/features/roommates/components/hidden-notice';
import { LikeButton } from '@/features/roommates/components/like-button';
import { useLikeListing } from '@/features/roommates/use-like-listing';
import { ListingPage, useSignInPath } from '@/app/listing-page';
import { RouteErrorPage } from '@/app/route-error-page';
import { loadScreenMessages } from '@/lib/i18n/translator';
import { useMetaDescription } from '@/lib/use-meta-description';

/**
 * The listing, and for a signed-in person their own habit answers, so that a
 * match's reasons can be said about the pair ("You both keep quiet nights").
 * The profile is only a nicety here: when it cannot be read, the reasons name
 * the habits alone. A hidden listing reaches only its owner and the moderators, with the notice
 * that says why (its words load with it: few pages ever show it).
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const user = await signedInUser();
  const [listing, profile] = await Promise.all([
    getListing(params.id ?? '', request.signal),
    user ? getProfile(request.signal).catch(() => null) : null,
  ]);
  preloadGalleryCover(listing);
  if (listing.hidden) await loadScreenMessages('trust');
  return { listing, yourHabits: profile?.habits };
}

/** /roommate/:id: open to everyone; liking asks a visitor to sign in first, then brings them back. */
export function Component() {
  const { listing } = useLoaderData<typeof loader>();
  return <ListingScreen key={listing._id} />;
}

function ListingScreen() {
  const { t } = useT();
  const { listing, yourHabits } = useLoaderData<typeof loader>();
  const { user } = useAuth();
  const navigate = useNavigate();
  const { liking, like } = useLikeListing(listing._id);
  const { likeCount } = listing;
  // The owner's own words describe the page to search engines, in the language they wrote.
  useMetaDescription(listing.description);
  // A visitor signs in and comes back to this listing to like it.
  const signInPath = useSignInPath();
  const onLike = user ? () => void like() : () => navigate(signInPath);
  return (
    <ListingPage
      listing={listing}
      interest={t('listing.interested', { count: likeCount })}
      likeButton={<LikeButton count={likeCount} busy={liking} onLike={onLike} />}
      notice={listing.hidden ? <HiddenNotice reason={listing.hidden.reason} /> : null}
      yourHabits={yourHabits}
    />
  );
}

export function ErrorBoundary() {
  const { t } = useT();
  return <RouteErrorPage title={t('listing.loadFailed')} />;
}
