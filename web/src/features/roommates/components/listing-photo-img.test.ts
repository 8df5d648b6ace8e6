import { describe, expect, it } from 'vitest';
import type { ListingPhoto } from '@roommate-finder/contract/photo-fields';
import { photoSrcSet } from './listing-photo-img';

const photo = (width: number, height: number): ListingPhoto => ({
  id: 'p1',
  url: '/photos/listings/l1/p1-large.webp',
  thumbUrl: '/photos/listings/l1/p1-thumb.webp',
  width,
  height,
});

// The browser picks from the srcset by the widths it states: a width larger than the file's
// makes it take a file too small for the box and stretch it (a blurred cover).
describe('photoSrcSet', () => {
  it('states the two files of a landscape photo at their widths', () => {
    expect(photoSrcSet(photo(1600, 1200))).toBe(
      '/photos/listings/l1/p1-thumb.webp 480w, /photos/listings/l1/p1-large.webp 1600w',
    );
  });

  it('states a portrait photo at its own, narrower widths', () => {
    expect(photoSrcSet(photo(600, 1200))).toBe(
      '/photos/listings/l1/p1-thumb.webp 240w, /photos/listings/l1/p1-large.webp 600w',
    );
    expect(photoSrcSet(photo(1200, 1600))).toBe(
      '/photos/listings/l1/p1-thumb.webp 360w, /photos/listings/l1/p1-large.webp 1200w',
    );
  });

  it('offers the large file alone where the photo is no larger than a thumbnail', () => {
    expect(photoSrcSet(photo(400, 300))).toBe('/photos/listings/l1/p1-large.webp 400w');
  });
});
