import type { ListingPhoto } from '@roommate-finder/contract/photo-fields';
import type { PhotoOrder } from '@roommate-finder/contract/photos';
import { PHOTO_FIELD } from '@roommate-finder/contract/photo-fields';
import { apiRequest } from '@/lib/api-client';
import * as apiPaths from '@/config/api-paths';
import { apiUpload } from '@/lib/api-upload';

/** POST /roommates/:id/photos (owner only): one photo, with how much of it has gone. */
export function uploadListingPhoto(
  listingId: string,
  file: Blob,
  fileName: string,
  onProgress: (sent: number) => void,
  signal?: AbortSignal,
): Promise<ListingPhoto> {
  const form = new FormData();
  form.append(PHOTO_FIELD, file, fileName);
  return apiUpload<ListingPhoto>(apiPaths.listingPhotos(listingId), {
    form,
    onProgress,
    ...(signal ? { signal } : {}),
  });
}

/** DELETE /roommates/:id/photos/:photoId (owner only). */
export function deleteListingPhoto(listingId: string, photoId: string): Promise<void> {
  return apiRequest<void>(apiPaths.listingPhoto(listingId, photoId), { method: 'DELETE' });
}

/** PUT /roommates/:id/photos (owner only): the order (the first is the cover) and the owner's descriptions. */
export function orderListingPhotos(listingId: string, order: PhotoOrder): Promise<ListingPhoto[]> {
  return apiRequest<ListingPhoto[]>(apiPaths.listingPhotos(listingId), { method: 'PUT', body: order });
}
