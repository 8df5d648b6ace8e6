/** Takes the stack's Firestore emulator away and brings it back (see global-stack.ts). */
import { inject } from 'vitest';

async function command(name: 'stop' | 'start'): Promise<void> {
  const response = await fetch(`${inject('firestoreControlUrl')}/firestore/${name}`, { method: 'POST' });
  if (!response.ok) throw new Error(`Firestore ${name} failed: ${await response.text()}`);
}

export const stopFirestore = () => command('stop');
export const startFirestore = () => command('start');
