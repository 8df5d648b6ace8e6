/**
 * Photos of listings and profile photos (docs/api.md, "Photos"), through Hosting as the browser
 * sends and shows them. The local Cloud Storage server is read back through the Storage JSON API
 * with firebase-admin, not through the API's own code.
 */
import { getStorage } from 'firebase-admin/storage';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@roommate-finder/contract/api-error';
import type { Listing } from '@roommate-finder/contract/listing';
import {
  PHOTO_LIMITS,
  PHOTO_MESSAGES,
  type ListingPhoto,
  type UploadedAvatar,
} from '@roommate-finder/contract/photos';
import { adminApp, COLLECTIONS } from '../../functions/src/firestore';
import { EMULATOR_ENV } from '../../scripts/lib/stack';
import { api } from '../support/api';
import type { TestAccount } from '../support/auth-emulator';
import { failCommits, healCommits } from '../support/firestore-control';
import { accountsAndListings } from '../support/listings';
import {
  fetchPhoto,
  heicPhoto,
  jpegPhoto,
  jpegWithGps,
  PDF_BYTES,
  transparentPng,
  upload,
  webpPhoto,
} from '../support/photos';

const PHOTO_CACHE = 'public, max-age=31536000, s-maxage=3600, immutable';

const { accounts, listings, deleteAll } = accountsAndListings();
let owner: TestAccount;
let stranger: TestAccount;

beforeAll(async () => {
  [owner, stranger] = await Promise.all([accounts.create(), accounts.create()]);
});
afterAll(deleteAll);

const newListing = async (account: TestAccount = owner) => (await listings.create(account)).id;

const addPhoto = (listingId: string, bytes: Uint8Array, options?: Parameters<typeof upload>[3]) =>
  upload<ListingPhoto & ApiErrorBody>(`/roommates/${listingId}/photos`, owner.idToken, bytes, options);

async function listingPhotos(listingId: string): Promise<ListingPhoto[]> {
  const response = await api<Listing>(`/roommates/${listingId}`);
  expect(response.status).toBe(200);
  return response.body.photos;
}

/** Width, height, format and metadata of a served image. */
async function served(url: string) {
  const photo = await fetchPhoto(url);
  expect(photo.status, url).toBe(200);
  const { width, height, format, exif, xmp, icc, hasAlpha } = await sharp(photo.bytes).metadata();
  return { photo, width, height, format, exif, xmp, icc, hasAlpha };
}

const longSide = (image: { width?: number; height?: number }) =>
  Math.max(image.width ?? 0, image.height ?? 0);

/** A refusal naming `photo`, with the code a client picks its own words by (docs/api.md, "Errors"). */
const refusalNamingPhoto = (status: number, message: string) => {
  const code =
    status === 413
      ? 'request/too-large'
      : message === PHOTO_MESSAGES.notAnImage
        ? 'photo/not-an-image'
        : message === PHOTO_MESSAGES.tooMany
          ? 'photo/too-many'
          : 'validation/invalid';
  return { status, body: { message, code, errors: [{ field: 'photo', message, code }] } };
};

