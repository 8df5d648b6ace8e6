import type { ListingPhoto } from '@roommate-finder/contract/photo-fields';

/**
 * Where photos live in Cloud Storage and at which address they are served. Objects, all WebP:
 *
 *   listings/{listingId}/{photoId}-large.webp   long side at most 1,600 px
 *   listings/{listingId}/{photoId}-thumb.webp   long side at most 480 px
 *   avatars/{uid}/{photoId}.webp                256 x 256
 *
 * Each is served on the site itself at `/photos/<object name>` (Hosting rewrites `/photos/**` to
 * the function, http/photo-files.ts), so a photo's address never changes and a new photo is a new
 * id: browsers and the CDN may keep them (docs/api.md, "Photos").
 */

/** Browsers keep a photo for a year (its address never changes); the CDN for an hour, so a deleted one stops being served soon. */
export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, s-maxage=3600, immutable';

export const PHOTO_PATH_PREFIX = '/photos/';

export const listingFolder = (listingId: string) => `listings/${listingId}/`;
export const listingObject = (listingId: string, photoId: string, size: 'large' | 'thumb') =>
  `${listingFolder(listingId)}${photoId}-${size}.webp`;
export const avatarFolder = (uid: string) => `avatars/${uid}/`;
export const avatarObject = (uid: string, photoId: string) => `${avatarFolder(uid)}${photoId}.webp`;

/** The object names a `/photos/...` address may name; anything else is not a photo. */
export const PHOTO_OBJECT =
  /^(listings\/[A-Za-z0-9-]{1,128}\/[A-Za-z0-9]{20}-(large|thumb)|avatars\/[A-Za-z0-9-]{1,128}\/[A-Za-z0-9]{20})\.webp$/;

/** A photo of a listing as Firestore keeps it, in the listing's `photos` (in order). */
export interface StoredPhoto {
  id: string;
  width: number;
  height: number;
  alt?: string;
}

export function listingPhotoOf(listingId: string, photo: StoredPhoto): ListingPhoto {
  return {
    id: photo.id,
    url: PHOTO_PATH_PREFIX + listingObject(listingId, photo.id, 'large'),
    thumbUrl: PHOTO_PATH_PREFIX + listingObject(listingId, photo.id, 'thumb'),
    width: photo.width,
    height: photo.height,
    ...(photo.alt ? { alt: photo.alt } : {}),
  };
}

export const avatarUrl = (uid: string, photoId: string) => PHOTO_PATH_PREFIX + avatarObject(uid, photoId);
