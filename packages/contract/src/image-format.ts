/**
 * What kind of image a file is, from its first bytes (its magic numbers), never from its name or
 * the type a client declares: a PDF renamed `room.jpg` and sent as `image/jpeg` is still a PDF.
 * Only the four formats the API takes are recognised (docs/api.md, "Photos"); the image library
 * behind them reads many more (SVG, TIFF, GIF, PDF through other loaders), which the API never
 * hands it.
 */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'heif';

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);

/** HEIF's `ftyp` brands of still images and sequences: HEVC (HEIC), generic HEIF, and AV1 (AVIF). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis']);

/** How many of a file's first bytes imageFormatOf reads. */
export const IMAGE_FORMAT_BYTES = 12;

export function imageFormatOf(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  // An ISO base media file: a box whose type is `ftyp`, then the major brand.
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12))) {
    return 'heif';
  }
  return null;
}
