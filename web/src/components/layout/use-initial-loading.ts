import { useEffect, useState } from 'react';

/** docs/product.md, "Layout": the loader shows for the first 2 seconds after the page loads. */
const INITIAL_LOADER_MS = 2000;

/** Time since the page started loading (not since this component mounted). */
const msSincePageLoad = () => performance.now();

/** Settles when the first INITIAL_LOADER_MS of the page's life are over (at once after them). */
export function initialLoaderGone(durationMs: number = INITIAL_LOADER_MS): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, durationMs - msSincePageLoad())));
}

/** True during the first INITIAL_LOADER_MS of the page's life. */
export function useInitialLoading(durationMs: number = INITIAL_LOADER_MS): boolean {
  const [loading, setLoading] = useState(() => msSincePageLoad() < durationMs);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setLoading(false), Math.max(0, durationMs - msSincePageLoad()));
    return () => clearTimeout(timer);
  }, [loading, durationMs]);
  return loading;
}
