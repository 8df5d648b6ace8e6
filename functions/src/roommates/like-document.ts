import type { Timestamp } from 'firebase-admin/firestore';

/**
 * One like: the document id is `{listingId}_{uid}`, so a second like by the
 * same person collides with `create()` and fails instead of counting twice.
 */
export interface LikeDocument {
  listingId: string;
  uid: string;
  createdAt: Timestamp;
  /** Whether it counted toward the featured order (featured-plan.ts), as decided when it was made. */
  featured: boolean;
}

export function likeDocumentId(listingId: string, uid: string): string {
  return `${listingId}_${uid}`;
}
