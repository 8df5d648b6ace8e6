import { useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come into view: true once `threshold` of it (0.3 is
 * 30 percent) has been visible, and it stays true (animations that run once).
 * Where IntersectionObserver is missing, the element counts as visible.
 */
export function useInView<T extends Element>(threshold: number) {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView, threshold]);
  return { ref, inView };
}
