import { useEffect, useEffectEvent } from 'react';

interface PollOptions {
  /** Milliseconds between the end of one run and the start of the next. */
  intervalMs: number;
  /** False: no polling at all (a visitor has no unread messages to ask about). */
  enabled?: boolean;
  /** Run once at once (and not only after the first interval). */
  immediately?: boolean;
}

/**
 * Runs `task` every `intervalMs` while the page is visible, and not at all while it is hidden
 * (another tab, a minimised window, a phone's locked screen): every run is a request, and a
 * request a person cannot see the answer of is a Firestore read paid for nothing
 * (docs/api.md, "Conversations", "Cost"). Coming back to the page runs it at once, so what
 * arrived meanwhile shows without waiting for the next interval. One run at a time: a slow
 * answer is not overtaken by the next run.
 */
export function usePollWhileVisible(task: () => Promise<unknown>, options: PollOptions): void {
  const { intervalMs, enabled = true, immediately = false } = options;
  const run = useEffectEvent(task);
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let running = false;
    const visible = () => document.visibilityState === 'visible';

    const schedule = () => {
      clearTimeout(timer);
      if (!stopped && visible()) timer = setTimeout(() => void tick(), intervalMs);
    };
    const tick = async () => {
      if (running || stopped || !visible()) return;
      running = true;
      try {
        await run();
      } catch {
        // A failed run (offline, say) is tried again at the next one.
      } finally {
        running = false;
      }
      schedule();
    };
    const onVisibilityChange = () => {
      if (visible()) void tick();
      else clearTimeout(timer);
    };

    document.addEventListener('visibilitychange', onVisibilityChange);
    if (immediately) void tick();
    else schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [enabled, immediately, intervalMs]);
}
