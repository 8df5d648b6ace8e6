import type { ImgHTMLAttributes } from 'react';
import type { ListingPhoto } from '@roommate-finder/contract/photo-fields';

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

/** A photo's two files for the browser to pick from by the width it takes on screen. */
export const photoSrcSet = (photo: ListingPhoto) => `${photo.thumbUrl} 480w, ${photo.url} 1600w`;

/**
 * A listing's photo as every screen draws it: its thumbnail (480 px) and large (1600 px) files
 * to pick from, and its width and height, so its box has its shape before the image arrives.
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
