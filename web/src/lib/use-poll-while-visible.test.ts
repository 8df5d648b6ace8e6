import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePollWhileVisible } from './use-poll-while-visible';

let visibility: DocumentVisibilityState = 'visible';

/** The page goes to the background (another tab, a locked phone) or comes back. */
function show(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Lets the timers due in `ms` run, and the promises they start settle. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('usePollWhileVisible (docs/api.md, "Conversations": polls cost reads)', () => {
  it('runs every interval while the page is visible, at once when asked to', async () => {
    const task = vi.fn(async () => {});
    renderHook(() => usePollWhileVisible(task, { intervalMs: 10_000, immediately: true }));
    await pass(0);
    expect(task).toHaveBeenCalledTimes(1);
    await pass(9_999);
    expect(task).toHaveBeenCalledTimes(1);
    await pass(1);
    expect(task).toHaveBeenCalledTimes(2);
    await pass(20_000);
    expect(task).toHaveBeenCalledTimes(4);
  });

  it('does not run at all while the page is hidden, and runs at once when it is shown again', async () => {
    const task = vi.fn(async () => {});
    renderHook(() => usePollWhileVisible(task, { intervalMs: 10_000 }));
    await pass(10_000);
    expect(task).toHaveBeenCalledTimes(1);
    show('hidden');
    await pass(120_000);
    expect(task).toHaveBeenCalledTimes(1);
    show('visible');
    await pass(0);
    expect(task).toHaveBeenCalledTimes(2);
    await pass(10_000);
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('starts nothing in a page that opens hidden, nor when disabled', async () => {
    visibility = 'hidden';
    const hidden = vi.fn(async () => {});
    renderHook(() => usePollWhileVisible(hidden, { intervalMs: 10_000, immediately: true }));
    visibility = 'visible';
    const disabled = vi.fn(async () => {});
    renderHook(() =>
      usePollWhileVisible(disabled, { intervalMs: 10_000, enabled: false, immediately: true }),
    );
    await pass(60_000);
    expect(hidden).not.toHaveBeenCalled();
    expect(disabled).not.toHaveBeenCalled();
  });

  it('waits for a slow run before the next, and keeps polling after a failed one', async () => {
    let finish: () => void = () => {};
    const task = vi
      .fn<() => Promise<void>>()
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(undefined);
    renderHook(() => usePollWhileVisible(task, { intervalMs: 10_000, immediately: true }));
    await pass(0);
    // Coming back to the page while the first run is still waiting starts no second one.
    show('hidden');
    show('visible');
    await pass(30_000);
    expect(task).toHaveBeenCalledTimes(1);
    finish();
    await pass(10_000);
    expect(task).toHaveBeenCalledTimes(2);
    await pass(10_000);
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('stops when the screen goes', async () => {
    const task = vi.fn(async () => {});
    const { unmount } = renderHook(() => usePollWhileVisible(task, { intervalMs: 10_000 }));
    unmount();
    show('visible');
    await pass(60_000);
    expect(task).not.toHaveBeenCalled();
  });
});
