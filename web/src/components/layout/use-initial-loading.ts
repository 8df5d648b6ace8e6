import { useEffect, useState } from 'react';

/** docs/product.md, "Layout": the loader shows for the first 2 seconds after the page loads. */
const INITIAL_LOADER_MS = 2000;

/** Time since the page started loading (not since this component mounted). */
const msSincePageLoad = () => performance.now();

/**
 * What is left of the first `durationMs` of the page's life (0 once they are over), in whole
 * milliseconds rounded up: a timer drops a delay's fraction, and would end the loader up to a
 * millisecond early (1999.5 ms after the page started, seen in tests/e2e/first-paint.spec.ts).
 */
const msLeftOf = (durationMs: number) => Math.max(0, Math.ceil(durationMs - msSincePageLoad()));

/** Settles when the first INITIAL_LOADER_MS of the page's life are over (at once after them). */
export function initialLoaderGone(durationMs: number = INITIAL_LOADER_MS): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, msLeftOf(durationMs)));
}

/** True during the first INITIAL_LOADER_MS of the page's life. */
export function useInitialLoading(durationMs: number = INITIAL_LOADER_MS): boolean {
  const [loading, setLoading] = useState(() => msSincePageLoad() < durationMs);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setLoading(false), msLeftOf(durationMs));
    return () => clearTimeout(timer);
  }, [loading, durationMs]);
  return loading;
}
