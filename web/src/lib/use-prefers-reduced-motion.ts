import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** True when the person has asked their system for less motion, as of now. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' ? window.matchMedia(QUERY).matches : false;
}

/** True when the person asked their system for less motion; follows changes live. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
