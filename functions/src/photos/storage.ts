import { adminApp } from '../firestore';
import type { EncodedImage } from './image-processing';
import {
  avatarFolder,
  avatarObject,
  listingFolder,
  listingObject,
  PHOTO_CACHE_CONTROL,
} from './photo-objects';

/**
 * The only module that touches Cloud Storage, through firebase-admin (locally the stack's own
 * Storage server: README, "Local Firebase"). What is stored where: photo-objects.ts.
 */

/** The project's default bucket. The Storage client loads with the first photo, not at the function's start. */
const bucket = async () => (await import('firebase-admin/storage')).getStorage(adminApp()).bucket();

async function save(name: string, image: EncodedImage): Promise<void> {
  await (await bucket()).file(name).save(image.data, {
    resumable: false,
    contentType: 'image/webp',
    metadata: { cacheControl: PHOTO_CACHE_CONTROL },
  });
}

export async function saveListingPhoto(
  listingId: string,
  photoId: string,
  sizes: { large: EncodedImage; thumb: EncodedImage },
): Promise<void> {
  await Promise.all([
    save(listingObject(listingId, photoId, 'large'), sizes.large),
    save(listingObject(listingId, photoId, 'thumb'), sizes.thumb),
  ]);
}

/** Deletes both sizes of a photo; a size already gone is no error, so a retry finishes what a failure left. */
export async function deleteListingPhoto(listingId: string, photoId: string): Promise<void> {
  const photos = await bucket();
  await Promise.all(
    (['large', 'thumb'] as const).map((size) =>
      photos.file(listingObject(listingId, photoId, size)).delete({ ignoreNotFound: true }),
    ),
  );
}

/** Deletes every photo of a listing; again and again without harm, so a retry finishes it. */
export async function deleteListingPhotos(listingId: string): Promise<void> {
  await (await bucket()).deleteFiles({ prefix: listingFolder(listingId) });
}

/** Stores a profile photo, then deletes the person's earlier ones (no address of theirs is shown any more). */
export async function saveAvatar(uid: string, photoId: string, image: EncodedImage): Promise<void> {
  await save(avatarObject(uid, photoId), image);
  const [files] = await (await bucket()).getFiles({ prefix: avatarFolder(uid) });
  await Promise.all(
    files
      .filter((file) => file.name !== avatarObject(uid, photoId))
      .map((file) => file.delete({ ignoreNotFound: true })),
  );
}

/** The bytes of a photo's object, or null when there is none (deleted, or never made). */
export async function photoBytes(objectName: string): Promise<Buffer | null> {
  try {
    const [data] = await (await bucket()).file(objectName).download();
    return data;
  } catch (error) {
    if ((error as { code?: unknown }).code === 404) return null;
    throw error;
  }
}
