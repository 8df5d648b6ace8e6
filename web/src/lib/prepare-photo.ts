import { PHOTO_LIMITS } from '@roommate-finder/contract/photo-fields';

export interface PreparedPhoto {
  /** What is sent: the file itself, or a smaller JPEG of it. */
  file: Blob;
  name: string;
  /** An address the page can show it from (`blob:`), or null where the browser cannot draw it (HEIC). */
  previewUrl: string | null;
}

const JPEG_QUALITY = 0.85;

async function canvasJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    // A PNG's transparent parts would turn black in a JPEG.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

/**
 * A photo as the web app sends it, a listing's or a profile photo (docs/product.md, "Photos"): a
 * picture whose long side is over
 * 2,048 px is drawn smaller, upright, into a JPEG (a phone's 12 MP photo of 4 to 5 MB becomes
 * a few hundred kB, and loses its EXIF on the way); a smaller one goes as it is. A file the
 * browser cannot draw (HEIC, in most browsers) goes as it is too: the server decodes it, and
 * checks everything the browser sends anyway.
 */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { file, name: file.name, previewUrl: null };
  }
  try {
    const longSide = Math.max(bitmap.width, bitmap.height);
    if (longSide <= PHOTO_LIMITS.uploadSide)
      return { file, name: file.name, previewUrl: URL.createObjectURL(file) };
    const scale = PHOTO_LIMITS.uploadSide / longSide;
    const smaller = await canvasJpeg(
      bitmap,
      Math.round(bitmap.width * scale),
      Math.round(bitmap.height * scale),
    );
    if (!smaller) return { file, name: file.name, previewUrl: URL.createObjectURL(file) };
    const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
    return { file: smaller, name, previewUrl: URL.createObjectURL(smaller) };
  } finally {
    bitmap.close();
  }
}