describe('POST /roommates/:id/photos', () => {
  it('takes JPEG, PNG with transparency, WebP and HEIC, decided by content, and serves WebP sizes of them', async () => {
    const listingId = await newListing();
    const files: [string, Buffer, string, string][] = [
      ['JPEG', await jpegPhoto(800, 600), 'room.jpg', 'image/jpeg'],
      ['PNG', await transparentPng(), 'room.png', 'image/png'],
      ['WebP', await webpPhoto(640, 480), 'room.webp', 'image/webp'],
      // An iPhone's photo, sent with a name and type that say nothing.
      ['HEIC', heicPhoto(), 'IMG_0001', 'application/octet-stream'],
    ];
    for (const [format, bytes, fileName, type] of files) {
      const response = await addPhoto(listingId, bytes, { fileName, type });
      expect(response.status, format).toBe(201);
      expect(Object.keys(response.body).sort(), format).toEqual(['height', 'id', 'thumbUrl', 'url', 'width']);
      const large = await served(response.body.url);
      expect(large.format, format).toBe('webp');
      expect([large.width, large.height], format).toEqual([response.body.width, response.body.height]);
      expect((await served(response.body.thumbUrl)).format, format).toBe('webp');
    }
    const photos = await listingPhotos(listingId);
    expect(photos.map((photo) => [photo.width, photo.height])).toEqual([
      [800, 600],
      [300, 200],
      [640, 480],
      [320, 240],
    ]);
    expect((await served(photos[1]!.url)).hasAlpha).toBe(true);
  });

  it('makes the large size at most 1,600 px and the thumbnail at most 480 px on the long side', async () => {
    const listingId = await newListing();
    const response = await addPhoto(listingId, await jpegPhoto(4000, 3000));
    expect(response.status).toBe(201);
    expect([response.body.width, response.body.height]).toEqual([1600, 1200]);
    expect(longSide(await served(response.body.url))).toBe(PHOTO_LIMITS.largeSide);
    const thumb = await served(response.body.thumbUrl);
    expect([thumb.width, thumb.height]).toEqual([480, 360]);
  });

  it('serves a JPEG carrying GPS EXIF without any metadata, turned as the camera said', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const listingId = await newListing();
    const response = await addPhoto(listingId, original);
    expect(response.status).toBe(201);
    for (const url of [response.body.url, response.body.thumbUrl]) {
      const image = await served(url);
      expect({ exif: image.exif, xmp: image.xmp, icc: image.icc }).toEqual({
        exif: undefined,
        xmp: undefined,
        icc: undefined,
      });
      expect(image.photo.bytes.includes('Exif')).toBe(false);
      expect(image.photo.bytes.includes('EXIF')).toBe(false);
      // Stored 400 x 200 on its side: shown upright, it is 200 x 400.
      expect(image.height).toBeGreaterThan(image.width ?? 0);
    }
  });

  it('refuses what is not an image, whatever its name or declared type, naming photo', async () => {
    const listingId = await newListing();
    const notAnImage = refusalNamingPhoto(400, PHOTO_MESSAGES.notAnImage);
    for (const [what, bytes, options] of [
      [
        'text renamed .jpg',
        Buffer.from('just some text, not a photo'),
        { fileName: 'room.jpg', type: 'image/jpeg' },
      ],
      ['PDF declared image/jpeg', PDF_BYTES, { fileName: 'room.jpg', type: 'image/jpeg' }],
      [
        'SVG',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
        { fileName: 'a.svg', type: 'image/svg+xml' },
      ],
      ['a JPEG cut after its header', (await jpegPhoto()).subarray(0, 200), {}],
    ] as const) {
      const response = await addPhoto(listingId, bytes, options);
      expect({ status: response.status, body: response.body }, what).toEqual(notAnImage);
    }
    const missing = await upload(`/roommates/${listingId}/photos`, owner.idToken, await jpegPhoto(), {
      field: 'file',
    });
    expect({ status: missing.status, body: missing.body }).toEqual(
      refusalNamingPhoto(400, PHOTO_MESSAGES.missing),
    );
    const json = await api<ApiErrorBody>(`/roommates/${listingId}/photos`, {
      method: 'POST',
      token: owner.idToken,
      body: {},
    });
    expect(json.status).toBe(400);
    expect(json.body.errors?.[0]?.field).toBe('photo');
    expect(await listingPhotos(listingId)).toEqual([]);
  });

  it('answers 413 naming photo to a file of 10 MB and 1 byte, and to a body over the whole form’s limit', async () => {
    const listingId = await newListing();
    const jpeg = await jpegPhoto();
    // Just over: the form is read, its file weighed. Beyond the 64 KB the form around it may take
    // (docs/api.md, "Limits and headers"): the body is refused unread.
    for (const bytes of [PHOTO_LIMITS.fileBytes + 1, PHOTO_LIMITS.fileBytes + 128 * 1024]) {
      const big = Buffer.alloc(bytes);
      jpeg.copy(big);
      const response = await addPhoto(listingId, big);
      expect({ status: response.status, body: response.body }, `${bytes} bytes`).toEqual(
        refusalNamingPhoto(413, PHOTO_MESSAGES.tooLarge),
      );
    }
  });

  it('takes 8 photos and refuses a ninth', async () => {
    const listingId = await newListing();
    const bytes = await webpPhoto(200, 150);
    for (let count = 1; count <= PHOTO_LIMITS.perListing; count++) {
      expect((await addPhoto(listingId, bytes)).status).toBe(201);
    }
    const ninth = await addPhoto(listingId, bytes);
    expect({ status: ninth.status, body: ninth.body }).toEqual(
      refusalNamingPhoto(400, PHOTO_MESSAGES.tooMany),
    );
    expect(await listingPhotos(listingId)).toHaveLength(PHOTO_LIMITS.perListing);
  });

  it("refuses someone else's listing (403) and a caller without a token (401)", async () => {
    const listingId = await newListing();
    const bytes = await jpegPhoto();
    const other = await upload<ApiErrorBody>(`/roommates/${listingId}/photos`, stranger.idToken, bytes);
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('listing/not-owner');
    const anonymous = await upload<ApiErrorBody>(`/roommates/${listingId}/photos`, undefined, bytes);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('auth/sign-in-required');
    const missing = await upload<ApiErrorBody>('/roommates/no-such-listing/photos', owner.idToken, bytes);
    expect(missing.status).toBe(404);
    expect(await listingPhotos(listingId)).toEqual([]);
  });

  it("keeps the owner's own description as the photo's alt", async () => {
    const listingId = await newListing();
    const response = await addPhoto(listingId, await jpegPhoto(), { alt: '  The balcony at sunset  ' });
    expect(response.status).toBe(201);
    expect(response.body.alt).toBe('The balcony at sunset');
    const tooLong = await addPhoto(listingId, await jpegPhoto(), { alt: 'x'.repeat(PHOTO_LIMITS.alt + 1) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({
      code: 'validation/too-long',
      errors: [{ field: 'alt', message: `Photo description must be at most ${PHOTO_LIMITS.alt} characters` }],
    });
  });
});

describe('the stored objects', () => {
  it('are in the local Cloud Storage server, read back through the Storage API', async () => {
    const listingId = await newListing();
    const response = await addPhoto(listingId, await jpegPhoto(1200, 900));
    expect(response.status).toBe(201);
    Object.assign(process.env, EMULATOR_ENV);
    const bucket = getStorage(adminApp()).bucket();
    const [files] = await bucket.getFiles({ prefix: `listings/${listingId}/` });
    expect(files.map((file) => file.name).sort()).toEqual([
      `listings/${listingId}/${response.body.id}-large.webp`,
      `listings/${listingId}/${response.body.id}-thumb.webp`,
    ]);
    const [bytes] = await bucket.file(`listings/${listingId}/${response.body.id}-large.webp`).download();
    const [metadata] = await bucket
      .file(`listings/${listingId}/${response.body.id}-large.webp`)
      .getMetadata();
    expect(metadata.contentType).toBe('image/webp');
    expect(bytes.equals((await fetchPhoto(response.body.url)).bytes)).toBe(true);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 900 });
  });
});

