import { useT } from '@/lib/i18n/locale-provider';
import type { ListingPhoto } from '@roommate-finder/contract/photo-fields';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/navigation';
import { GalleryPhoto } from './gallery-photo';
import './gallery-carousel.css';

/**
 * A listing's photos in Swiper: swipe on a phone, arrows and the keyboard's arrow keys on a
 * desktop. A chunk of its own (listing-gallery.tsx), so the listing's page shows its first
 * photo without waiting for Swiper.
 */
export function GalleryCarousel({
  photos,
  alts,
  onIndexChange,
  className,
}: {
  photos: ListingPhoto[];
  alts: string[];
  onIndexChange: (index: number) => void;
  className: string;
}) {
  const { t } = useT();
  return (
    <Swiper
      modules={[A11y, Keyboard, Navigation]}
      navigation
      keyboard={{ enabled: true, onlyInViewport: true }}
      onSlideChange={(swiper) => onIndexChange(swiper.activeIndex)}
      a11y={{
        prevSlideMessage: t('gallery.previous'),
        nextSlideMessage: t('gallery.next'),
        firstSlideMessage: t('gallery.first'),
        lastSlideMessage: t('gallery.last'),
      }}
      className={`gallery-carousel ${className}`}
    >
      {photos.map((photo, index) => (
        <SwiperSlide key={photo.id}>
          <GalleryPhoto photo={photo} alt={alts[index] ?? ''} first={index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
