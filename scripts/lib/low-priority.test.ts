import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { LOWEST_PRIORITY, lowerCpuPriority, processTree } from './low-priority';
import { autogroupNice } from './process-testing';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

/**
 * A process in a session of its own (as the bench starts the stack) that starts one more in the
 * same session and one in a session of its own (as the stack starts the emulators); settles once
 * both run, with the three pids.
 */
async function family(): Promise<{ root: number; sameSession: number; ownSession: number }> {
  const script = `
    const { spawn } = require('node:child_process');
    const sleep = ['-e', 'setTimeout(() => {}, 60000)'];
    const same = spawn(process.execPath, sleep, { stdio: 'ignore' });
    const own = spawn(process.execPath, sleep, { stdio: 'ignore', detached: true });
    console.log(JSON.stringify({ sameSession: same.pid, ownSession: own.pid }));
    setTimeout(() => {}, 60000);
  `;
  const root = spawn(process.execPath, ['-e', script], {
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(root);
  const [line] = (await once(root.stdout!, 'data')) as [Buffer];
  const { sameSession, ownSession } = JSON.parse(line.toString()) as {
    sameSession: number;
    ownSession: number;
  };
  children.push({ pid: ownSession } as ChildProcess);
  // Until each has started Node's threads (V8's helpers, libuv's pool), not only its first.
  await expect
    .poll(() =>
      [root.pid!, sameSession, ownSession].every((pid) => readdirSync(`/proc/${pid}/task`).length > 1),
    )
    .toBe(true);
  return { root: root.pid!, sameSession, ownSession };
}

describe.runIf(process.platform === 'linux')('lowerCpuPriority', () => {
  it('finds every process under the root, in its session or another', async () => {
    const { root, sameSession, ownSession } = await family();
    expect(
      processTree(root)
        .map((entry) => entry.pid)
        .sort(),
    ).toEqual([root, sameSession, ownSession].sort());
  });

  it('puts every thread of every process under the root at nice 19, and the sessions they lead', async () => {
    const ownGroupBefore = existsSync('/proc/self/autogroup') ? autogroupNice(process.pid) : undefined;
    const { root, sameSession, ownSession } = await family();
    lowerCpuPriority(root);
    for (const pid of [root, sameSession, ownSession]) {
      for (const thread of readdirSync(`/proc/${pid}/task`).map(Number)) {
        expect(os.getPriority(thread)).toBe(LOWEST_PRIORITY);
      }
    }
    if (ownGroupBefore === undefined) return; // a kernel without autogroups
    expect(autogroupNice(root)).toBe(LOWEST_PRIORITY);
    expect(autogroupNice(ownSession)).toBe(LOWEST_PRIORITY);
    // Never the session the command itself runs in.
    expect(autogroupNice(process.pid)).toBe(ownGroupBefore);
  });
});
