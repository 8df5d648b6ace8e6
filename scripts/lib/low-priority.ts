import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';

/** The lowest CPU priority (nice 19). */
export const LOWEST_PRIORITY = 19;

export interface ProcessEntry {
  pid: number;
  parent: number;
  session: number;
}

/** A process's parent and session, from Linux's /proc; throws if the process is gone. */
export function processEntry(pid: number): ProcessEntry {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // "pid (name) state ppid pgrp session ...": the name may hold spaces and brackets, so read
  // after the last ')'.
  const [, parent, , session] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { pid, parent: Number(parent), session: Number(session) };
}

/** Every process now, from Linux's /proc. */
function processes(): ProcessEntry[] {
  const entries: ProcessEntry[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      entries.push(processEntry(Number(entry)));
    } catch {
      continue; // gone since the listing
    }
  }
  return entries;
}

/** `root` and every process under it now. */
export function processTree(root: number): ProcessEntry[] {
  const all = processes();
  const tree = all.filter((entry) => entry.pid === root);
  for (let i = 0; i < tree.length; i++) tree.push(...all.filter((entry) => entry.parent === tree[i]!.pid));
  return tree;
}

/**
 * Puts `root` and every process under it at the lowest CPU priority, as threads and as sessions.
 * Linux's scheduler first shares the CPU between sessions ("autogroup", sched(7)) and only then
 * between a session's threads by their nice: a program that starts its helpers in sessions of
 * their own (as the stack starts the emulators) keeps them at full weight against every other
 * session however nice their threads are. So each session that one of these processes leads is
 * lowered too (`/proc/<pid>/autogroup`, where the kernel has it); never a session that only
 * contains one of them, such as the terminal's the command runs in. A thread or process started
 * later inherits its parent's nice and session. Best effort: a process may be gone by the time
 * it is reached.
 */
export function lowerCpuPriority(root: number): void {
  for (const { pid, session } of processTree(root)) {
    try {
      // A nice is a thread's own: each of the process's threads, not only its first.
      for (const thread of readdirSync(`/proc/${pid}/task`)) os.setPriority(Number(thread), LOWEST_PRIORITY);
      if (session === pid) writeFileSync(`/proc/${pid}/autogroup`, String(LOWEST_PRIORITY));
    } catch {
      // gone, or a kernel without autogroups: its nice is all there is
    }
  }
}
