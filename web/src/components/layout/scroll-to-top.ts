import { prefersReducedMotion } from '@/lib/use-prefers-reduced-motion';

/** Smoothly back to the top of the page (instantly for people who asked for less motion). */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}
