import type { Listing } from '@roommate-finder/contract/listing';
import type { MessageOwner } from '@/features/messages/components/message-owner';

type Reader = Parameters<typeof MessageOwner>[0]['reader'];

/**
 * Who reads a listing, as 'Message the owner' needs to know (a listing's page and the featured
 * details page): a visitor (who signs in at `signInPath` and comes back), its owner, or someone
 * else signed in.
 */
export function readerOf(
  user: { uid: string; email: string | null } | null,
  listing: Listing,
  signInPath: string,
): Reader {
  if (!user) return { kind: 'visitor', signInPath };
  // The API always gives the owner their own e-mail, whatever the listing's contactVisibility.
  const owner = Boolean(user.email) && user.email?.toLowerCase() === listing.email?.toLowerCase();
  return owner ? { kind: 'owner' } : { kind: 'signed-in', uid: user.uid };
}
