/** Takes the stack's Firestore emulator away and brings it back, or breaks some of its writes or of Storage's requests (see global-stack.ts). */
import { inject } from 'vitest';

async function command(name: string, service = 'firestore'): Promise<void> {
  const response = await fetch(`${inject('firestoreControlUrl')}/${service}/${name}`, { method: 'POST' });
  if (!response.ok) throw new Error(`${service} ${name} failed: ${await response.text()}`);
}

export const stopFirestore = () => command('stop');
export const startFirestore = () => command('start');

/**
 * Every commit that writes a document under `prefix` (`likes/<listingId>_`) fails as if
 * Firestore were unreachable, until healCommits(prefix); the rest of the stack works on.
 */
export const failCommits = (prefix: string) => command(`fail-commits?prefix=${encodeURIComponent(prefix)}`);
export const healCommits = (prefix: string) => command(`heal-commits?prefix=${encodeURIComponent(prefix)}`);

/**
 * Every request of the stack's Storage server for an object under `prefix` (`listings/<listingId>/`)
 * fails with 503 as if Storage were unreachable, until healStorage(prefix); other objects work on.
 */
export const failStorage = (prefix: string) =>
  command(`fail-requests?prefix=${encodeURIComponent(prefix)}`, 'storage');
export const healStorage = (prefix: string) =>
  command(`heal-requests?prefix=${encodeURIComponent(prefix)}`, 'storage');
