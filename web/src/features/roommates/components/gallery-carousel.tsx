import { useT } from '@/lib/i18n/locale-provider';
import type { ListingPhoto } from '@roommate-finder/contract/photo-fields';
import { useRef } from 'react';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import { useSwiper } from '@/lib/use-swiper';
import { GalleryPhoto } from './gallery-photo';

/**
 * A listing's photos in Swiper: swipe on a phone, arrows and the keyboard's arrow keys on a
 * desktop. A chunk of its own (listing-gallery.tsx), so the listing's page shows its first
 * photo without waiting for Swiper; React draws the slides and Swiper takes them over in a task
 * of its own (lib/use-swiper.ts).
 */
export function GalleryCarousel({
  photos,
  alts,
  index,
  onIndexChange,
  className,
}: {
  photos: ListingPhoto[];
  alts: string[];
  /** The photo in view, where Swiper starts when it is set up again (in another language). */
  index: number;
  onIndexChange: (index: number) => void;
  className: string;
}) {
  const { t } = useT();
  const container = useRef<HTMLDivElement>(null);
  const previous = useRef<HTMLDivElement>(null);
  const next = useRef<HTMLDivElement>(null);
  const messages = {
    prevSlideMessage: t('gallery.previous'),
    nextSlideMessage: t('gallery.next'),
    firstSlideMessage: t('gallery.first'),
    lastSlideMessage: t('gallery.last'),
  };
  useSwiper(
    container,
    () => ({
      modules: [A11y, Keyboard, Navigation],
      initialSlide: index,
      navigation: { prevEl: previous.current, nextEl: next.current },
      keyboard: { enabled: true, onlyInViewport: true },
      a11y: messages,
      on: { slideChange: (swiper) => onIndexChange(swiper.activeIndex) },
    }),
    Object.values(messages).join('\n'),
  );
  return (
    <div ref={container} className={`swiper gallery-carousel ${className}`}>
      <div className="swiper-wrapper">
        {photos.map((photo, photoIndex) => (
          <div key={photo.id} className="swiper-slide">
            <GalleryPhoto photo={photo} alt={alts[photoIndex] ?? ''} first={photoIndex === 0} />
          </div>
        ))}
      </div>
      <div ref={previous} className="swiper-button-prev" />
      <div ref={next} className="swiper-button-next" />
    </div>
  );
}
