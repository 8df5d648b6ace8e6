import type { ImgHTMLAttributes } from 'react';
import type { ListingPhoto } from '@roommate-finder/contract/photo-fields';
import { THUMB_SIDE } from '@roommate-finder/contract/photo-sizes';

interface ListingPhotoImgProps extends Pick<
  ImgHTMLAttributes<HTMLImageElement>,
  'fetchPriority' | 'draggable'
> {
  photo: ListingPhoto;
  /** The file shown before the browser picks from the srcset: the thumbnail or the large one. */
  src: string;
  /** The width the image takes on screen, for the browser's pick of the srcset. */
  sizes: string;
  alt: string;
  loading: 'lazy' | 'eager';
  className: string;
}

/**
 * The thumbnail's width: the API makes it from the same picture as the large size, in its shape,
 * fit inside THUMB_SIDE and never enlarged (docs/api.md, "Photos").
 */
const thumbWidth = ({ width, height }: ListingPhoto) =>
  Math.round(width * Math.min(1, THUMB_SIDE / Math.max(width, height)));

/**
 * A photo's two files for the browser to pick from by the width it takes on screen, each at its
 * own width (a portrait photo's are narrower than its long side). Where the photo is no larger
 * than a thumbnail its two files have the same pixels: the large one alone, the finer of the two.
 */
export const photoSrcSet = (photo: ListingPhoto) => {
  const thumb = thumbWidth(photo);
  return thumb < photo.width
    ? `${photo.thumbUrl} ${thumb}w, ${photo.url} ${photo.width}w`
    : `${photo.url} ${photo.width}w`;
};

/**
 * A listing's photo as every screen draws it: its thumbnail (at most 480 px) and large (at most
 * 1600 px) files to pick from, and its width and height, so its box has its shape before the image arrives.
 */
export function ListingPhotoImg({ photo, src, alt, ...img }: ListingPhotoImgProps) {
  return (
    <img
      src={src}
      alt={alt}
      srcSet={photoSrcSet(photo)}
      width={photo.width}
      height={photo.height}
      decoding="async"
      {...img}
    />
  );
}
