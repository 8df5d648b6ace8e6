import { useT } from '@/lib/i18n/locale-provider';
import { useEffect, useState } from 'react';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { HeroSlide, type HeroSlideContent } from './hero-slide';
import './hero-slider.css';

/** docs/product.md, "Home page": a new slide every 8 seconds. */
const SLIDE_EVERY_MS = 8000;

/**
 * The hero's slides in Swiper: looping, with arrows, clickable bullets and the keyboard's
 * arrow keys, playing by itself while `playing`. A chunk of its own (hero-slider.tsx), so
 * the first page draws the first slide without waiting for Swiper.
 *
 * Playing costs the phone as little as it can (docs/architecture.md, "Keeping the first page
 * light"). The next slide comes from one timer, restarted whenever a slide comes (by itself or
 * by the person's hand) and held while the pointer is over the slider or the focus in it:
 * Swiper's own autoplay measures the time left at every frame (for a progress bar this page does
 * not have), which keeps the main thread drawing frames all the time. And only the slide in view
 * types: the others show their first phrase and start typing when they come.
 */
export function HeroCarousel({
  slides,
  playing,
  className,
}: {
  slides: HeroSlideContent[];
  playing: boolean;
  className: string;
}) {
  const { t } = useT();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [inView, setInView] = useState(0);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (!swiper) return;
    // The WAI-ARIA carousel pattern: slides that change by themselves are not announced.
    swiper.wrapperEl.setAttribute('aria-live', playing ? 'off' : 'polite');
    if (!playing || held) return;
    const next = window.setTimeout(() => swiper.slideNext(), SLIDE_EVERY_MS);
    return () => window.clearTimeout(next);
  }, [swiper, playing, held, inView]);

  return (
    // Held by a mouse over it or the keyboard's focus in it, not by a finger's tap (a phone has
    // no pointer leaving and keeps the focus where it tapped). Swiper takes every on… prop for
    // an event of its own, so they are watched around it.
    <div
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHeld(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHeld(false)}
      onFocus={(event) => event.target.matches(':focus-visible') && setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      <Swiper
        modules={[A11y, Keyboard, Navigation, Pagination]}
        onSwiper={setSwiper}
        onRealIndexChange={(instance) => setInView(instance.realIndex)}
        loop
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
        {slides.map((slide, index) => (
          <SwiperSlide key={slide.subtitle}>
            <HeroSlide slide={slide} line={playing && index === inView ? 'typing' : 'first'} />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
