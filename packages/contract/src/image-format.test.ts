import { describe, expect, it } from 'vitest';
import { imageFormatOf } from './image-format';

/** Bytes from parts: text (one byte a character) and numbers. */
const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((character) => character.charCodeAt(0)) : part,
    ),
  );
const latin1 = (value: Uint8Array) => String.fromCharCode(...value);

describe('imageFormatOf', () => {
  it('knows the four formats the API takes by their first bytes', () => {
    expect(imageFormatOf(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('jpeg');
    expect(imageFormatOf(bytes([0x89], 'PNG\r\n\x1a\n', 'IHDR'))).toBe('png');
    expect(imageFormatOf(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
    for (const brand of ['heic', 'heix', 'mif1', 'msf1', 'avif']) {
      expect(imageFormatOf(bytes([0, 0, 0, 0x18], 'ftyp', brand, [0, 0, 0, 0])), brand).toBe('heif');
    }
  });

  it('refuses everything else, whatever it would be named', () => {
    for (const other of [
      bytes('%PDF-1.4\n'),
      bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      bytes('GIF89a'),
      bytes('II*\0'),
      bytes([0, 0, 0, 0x18], 'ftyp', 'mp42', [0, 0, 0, 0]),
      bytes('RIFF', [0, 0, 0, 0], 'WAVE'),
      bytes([0xff, 0xd8]),
      bytes(''),
    ]) {
      expect(imageFormatOf(other), latin1(other)).toBeNull();
    }
  });
});
