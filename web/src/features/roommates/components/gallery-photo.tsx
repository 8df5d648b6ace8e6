import type { ListingPhoto } from '@roommate-finder/contract/photo-fields';
import { ListingPhotoImg } from './listing-photo-img';

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
