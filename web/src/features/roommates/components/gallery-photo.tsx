import type { Listing } from '@roommate-finder/contract/listing';
import type { ListingPhoto } from '@roommate-finder/contract/photo-fields';
import { preload } from 'react-dom';
import { ListingPhotoImg, photoSrcSet } from './listing-photo-img';

/** Takes the article's width: the whole screen on a phone, at most 768 px from md up. */
export const GALLERY_SIZES = '(min-width: 768px) 768px, 100vw';

/** One photo of a listing's gallery, as large as its box allows, whole (not cut). */
export function GalleryPhoto({ photo, alt, first }: { photo: ListingPhoto; alt: string; first: boolean }) {
  return (
    <ListingPhotoImg
      photo={photo}
      src={photo.url}
      sizes={GALLERY_SIZES}
      alt={alt}
      // The first is the page's largest picture: asked for at once, before scripts and fonts.
      // The others only as the person moves to them.
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      // A mouse drag moves to the next photo (Swiper), never drags the picture out of the page.
      draggable={false}
      className="h-full w-full object-contain"
    />
  );
}

/**
 * Asks for the gallery's first photo as soon as the listing has been read (a listing's loader
 * calls it), the file the browser will pick for the gallery and as urgently: the screen is drawn
 * only once the page's language and font are ready too, and the request would otherwise start
 * only then. On a slow phone network the photo then comes while the font does
 * (docs/architecture.md, "Keeping the first page light").
 */
export function preloadGalleryCover({ photos }: Pick<Listing, 'photos'>): void {
  const [cover] = photos;
  if (!cover) return;
  preload(cover.url, {
    as: 'image',
    imageSrcSet: photoSrcSet(cover),
    imageSizes: GALLERY_SIZES,
    fetchPriority: 'high',
  });
}
