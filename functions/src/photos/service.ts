import { randomBytes } from 'node:crypto';
import { logger } from 'firebase-functions';
import { z } from 'zod';
import {
  PHOTO_LIMITS,
  PHOTO_MESSAGES,
  photoAltSchema,
  type ListingPhoto,
  type PhotoOrder,
  type UploadedAvatar,
} from '@roommate-finder/contract/photos';
import { API_MESSAGES } from '@roommate-finder/contract/api-error';
import type { Caller } from '../http/auth';
import { HttpError } from '../http/http-error';
import { badInput } from '../http/validate';
import * as repository from '../roommates/repository';
import { ownListing } from '../roommates/service';
import { avatarImage, listingPhotoSizes, NotAnImageError } from './image-processing';
import { photoRefusal, type UploadedForm } from './multipart';
import { avatarUrl, listingPhotoOf, type StoredPhoto } from './photo-objects';
import * as storage from './storage';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new photo id: 20 random letters and digits, as Firestore's auto ids (contract PHOTO_ID). */
function newPhotoId(): string {
  // 248 is the largest multiple of 62 under 256: dropping bytes above it keeps every letter as likely.
  let id = '';
  while (id.length < 20) {
    for (const byte of randomBytes(24)) {
      if (byte < 248 && id.length < 20) id += ID_ALPHABET[byte % 62];
    }
  }
  return id;
}

const tooMany = () => photoRefusal(400, PHOTO_MESSAGES.tooMany, 'photo/too-many');
const photoNotFound = () => new HttpError(404, PHOTO_MESSAGES.notFound);
const listingGone = () => new HttpError(404, API_MESSAGES.listingNotFound);

/** The image, re-encoded; a file that is not one of the formats taken is a 400 naming `photo`. */
async function reencoded<T>(make: () => Promise<T>): Promise<T> {
  try {
    return await make();
  } catch (error) {
    if (error instanceof NotAnImageError)
      throw photoRefusal(400, PHOTO_MESSAGES.notAnImage, 'photo/not-an-image');
    throw error;
  }
}

/** The form's description, or a 400 naming `alt`. */
function altOf(fields: UploadedForm['fields']): string | undefined {
  const result = z.object({ alt: photoAltSchema }).safeParse({ alt: fields.alt ?? '' });
  if (!result.success) throw badInput(result.error, fields);
  return result.data.alt || undefined;
}

/**
 * POST /roommates/:id/photos: the owner's only (checked before the body is read), stores both sizes, then adds the photo at the end of the listing's
 * photos. The count is checked before the (slow) re-encoding and again in the write; a photo the
 * write refuses (a ninth, a listing deleted meanwhile) or fails for good (Firestore unreachable) is
 * taken out of Storage again, so no stored object is left that no listing names.
 */
export async function addListingPhoto(
  listingId: string,
  readForm: () => Promise<UploadedForm>,
  caller: Caller,
): Promise<ListingPhoto> {
  const record = await ownListing(listingId, caller);
  if (record.photos.length >= PHOTO_LIMITS.perListing) throw tooMany();
  const form = await readForm();
  const alt = altOf(form.fields);
  const sizes = await reencoded(() => listingPhotoSizes(form.file));
  const photo: StoredPhoto = {
    id: newPhotoId(),
    width: sizes.large.width,
    height: sizes.large.height,
    ...(alt ? { alt } : {}),
  };
  await storage.saveListingPhoto(listingId, photo.id, sizes);
  const unstore = () => storage.deleteListingPhoto(listingId, photo.id);
  const result = await repository.changePhotos(
    listingId,
    (photos) => (photos.length >= PHOTO_LIMITS.perListing ? ('full' as const) : [...photos, photo]),
    // Perhaps after this call has answered 503: the write may still land until it gives up.
    () =>
      unstore().catch((error: unknown) => {
        logger.error('Photo objects left behind', { listingId, photoId: photo.id, error: String(error) });
      }),
  );
  if (result.outcome !== 'done') {
    await unstore();
    throw result.outcome === 'full' ? tooMany() : listingGone();
  }
  return listingPhotoOf(listingId, photo);
}

/**
 * DELETE /roommates/:id/photos/:photoId: the bytes first, then the listing's entry, so a failure
 * leaves at worst a listing whose photo shows missing, which a retry of the same call finishes.
 */
export async function removeListingPhoto(listingId: string, photoId: string, caller: Caller): Promise<void> {
  const record = await ownListing(listingId, caller);
  if (!record.photos.some((photo) => photo.id === photoId)) throw photoNotFound();
  await storage.deleteListingPhoto(listingId, photoId);
  const result = await repository.changePhotos(listingId, (photos) =>
    photos.filter((photo) => photo.id !== photoId),
  );
  if (result.outcome === 'listing-gone') throw listingGone();
}

const badOrder = () =>
  new HttpError(400, PHOTO_MESSAGES.badOrder, [
    { field: 'order', message: PHOTO_MESSAGES.badOrder, code: 'validation/invalid' },
  ]);

/** PUT /roommates/:id/photos: the photos in the order given, with the descriptions given. */
export async function orderListingPhotos(
  listingId: string,
  { order, alt = {} }: PhotoOrder,
  caller: Caller,
): Promise<ListingPhoto[]> {
  await ownListing(listingId, caller);
  const result = await repository.changePhotos(listingId, (photos) => {
    const byId = new Map(photos.map((photo) => [photo.id, photo]));
    const permutation = order.length === photos.length && new Set(order).size === order.length;
    if (!permutation || !order.every((id) => byId.has(id))) return 'bad-order' as const;
    if (!Object.keys(alt).every((id) => byId.has(id))) return 'bad-order' as const;
    return order.map((id) => {
      const { alt: stored, ...photo } = byId.get(id) as StoredPhoto;
      const text = id in alt ? alt[id] : stored;
      return text ? { ...photo, alt: text } : photo;
    });
  });
  if (result.outcome === 'listing-gone') throw listingGone();
  if (result.outcome === 'bad-order') throw badOrder();
  return result.photos.map((photo) => listingPhotoOf(listingId, photo));
}

/** POST /users/photo: a square profile photo of the caller's own, replacing their earlier ones. */
export async function uploadAvatar(form: UploadedForm, caller: Caller): Promise<UploadedAvatar> {
  const image = await reencoded(() => avatarImage(form.file));
  const id = newPhotoId();
  await storage.saveAvatar(caller.uid, id, image);
  return { url: avatarUrl(caller.uid, id), width: image.width, height: image.height };
}
