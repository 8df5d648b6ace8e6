import { useT } from '@/lib/i18n/locale-provider';
import type { Listing } from '@roommate-finder/contract/listing';
import type { Habits } from '@roommate-finder/contract/profile';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '@/features/auth/auth-provider';
import { signInPathFor } from '@/features/auth/require-signed-in';
import { MessageOwner } from '@/features/messages/components/message-owner';
import { ReportButton } from '@/features/moderation/components/report-button';
import { ListingDetails } from '@/features/roommates/components/listing-details';
import { readerOf } from '@/app/listing-reader';

/** Where a visitor signs in and comes back to this page, for a like, the contact details or a message. */
export function useSignInPath(): string {
  const location = useLocation();
  return signInPathFor(`${location.pathname}${location.search}`);
}

interface ListingPageProps {
  listing: Listing;
  /** The line under the name: how many are interested, or liked it. */
  interest: string;
  /** The screen's own Like button (sent to the server, or counted on this page). */
  likeButton: ReactNode;
  yourHabits?: Habits | undefined;
  notice?: ReactNode;
}

/**
 * A listing's page as both its addresses show it (routes/listing-details.tsx and
 * routes/featured-details.tsx): its title, its details, Report for anyone but its owner, and
 * Message the owner as the reader may (listing-reader.ts). A hidden listing, which only its owner
 * and the moderators see, offers no Like, Report or message: the API refuses all three for it.
 */
export function ListingPage({ listing, interest, likeButton, yourHabits, notice }: ListingPageProps) {
  const { t } = useT();
  const { user } = useAuth();
  const navigate = useNavigate();
  const signInPath = useSignInPath();
  const reader = readerOf(user, listing, signInPath);
  return (
    <>
      <title>{t('page.title', { page: listing.title })}</title>
      <ListingDetails
        listing={listing}
        interest={interest}
        likeButton={listing.hidden ? null : likeButton}
        // The API refuses a report of one's own listing: its owner is not offered one.
        reportButton={
          reader.kind === 'owner' || listing.hidden ? null : (
            <ReportButton
              kind="listing"
              id={listing._id}
              name={listing.title}
              onSignIn={user ? null : () => navigate(signInPath)}
              size="lg"
            />
          )
        }
        notice={notice}
        yourHabits={yourHabits}
        signInPath={signInPath}
        messageOwner={listing.hidden ? null : <MessageOwner listingId={listing._id} reader={reader} />}
      />
    </>
  );
}
