import { THUMB_SIDE } from './photo-sizes';

/**
 * The photos contract's words and limits (docs/api.md, "Photos"), without a schema, so a screen
 * that only shows photos loads none (docs/architecture.md, "Keeping the first page light").
 */

export const PHOTO_LIMITS = {
  /** Photos of one listing. */
  perListing: 8,
  /** Largest file the API takes, in bytes (10 MB). */
  fileBytes: 10 * 1024 * 1024,
  /** Longest side of the large size the API stores and serves, in pixels. */
  largeSide: 1600,
  /** Longest side of the thumbnail. */
  thumbSide: THUMB_SIDE,
  /** Side of a profile photo, a square. */
  avatarSide: 256,
  /** Longest side the web app makes a photo before it sends it (a phone's 12 MP photo is 4,000 px). */
  uploadSide: 2048,
  /** An owner's own description of a photo (its alt text), in characters. */
  alt: 150,
} as const;

/** The multipart/form-data field that carries the file. */
export const PHOTO_FIELD = 'photo';

/** A photo of a listing as the API returns it: addresses on the site itself (`/photos/...`), in order. */
export interface ListingPhoto {
  id: string;
  /** The large size: WebP, long side at most PHOTO_LIMITS.largeSide. */
  url: string;
  /** The thumbnail: WebP, long side at most PHOTO_LIMITS.thumbSide, the same shape. */
  thumbUrl: string;
  /** Of the large size, in pixels. */
  width: number;
  height: number;
  /** What the owner wrote to describe it; without one, screens describe it from the listing. */
  alt?: string;
}

/** A profile photo as POST /api/users/photo answers it. */
export interface UploadedAvatar {
  /** On the site itself: make it absolute with the page's origin before giving it to Firebase Auth. */
  url: string;
  width: number;
  height: number;
}

export const PHOTO_MESSAGES = {
  notAnImage: 'Photo must be a JPEG, PNG, WebP or HEIC/HEIF image',
  tooLarge: `Photo is too large (at most ${PHOTO_LIMITS.fileBytes / 1024 / 1024} MB)`,
  missing: `Send one file in the form field "${PHOTO_FIELD}" (multipart/form-data)`,
  tooMany: `A listing can have at most ${PHOTO_LIMITS.perListing} photos`,
  notFound: 'Photo not found',
  badOrder: 'order must list each photo of the listing once',
} as const;
