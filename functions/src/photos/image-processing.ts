import type { Sharp } from 'sharp';
import { PHOTO_LIMITS } from '@roommate-finder/contract/photo-fields';
import { imageFormatOf } from '@roommate-finder/contract/image-format';

/**
 * Every photo is decoded and encoded anew (docs/api.md, "Photos"): what is served is never the
 * bytes that were sent. The new files carry no metadata at all (sharp writes none unless asked):
 * no EXIF, so no GPS position of the home, no camera, no date; no XMP, no ICC profile (colours are
 * converted to sRGB). The orientation the camera wrote in EXIF is applied to the pixels first.
 */

/**
 * Loaded on the first photo, not when the function starts: sharp and libheif's WebAssembly take
 * about half a second to load, which every cold start of the API would pay (and the Functions
 * emulator gives a worker a few seconds to load on a busy machine).
 */
const loadSharp = async () => (await import('sharp')).default;
const loadHeicDecoder = async () => (await import('heic-decode')).default;

/** A file that is not a JPEG, PNG, WebP or HEIC/HEIF image, or one that does not decode as one. */
export class NotAnImageError extends Error {
  constructor(cause?: unknown) {
    super('Not an image the API takes', { cause });
    this.name = 'NotAnImageError';
  }
}

/**
 * Most pixels a photo may have (60 MP, a 9,000 x 6,700 image): a small file can claim a huge
 * image (a PNG of one colour), which would take gigabytes to decode.
 */
const MAX_PIXELS = 60_000_000;

const WEBP_QUALITY = { large: 80, thumb: 72, avatar: 80 } as const;

/**
 * The image as a sharp pipeline, upright. sharp's own libvips cannot decode HEVC, the codec of an
 * iPhone's HEIC photos: those go through libheif compiled to WebAssembly (heic-decode), which
 * applies the file's rotation and mirroring itself. AVIF (HEIF with AV1) is sharp's own.
 */
async function decoded(bytes: Buffer): Promise<Sharp> {
  const format = imageFormatOf(bytes);
  if (!format) throw new NotAnImageError();
  const sharp = await loadSharp();
  try {
    if (format === 'heif') {
      const { compression, width = 0, height = 0 } = await sharp(bytes).metadata();
      if (compression === 'hevc') {
        if (width * height > MAX_PIXELS) throw new NotAnImageError();
        const image = await (await loadHeicDecoder())({ buffer: bytes });
        return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
          raw: { width: image.width, height: image.height, channels: 4 },
        });
      }
    }
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
    // Reads the header now, so a file that only starts like an image is refused here.
    await image.metadata();
    return image.rotate();
  } catch (error) {
    throw error instanceof NotAnImageError ? error : new NotAnImageError(error);
  }
}

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

async function encoded(image: Sharp, quality: number): Promise<EncodedImage> {
  try {
    const { data, info } = await image.webp({ quality }).toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    // A file whose header is an image's but whose pixels are not (cut off, corrupt).
    throw new NotAnImageError(error);
  }
}

const fitInside = (side: number) =>
  ({ width: side, height: side, fit: 'inside', withoutEnlargement: true }) as const;

/** A listing's photo: a large size and a thumbnail of the same shape, both WebP. */
export async function listingPhotoSizes(
  bytes: Buffer,
): Promise<{ large: EncodedImage; thumb: EncodedImage }> {
  const image = await decoded(bytes);
  const [large, thumb] = await Promise.all([
    encoded(image.clone().resize(fitInside(PHOTO_LIMITS.largeSide)), WEBP_QUALITY.large),
    encoded(image.clone().resize(fitInside(PHOTO_LIMITS.thumbSide)), WEBP_QUALITY.thumb),
  ]);
  return { large, thumb };
}

/** A profile photo: a square of PHOTO_LIMITS.avatarSide, cut from the middle, WebP. */
export async function avatarImage(bytes: Buffer): Promise<EncodedImage> {
  const image = await decoded(bytes);
  const side = PHOTO_LIMITS.avatarSide;
  return encoded(
    image.resize({ width: side, height: side, fit: 'cover', position: 'attention' }),
    WEBP_QUALITY.avatar,
  );
}
