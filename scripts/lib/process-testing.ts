/** What the tests of low-priority.ts and http2-front.ts read of a process, from Linux's /proc. */
import { readFileSync } from 'node:fs';

/** The nice of the session (autogroup) a process is in. */
export function autogroupNice(pid: number): number {
  return Number(/nice (-?\d+)/.exec(readFileSync(`/proc/${pid}/autogroup`, 'utf8'))?.[1]);
}
