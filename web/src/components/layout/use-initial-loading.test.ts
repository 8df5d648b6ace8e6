import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialLoaderGone } from './use-initial-loading';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('initialLoaderGone (docs/product.md, "Layout": the loader shows for 2 seconds)', () => {
  it('waits the whole milliseconds left, rounded up: a timer would drop the fraction and end the loader early', () => {
    vi.spyOn(performance, 'now').mockReturnValue(123.4);
    const timer = vi.spyOn(window, 'setTimeout');
    void initialLoaderGone(2000);
    // 1876.6 ms are left: a timer of 1876 would fire at 1999.4 ms.
    expect(timer).toHaveBeenCalledWith(expect.any(Function), 1877);
  });

  it('settles at once after the 2 seconds', () => {
    vi.spyOn(performance, 'now').mockReturnValue(2500.7);
    const timer = vi.spyOn(window, 'setTimeout');
    void initialLoaderGone(2000);
    expect(timer).toHaveBeenCalledWith(expect.any(Function), 0);
  });
});
