import { z } from 'zod';
import { PHOTO_LIMITS, PHOTO_MESSAGES } from './photo-fields';

export * from './photo-fields';

/** Ids the API gives photos: 20 letters and digits, as Firestore's auto ids. */
export const PHOTO_ID = /^[A-Za-z0-9]{20}$/;

const photoId = z.string({ error: PHOTO_MESSAGES.badOrder }).regex(PHOTO_ID, PHOTO_MESSAGES.badOrder);

/** An owner's description of a photo; blank means "none" (screens then describe it from the listing). */
export const photoAltSchema = z
  .string({ error: 'Photo description must be text' })
  .trim()
  .max(PHOTO_LIMITS.alt, `Photo description must be at most ${PHOTO_LIMITS.alt} characters`);

/**
 * PUT /api/roommates/:id/photos: the listing's photo ids in their new order (the first is the
 * cover), each exactly once; optionally the owner's descriptions, by id (blank clears one).
 */
export const photoOrderSchema = z.strictObject(
  {
    order: z
      .array(photoId, { error: PHOTO_MESSAGES.badOrder })
      .max(PHOTO_LIMITS.perListing, PHOTO_MESSAGES.badOrder),
    alt: z.record(photoId, photoAltSchema).optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined,
  },
);

export type PhotoOrder = z.output<typeof photoOrderSchema>;
