/** Takes the stack's Firestore emulator away and brings it back, or breaks some of its writes (see global-stack.ts). */
import { inject } from 'vitest';

async function command(name: string): Promise<void> {
  const response = await fetch(`${inject('firestoreControlUrl')}/firestore/${name}`, { method: 'POST' });
  if (!response.ok) throw new Error(`Firestore ${name} failed: ${await response.text()}`);
}

export const stopFirestore = () => command('stop');
export const startFirestore = () => command('start');

/**
 * Every commit that writes a document under `prefix` (`likes/<listingId>_`) fails as if
 * Firestore were unreachable, until healCommits(prefix); the rest of the stack works on.
 */
export const failCommits = (prefix: string) => command(`fail-commits?prefix=${encodeURIComponent(prefix)}`);
export const healCommits = (prefix: string) => command(`heal-commits?prefix=${encodeURIComponent(prefix)}`);
