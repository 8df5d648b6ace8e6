/** What the tests of low-priority.ts and http2-front.ts read of a process, from Linux's /proc. */
import { readFileSync } from 'node:fs';

/** The session a process is in ("pid (name) state ppid pgrp session ...", read after the last ')'). */
export function sessionOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[3]);
}

/** The nice of the session (autogroup) a process is in. */
export function autogroupNice(pid: number): number {
  return Number(/nice (-?\d+)/.exec(readFileSync(`/proc/${pid}/autogroup`, 'utf8'))?.[1]);
}
