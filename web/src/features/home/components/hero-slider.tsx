import { useT } from '@/lib/i18n/locale-provider';
import { useEffect, useRef, useState } from 'react';
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { paths } from '@/config/paths';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion';
import cityImage from '@/features/home/assets/hero-city.svg?no-inline';
import roomImage from '@/features/home/assets/hero-room.svg?no-inline';
import rooftopImage from '@/features/home/assets/hero-rooftop.svg?no-inline';
import { HeroSlide, type HeroSlideContent } from './hero-slide';
import './hero-slider.css';

/** docs/product.md, "Home page": a new slide every 8 seconds. */
const AUTOPLAY_DELAY_MS = 8000;

const SLIDES: HeroSlideContent[] = [
  {
    image: cityImage,
    phrases: ['hero.s1p1', 'hero.s1p2', 'hero.s1p3'],
    subtitle: 'hero.s1sub',
    action: { label: 'hero.s1action', to: paths.signUp },
  },
  {
    image: roomImage,
    phrases: ['hero.s2p1', 'hero.s2p2', 'hero.s2p3'],
    subtitle: 'hero.s2sub',
    action: { label: 'hero.s2action', to: paths.browse },
  },
  {
    image: rooftopImage,
    phrases: ['hero.s3p1', 'hero.s3p2', 'hero.s3p3'],
    subtitle: 'hero.s3sub',
    action: { label: 'hero.s3action', to: paths.addListing },
  },
];

/**
 * The home page's hero: three looping slides with arrows, clickable bullets
 * and the keyboard's arrow keys. It plays by itself unless the person asked
 * for less motion, and a button pauses it (WCAG 2.2.2).
 */
export function HeroSlider() {
  const { t } = useT();
  const reduceMotion = usePrefersReducedMotion();
  const swiperRef = useRef<SwiperInstance | null>(null);
  // null until the person chooses: then it follows their system's motion setting.
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reduceMotion;

  useEffect(() => {
    const autoplay = swiperRef.current?.autoplay;
    if (!autoplay) return;
    if (playing) autoplay.start();
    else autoplay.stop();
  }, [playing]);

  return (
    <section aria-label={t('hero.label')} className="hero-slider relative bg-teal-950">
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
        className="aspect-video min-h-[300px] w-full md:aspect-[21/9] md:min-h-[600px]"
      >
        {SLIDES.map((slide) => (
          <SwiperSlide key={slide.subtitle}>
            <HeroSlide slide={slide} animate={!reduceMotion} />
          </SwiperSlide>
        ))}
      </Swiper>
      <button
        type="button"
        onClick={() => setChoice(!playing)}
        className="absolute top-3 right-3 z-10 rounded-full bg-slate-950/60 px-3 py-1.5 text-xs font-semibold text-white hover:bg-slate-950/80 focus-visible:outline-2 focus-visible:outline-amber-300"
      >
        {t(playing ? 'hero.pause' : 'hero.play')}
      </button>
    </section>
  );
}