describe('an upload that Firestore fails after Storage took the bytes', () => {
  const storedObjects = async (listingId: string) => {
    Object.assign(process.env, EMULATOR_ENV);
    const [files] = await getStorage(adminApp())
      .bucket()
      .getFiles({ prefix: `listings/${listingId}/` });
    return files.map((file) => file.name);
  };

  /** Uploads a photo while Firestore fails every write of the listing: the API's answer is 503. */
  async function uploadWhileFailing(listingId: string) {
    const listingPath = `${COLLECTIONS.roommates}/${listingId}`;
    await failCommits(listingPath);
    try {
      const failed = await addPhoto(listingId, await jpegPhoto());
      expect(failed.status).toBe(503);
      expect(failed.body.code).toBe('server/database-unavailable');
    } finally {
      await healCommits(listingPath);
    }
  }

  it('keeps the files of a photo that Firestore records after the 503 after all: the photo is whole', async () => {
    const listingId = await newListing();
    // firebase-admin goes on retrying the write after the API has answered; here Firestore is back meanwhile.
    await uploadWhileFailing(listingId);
    await expect.poll(async () => (await listingPhotos(listingId)).length, { timeout: 30_000 }).toBe(1);
    const [photo] = await listingPhotos(listingId);
    for (const url of [photo!.url, photo!.thumbUrl]) expect((await fetchPhoto(url)).status, url).toBe(200);
    expect(await storedObjects(listingId)).toHaveLength(2);
  });
});

