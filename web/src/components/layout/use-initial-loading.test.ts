import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialLoaderGone } from './use-initial-loading';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Calls initialLoaderGone(2000) when the page is `pageAge` ms old; says whether it has settled. */
function loaderGoneAt(pageAge: number) {
  // Fake timers fire a delay with a fraction a whole millisecond early, as browsers do.
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  vi.spyOn(performance, 'now').mockReturnValue(pageAge);
  const state = { settled: false };
  void initialLoaderGone(2000).then(() => (state.settled = true));
  return state;
}

describe('initialLoaderGone (docs/product.md, "Layout": the loader shows for 2 seconds)', () => {
  it('settles only once the page is 2 seconds old, even when a fraction of a millisecond had passed', async () => {
    const pageAge = 123.4;
    const loader = loaderGoneAt(pageAge);
    // The last whole millisecond before 2 seconds: the page is 1999.4 ms old.
    await vi.advanceTimersByTimeAsync(Math.floor(2000 - pageAge));
    expect(loader.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(loader.settled).toBe(true);
  });

  it('settles at once after the 2 seconds', async () => {
    const loader = loaderGoneAt(2500.7);
    await vi.advanceTimersByTimeAsync(0);
    expect(loader.settled).toBe(true);
  });
});
