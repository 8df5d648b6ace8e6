import { useT } from '@/lib/i18n/locale-provider';
import { useEffect, useRef } from 'react';
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { HeroSlide, type HeroSlideContent } from './hero-slide';
import './hero-slider.css';

/** docs/product.md, "Home page": a new slide every 8 seconds. */
const AUTOPLAY_DELAY_MS = 8000;

/**
 * The hero's slides in Swiper: looping, with arrows, clickable bullets and the keyboard's
 * arrow keys, playing by itself while `playing`. A chunk of its own (hero-slider.tsx), so
 * the first page draws the first slide without waiting for Swiper.
 */
export function HeroCarousel({
  slides,
  playing,
  animate,
  className,
}: {
  slides: HeroSlideContent[];
  playing: boolean;
  animate: boolean;
  className: string;
}) {
  const { t } = useT();
  const swiperRef = useRef<SwiperInstance | null>(null);

  useEffect(() => {
    const autoplay = swiperRef.current?.autoplay;
    if (!autoplay) return;
    if (playing) autoplay.start();
    else autoplay.stop();
  }, [playing]);

  return (
    <Swiper
      modules={[A11y, Autoplay, Keyboard, Navigation, Pagination]}
      onSwiper={(swiper) => {
        swiperRef.current = swiper;
      }}
      loop
      autoplay={{ delay: AUTOPLAY_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
      navigation
      pagination={{ clickable: true }}
      keyboard={{ enabled: true }}
      a11y={{
        prevSlideMessage: t('hero.previous'),
        nextSlideMessage: t('hero.next'),
        firstSlideMessage: t('hero.first'),
        lastSlideMessage: t('hero.last'),
        // Swiper puts the bullet's number where the message has {{index}}.
        paginationBulletMessage: t('hero.goToSlide', { index: '{{index}}' }),
      }}
      className={className}
    >
      {slides.map((slide) => (
        <SwiperSlide key={slide.subtitle}>
          <HeroSlide slide={slide} animate={animate} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
