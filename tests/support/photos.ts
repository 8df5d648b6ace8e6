/**
 * Photo test data: images drawn with sharp as the tests need them (a phone's 4,000 px photo, a
 * PNG with transparency, a JPEG carrying GPS EXIF), the committed HEIC (tests/fixtures/photos,
 * made with libheif's heif-enc: sharp cannot write HEVC), and an upload as the browser sends it.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { PHOTO_FIELD } from '@roommate-finder/contract/photo-fields';
import { APP_URL, jsonResponseOf, type JsonResponse } from './api';

const FIXTURES = new URL('../fixtures/photos/', import.meta.url);

/** 320 x 240, HEVC-coded (an iPhone's format). */
export const heicPhoto = () => readFileSync(new URL('room.heic', FIXTURES));

const room = (width: number, height: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="${width}" height="${height}" fill="#dbe8f4"/>` +
      `<rect y="${height * 0.55}" width="${width}" height="${height * 0.45}" fill="#a0714f"/>` +
      `<rect x="${width * 0.1}" y="${height * 0.1}" width="${width * 0.3}" height="${height * 0.35}" fill="#f8f1c4"/>` +
      `</svg>`,
  );

export const jpegPhoto = (width = 800, height = 600) => sharp(room(width, height)).jpeg().toBuffer();
export const webpPhoto = (width = 640, height = 480) => sharp(room(width, height)).webp().toBuffer();

/** Half of it transparent. */
export const transparentPng = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="150" height="200" fill="#2a7"/></svg>',
    ),
  )
    .png()
    .toBuffer();

/** Where the photo was taken, as a phone writes it: 23.78 N, 90.36 E (Mirpur, Dhaka). */
export const GPS_EXIF = {
  IFD0: { Make: 'TestPhone', Model: 'Camera 12' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '23/1 46/1 48/1',
    GPSLongitudeRef: 'E',
    GPSLongitude: '90/1 21/1 36/1',
  },
};

/** A JPEG with the GPS position above, stored on its side (EXIF orientation 6: turn 90 degrees to show it). */
export const jpegWithGps = () =>
  sharp(room(400, 200)).jpeg().withExif(GPS_EXIF).withMetadata({ orientation: 6 }).toBuffer();

/** A small PDF: what a person may pick by mistake. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

export interface UploadOptions {
  fileName?: string;
  type?: string;
  alt?: string;
  field?: string;
}

/** POSTs a file as multipart/form-data through Hosting, as the web app does. */
export async function upload<T = unknown>(
  path: string,
  token: string | undefined,
  bytes: Uint8Array,
  { fileName = 'room.jpg', type = 'image/jpeg', alt, field = PHOTO_FIELD }: UploadOptions = {},
): Promise<JsonResponse<T>> {
  const form = new FormData();
  if (alt !== undefined) form.append('alt', alt);
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), fileName);
  const response = await fetch(`${APP_URL}/api${path}`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return jsonResponseOf<T>(response);
}

/** A served photo address (`/photos/...`) through Hosting: its status, headers and bytes. */
export async function fetchPhoto(url: string) {
  const response = await fetch(`${APP_URL}${url}`);
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}
