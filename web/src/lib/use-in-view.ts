import { useEffect, useRef, useState } from 'react';

/** Every twentieth of an element, so that a tall one is seen growing into the screen (visibleEnough). */
const STEPS = Array.from({ length: 21 }, (_, step) => step / 20);

/**
 * Whether `threshold` of an element is visible: that share of the element, or, for one taller
 * than the screen can ever show that share of (a phone's one-column grid of six cards, about
 * 3,400 px under a 740 px screen, shows at most a fifth of itself), that share of the screen.
 */
function visibleEnough(entry: IntersectionObserverEntry, threshold: number): boolean {
  if (!entry.isIntersecting) return false;
  if (entry.intersectionRatio >= threshold) return true;
  const screenHeight = entry.rootBounds?.height ?? window.innerHeight;
  return entry.intersectionRect.height >= threshold * screenHeight;
}

/**
 * Whether an element has come into view: true once `threshold` of it (0.3 is
 * 30 percent) has been visible, or as much of the screen for an element taller
 * than that, and it stays true (animations that run once). Where
 * IntersectionObserver is missing, the element counts as visible.
 */
export function useInView<T extends Element>(threshold: number) {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => visibleEnough(entry, threshold))) {
          setInView(true);
          observer.disconnect();
        }
      },
      { threshold: [...new Set([threshold, ...STEPS])].sort((a, b) => a - b) },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView, threshold]);
  return { ref, inView };
}
