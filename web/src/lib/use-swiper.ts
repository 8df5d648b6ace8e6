import { useEffect, useEffectEvent, useState, type RefObject } from 'react';
import { Swiper } from 'swiper';
import type { SwiperOptions } from 'swiper/types';

/**
 * Swiper set up on the slides React has drawn: `container` holds the markup Swiper's own React
 * component would draw (a `.swiper` with its `.swiper-wrapper` of `.swiper-slide`s, then the
 * arrows and the bullets' box), and Swiper takes it over in a task of its own, once the browser
 * has drawn it. Swiper's React component sets itself up in the same task as React puts its slides
 * in, and measuring slides the browser has not laid out yet made that one task of 25-35 ms on
 * this machine's trace of the home page, several times that on a phone (docs/architecture.md,
 * "Keeping the first page light").
 *
 * Its styles come with the page that draws the markup (hero-slider.tsx, listing-gallery.tsx).
 * `options` is read when Swiper is set up; a new `settings` (the language of its messages, say)
 * sets it up again. The instance, or null until it is set up.
 */
export function useSwiper(
  container: RefObject<HTMLElement | null>,
  options: () => SwiperOptions,
  settings: string,
): Swiper | null {
  const [swiper, setSwiper] = useState<Swiper | null>(null);
  const currentOptions = useEffectEvent(options);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let instance: Swiper | undefined;
    const timer = window.setTimeout(() => {
      instance = new Swiper(element, currentOptions());
      setSwiper(instance);
    }, 0);
    return () => {
      window.clearTimeout(timer);
      // Back to the markup React drew (the slides in their order, without Swiper's styles).
      instance?.destroy(true, true);
      setSwiper(null);
    };
  }, [container, settings]);
  return swiper;
}
