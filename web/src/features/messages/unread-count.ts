import { useSyncExternalStore } from 'react';
import { getUnreadCount } from './api/get-unread-count';

/**
 * The signed-in person's unread messages, as the navigation bar's badge shows them: one number
 * for the whole app, asked for by the badge's poll (messages-link.tsx) and again at once by a
 * screen that has just marked a conversation read, so the badge never waits 10 seconds to agree
 * with the screen.
 */
let count = 0;
const listeners = new Set<() => void>();

function set(next: number) {
  if (next === count) return;
  count = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Asks the API for the count now (one document read). */
export async function refreshUnreadCount(): Promise<void> {
  set(await getUnreadCount());
}

/** Signed out: no unread messages. */
export const forgetUnreadCount = (): void => set(0);

export function useUnreadCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => count,
    () => 0,
  );
}
