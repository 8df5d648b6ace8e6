import { useT } from '@/lib/i18n/locale-provider';
import { useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import { useAuth } from '@/features/auth/auth-provider';
import { signedInUser, signInPathFor } from '@/features/auth/require-signed-in';
import { getProfile } from '@/features/matching/api/get-profile';
import { ReportButton } from '@/features/moderation/components/report-button';
import { MessageOwner } from '@/features/messages/components/message-owner';
import { getListing } from '@/features/roommates/api/get-listing';
import { HiddenNotice } from '@/features/roommates/components/hidden-notice';
import { LikeButton } from '@/features/roommates/components/like-button';
import { ListingDetails } from '@/features/roommates/components/listing-details';
import { useLikeListing } from '@/features/roommates/use-like-listing';
import { readerOf } from '@/app/listing-reader';
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
  const location = useLocation();
  const { liking, like } = useLikeListing(listing._id);
  const { likeCount } = listing;
  // The owner's own words describe the page to search engines, in the language they wrote.
  useMetaDescription(listing.description);
  // A visitor signs in and comes back to this listing, for a like, the contact details or a message.
  const signInPath = signInPathFor(`${location.pathname}${location.search}`);
  const onLike = user ? () => void like() : () => navigate(signInPath);
  const reader = readerOf(user, listing, signInPath);
  return (
    <>
      <title>{t('page.title', { page: listing.title })}</title>
      <ListingDetails
        listing={listing}
        interest={t('listing.interested', { count: likeCount })}
        likeButton={<LikeButton count={likeCount} busy={liking} onLike={onLike} />}
        // The API refuses a report of one's own listing: its owner is not offered one.
        reportButton={
          reader.kind === 'owner' ? null : (
            <ReportButton
              kind="listing"
              id={listing._id}
              name={listing.title}
              onSignIn={user ? null : () => navigate(signInPath)}
              size="lg"
            />
          )
        }
        notice={listing.hidden ? <HiddenNotice reason={listing.hidden.reason} /> : null}
        yourHabits={yourHabits}
        signInPath={signInPath}
        messageOwner={<MessageOwner listingId={listing._id} reader={reader} />}
      />
    </>
  );
}

export function ErrorBoundary() {
  const { t } = useT();
  return <RouteErrorPage title={t('listing.loadFailed')} />;
}
