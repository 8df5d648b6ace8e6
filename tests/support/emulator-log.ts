/**
 * What the emulators print while a test suite runs (each API request with its status, duration and
 * Firestore time among it), written with the time of each line to `test-results/<name>`, to read
 * beside a failed test.
 */
import { createWriteStream, mkdirSync } from 'node:fs';

const LOG_DIR = new URL('../../test-results/', import.meta.url);

export interface EmulatorLog {
  /** Takes one line of the emulators' output (startStack's onOutput). */
  onOutput(line: string): void;
  /** Adds a line of the suite's own, marked with `[source]`. */
  note(source: string, text: string): void;
  close(): Promise<void>;
}

export function emulatorLog(name: string): EmulatorLog {
  mkdirSync(LOG_DIR, { recursive: true });
  const log = createWriteStream(new URL(name, LOG_DIR));
  const write = (line: string) => log.write(`${new Date().toISOString()} ${line}\n`);
  return {
    onOutput: write,
    note: (source, text) => write(`[${source}] ${text}`),
    close: () => new Promise((resolve) => log.end(resolve)),
  };
}