describe('order and delete', () => {
  it('sets the order (the first is the cover), refuses an order that is not the listing photos, and deletes one', async () => {
    const listingId = await newListing();
    const ids: string[] = [];
    for (const width of [300, 400, 500])
      ids.push((await addPhoto(listingId, await webpPhoto(width, 200))).body.id);
    const reordered = [ids[2]!, ids[0]!, ids[1]!];
    const put = await api<ListingPhoto[]>(`/roommates/${listingId}/photos`, {
      method: 'PUT',
      token: owner.idToken,
      body: { order: reordered, alt: { [ids[0]!]: 'Kitchen' } },
    });
    expect(put.status).toBe(200);
    expect(put.body.map((photo) => photo.id)).toEqual(reordered);
    const photos = await listingPhotos(listingId);
    expect(photos.map((photo) => [photo.id, photo.width, photo.alt])).toEqual([
      [ids[2], 500, undefined],
      [ids[0], 300, 'Kitchen'],
      [ids[1], 400, undefined],
    ]);

    for (const order of [
      [ids[0]],
      [...ids, ids[0]],
      [ids[0], ids[1], 'AAAAAAAAAAAAAAAAAAAA'],
      [ids[0], ids[0], ids[1]],
    ]) {
      const refused = await api<ApiErrorBody>(`/roommates/${listingId}/photos`, {
        method: 'PUT',
        token: owner.idToken,
        body: { order },
      });
      expect(refused.status, JSON.stringify(order)).toBe(400);
      expect(refused.body.errors?.[0]?.field).toBe('order');
    }
    const stranger403 = await api(`/roommates/${listingId}/photos`, {
      method: 'PUT',
      token: stranger.idToken,
      body: { order: reordered },
    });
    expect(stranger403.status).toBe(403);

    const removed = photos[1]!;
    expect(
      (
        await api(`/roommates/${listingId}/photos/${removed.id}`, {
          method: 'DELETE',
          token: stranger.idToken,
        })
      ).status,
    ).toBe(403);
    const deleted = await api(`/roommates/${listingId}/photos/${removed.id}`, {
      method: 'DELETE',
      token: owner.idToken,
    });
    expect(deleted.status).toBe(204);
    expect((await listingPhotos(listingId)).map((photo) => photo.id)).toEqual([ids[2], ids[1]]);
    expect((await fetchPhoto(removed.url)).status).toBe(404);
    expect((await fetchPhoto(removed.thumbUrl)).status).toBe(404);
    const again = await api<ApiErrorBody>(`/roommates/${listingId}/photos/${removed.id}`, {
      method: 'DELETE',
      token: owner.idToken,
    });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(PHOTO_MESSAGES.notFound);
  });

  it('deletes every photo with its listing: their addresses answer 404 from then on', async () => {
    const listingId = await newListing();
    const urls: string[] = [];
    for (const bytes of [await jpegPhoto(), heicPhoto()]) {
      const response = await addPhoto(listingId, bytes);
      urls.push(response.body.url, response.body.thumbUrl);
    }
    for (const url of urls) expect((await fetchPhoto(url)).status).toBe(200);
    const deleted = await api(`/roommates/${listingId}`, { method: 'DELETE', token: owner.idToken });
    expect(deleted.status).toBe(200);
    for (const url of urls) {
      const gone = await fetchPhoto(url);
      expect(gone.status, url).toBe(404);
      expect(gone.headers.get('cache-control')).toBe('private, no-store');
    }
    Object.assign(process.env, EMULATOR_ENV);
    const [files] = await getStorage(adminApp())
      .bucket()
      .getFiles({ prefix: `listings/${listingId}/` });
    expect(files).toEqual([]);
  });
});

describe('serving photos', () => {
  it('lets browsers and the CDN keep a photo, as WebP, never sniffed; refuses addresses that name no photo', async () => {
    const listingId = await newListing();
    const response = await addPhoto(listingId, await jpegPhoto());
    for (const url of [response.body.url, response.body.thumbUrl]) {
      const photo = await fetchPhoto(url);
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/webp');
      expect(photo.headers.get('cache-control')).toBe(PHOTO_CACHE);
      expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
    }
    for (const url of [
      '/photos/listings/x/../../secret.webp',
      '/photos/avatars/abc',
      '/photos/other/thing.webp',
      `/photos/listings/${listingId}/AAAAAAAAAAAAAAAAAAAA-large.webp`,
    ]) {
      const photo = await fetchPhoto(url);
      expect(photo.status, url).toBe(404);
      expect(photo.headers.get('cache-control'), url).toBe('private, no-store');
    }
  });
});

describe('POST /users/photo', () => {
  it('makes a 256 px square WebP profile photo of any accepted format, and refuses a PDF', async () => {
    for (const bytes of [await jpegPhoto(1200, 800), heicPhoto()]) {
      const response = await upload<UploadedAvatar>('/users/photo', owner.idToken, bytes);
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        url: expect.stringMatching(new RegExp(`^/photos/avatars/${owner.uid}/`)),
        width: 256,
        height: 256,
      });
      const image = await served(response.body.url);
      expect([image.format, image.width, image.height, image.exif]).toEqual(['webp', 256, 256, undefined]);
    }
    const pdf = await upload('/users/photo', owner.idToken, PDF_BYTES);
    expect({ status: pdf.status, body: pdf.body }).toEqual(
      refusalNamingPhoto(400, PHOTO_MESSAGES.notAnImage),
    );
    expect((await upload('/users/photo', undefined, await jpegPhoto())).status).toBe(401);
  });
});
