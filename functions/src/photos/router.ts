import { Router, type RequestHandler } from 'express';
import { API_MESSAGES } from '@roommate-finder/contract/api-error';
import { PHOTO_ID, PHOTO_MESSAGES, photoOrderSchema } from '@roommate-finder/contract/photos';
import { callerOf, requireAuth } from '../http/auth';
import { documentRouter } from '../http/document-id';
import { HttpError } from '../http/http-error';
import { pathParam, validate } from '../http/validate';
import { uploadedForm } from './multipart';
import { PHOTO_CACHE_CONTROL, PHOTO_OBJECT, PHOTO_PATH_PREFIX } from './photo-objects';
import * as service from './service';
import { photoBytes } from './storage';

/**
 * A listing's photos and the caller's profile photo (docs/api.md, "Photos"). Uploads are
 * multipart/form-data with one file in `photo`; `writeLimit` counts them as writes.
 */
export function photosRouter(writeLimit: RequestHandler): Router {
  const router = documentRouter(API_MESSAGES.listingNotFound);

  router.post('/roommates/:id/photos', requireAuth, writeLimit, async (req, res) => {
    const photo = await service.addListingPhoto(pathParam(req, 'id'), () => uploadedForm(req), callerOf(req));
    res.status(201).json(photo);
  });

  router.put(
    '/roommates/:id/photos',
    requireAuth,
    writeLimit,
    validate(photoOrderSchema),
    async (req, res) => {
      res.json(await service.orderListingPhotos(pathParam(req, 'id'), req.body, callerOf(req)));
    },
  );

  router.delete('/roommates/:id/photos/:photoId', requireAuth, writeLimit, async (req, res) => {
    const photoId = pathParam(req, 'photoId');
    if (!PHOTO_ID.test(photoId)) throw new HttpError(404, PHOTO_MESSAGES.notFound);
    await service.removeListingPhoto(pathParam(req, 'id'), photoId, callerOf(req));
    res.status(204).end();
  });

  router.post('/users/photo', requireAuth, writeLimit, async (req, res) => {
    res.status(201).json(await service.uploadAvatar(await uploadedForm(req), callerOf(req)));
  });

  return router;
}

/**
 * GET /photos/<object>: the stored WebP bytes, on the site's own origin (Hosting rewrites
 * `/photos/**` to the function). An address names a photo for ever (a new photo is a new id), so
 * browsers keep it for a year and the CDN for an hour (photo-objects.ts). A deleted photo, or an
 * address that cannot name one, answers 404 JSON, which nothing keeps.
 */
export function photoFilesRouter(): Router {
  const router = Router();
  router.get(`${PHOTO_PATH_PREFIX}*object`, async (req, res) => {
    const objectName = req.path.slice(PHOTO_PATH_PREFIX.length);
    const bytes = PHOTO_OBJECT.test(objectName) ? await photoBytes(objectName) : null;
    if (!bytes) throw new HttpError(404, PHOTO_MESSAGES.notFound);
    res.set('Cache-Control', PHOTO_CACHE_CONTROL).type('image/webp').send(bytes);
  });
  return router;
}
