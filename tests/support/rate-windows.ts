/** A day, the window of the conversations-a-day limits. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The API's rate limits count in fixed windows of the clock (`minuteWindow` in
 * functions/src/http/rate-limit.ts: a minute, or a day from midnight UTC), so a run of
 * calls that crosses a window's end is counted in two windows and meets no limit. When
 * less than `needMs` of the current window is left, this waits until the next one has
 * begun: a run of calls started after it falls in one window.
 */
export async function earlyInAWindow(windowMs = 60_000, needMs = 20_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 200));
}
