import type { UpdateResult } from '@roommate-finder/contract/api-results';
import { PHOTO_FIELD, type UploadedAvatar } from '@roommate-finder/contract/photo-fields';
import { apiRequest } from '@/lib/api-client';
import { apiUpload } from '@/lib/api-upload';
import { preparePhoto } from '@/lib/prepare-photo';
import * as apiPaths from '@/config/api-paths';

/**
 * POST /users/photo: the picture, made smaller in the browser when it is big, becomes a 256 px
 * square profile photo on the site (docs/api.md, "Photos"). Answers its full address, as
 * Firebase Auth keeps it (the API answers a path on the site).
 */
export async function uploadProfilePhoto(file: File): Promise<string> {
  const prepared = await preparePhoto(file);
  if (prepared.previewUrl) URL.revokeObjectURL(prepared.previewUrl);
  const form = new FormData();
  form.append(PHOTO_FIELD, prepared.file, prepared.name);
  const { url } = await apiUpload<UploadedAvatar>(apiPaths.userPhoto, { form });
  return new URL(url, window.location.origin).href;
}

/** PATCH /users: the person's record shows their new photo in the users list. */
export function saveRecordPhoto(email: string, photoURL: string): Promise<UpdateResult> {
  return apiRequest<UpdateResult>(apiPaths.users, { method: 'PATCH', body: { email, photoURL } });
}
