import { useT } from '@/lib/i18n/locale-provider';
import { useEffect, useRef, useState } from 'react';
import { Typewriter } from 'react-simple-typewriter';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { useSwiper } from '@/lib/use-swiper';
import { HeroSlide, type HeroSlideContent } from './hero-slide';

/** docs/product.md, "Home page": a new slide every 8 seconds. */
const SLIDE_EVERY_MS = 8000;
/** The typewriter's cursor: a sign, the same in both languages. */
const CURSOR = '_';

/** The line of the slide in view: its three phrases typed, deleted and typed again. */
const typing = (phrases: string[]) => (
  <Typewriter
    // A new language starts the typing again, in that language.
    key={phrases[0]}
    words={phrases}
    loop={5}
    cursor
    // Our own blink in steps (hero-slider.css says why) in place of the library's fade.
    cursorBlinking={false}
    cursorStyle={<span className="hero-caret">{CURSOR}</span>}
    cursorColor="#fbbf24"
    typeSpeed={80}
    deleteSpeed={50}
    delaySpeed={1000}
  />
);

/**
 * The hero's slides in Swiper: looping, with arrows, clickable bullets and the keyboard's
 * arrow keys, playing by itself while `playing`. A chunk of its own (hero-slider.tsx), so
 * the first page draws the first slide without waiting for Swiper; React draws the slides and
 * Swiper takes them over in a task of its own (lib/use-swiper.ts).
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
  const [inView, setInView] = useState(0);
  const [held, setHeld] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const previous = useRef<HTMLDivElement>(null);
  const next = useRef<HTMLDivElement>(null);
  const bullets = useRef<HTMLDivElement>(null);
  const messages = {
    prevSlideMessage: t('hero.previous'),
    nextSlideMessage: t('hero.next'),
    firstSlideMessage: t('hero.first'),
    lastSlideMessage: t('hero.last'),
    // Swiper puts the bullet's number where the message has {{index}}.
    paginationBulletMessage: t('hero.goToSlide', { index: '{{index}}' }),
  };
  const swiper = useSwiper(
    container,
    () => ({
      modules: [A11y, Keyboard, Navigation, Pagination],
      loop: true,
      // Set up again in another language: on the slide that was in view.
      initialSlide: inView,
      navigation: { prevEl: previous.current, nextEl: next.current },
      pagination: { el: bullets.current, clickable: true },
      keyboard: { enabled: true },
      a11y: messages,
      on: { realIndexChange: (instance) => setInView(instance.realIndex) },
    }),
    Object.values(messages).join('\n'),
  );

  useEffect(() => {
    if (!swiper) return;
    // The WAI-ARIA carousel pattern: slides that change by themselves are not announced.
    swiper.wrapperEl.setAttribute('aria-live', playing ? 'off' : 'polite');
    if (!playing || held) return;
    const timer = window.setTimeout(() => swiper.slideNext(), SLIDE_EVERY_MS);
    return () => window.clearTimeout(timer);
  }, [swiper, playing, held, inView]);

  return (
    // Held by a mouse over it or the keyboard's focus in it, not by a finger's tap (a phone has
    // no pointer leaving and keeps the focus where it tapped).
    <div
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHeld(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHeld(false)}
      onFocus={(event) => event.target.matches(':focus-visible') && setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      <div ref={container} className={`swiper ${className}`}>
        <div className="swiper-wrapper">
          {slides.map((slide, index) => (
            <div key={slide.subtitle} className="swiper-slide">
              <HeroSlide slide={slide} line={playing && index === inView ? typing : 'first'} />
            </div>
          ))}
        </div>
        <div ref={previous} className="swiper-button-prev" />
        <div ref={next} className="swiper-button-next" />
        <div ref={bullets} className="swiper-pagination" />
      </div>
    </div>
  );
}
