import { spawn, execFile, execFileSync, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { readlinkSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../scripts/lib/paths';
import { isPortFree, STACK_PORTS } from '../../scripts/lib/ports';

const BANNER = 'Roommate Finder is running at http://127.0.0.1:5000';
const APP_URL = 'http://127.0.0.1:5000';

interface StartedCommand {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
}

const running: StartedCommand[] = [];

function npmStart(...args: string[]): StartedCommand {
  // Its own process group, as in a terminal, so a test can press Ctrl-C on the whole group.
  const child = spawn('npm', ['start', '--silent', ...(args.length ? ['--', ...args] : [])], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  // 'close': every process holding the output has exited, npm and the script it runs.
  const exit = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const started = { child, output: () => text, exit };
  running.push(started);
  return started;
}

async function waitForOutput(command: StartedCommand, needle: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!command.output().includes(needle)) {
    if (command.child.exitCode !== null) throw new Error(`npm start exited early:\n${command.output()}`);
    if (Date.now() > deadline) throw new Error(`No "${needle}" within ${timeoutMs} ms:\n${command.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function listingCount(): Promise<{ count: number; cities: number }> {
  // The API pages (20 by default); one page of the largest size holds every demo listing.
  const response = await fetch(`${APP_URL}/api/roommates?limit=100`);
  expect(response.status).toBe(200);
  expect(response.headers.get('x-next-cursor')).toBeNull();
  const listings = (await response.json()) as { location: string }[];
  return {
    count: listings.length,
    cities: new Set(listings.map((listing) => listing.location.split(',').at(-1)?.trim())).size,
  };
}

/** The working directory of a process, or null when it is gone or not ours to read. */
function cwdOf(pid: string): string | null {
  try {
    return path.resolve(readlinkSync(`/proc/${pid}/cwd`));
  } catch {
    return null;
  }
}

/**
 * Processes of a stack from this checkout: the emulators or the start script, named by this
 * checkout's path or run from it. Other checkouts' stacks on the same machine (other worktrees,
 * a CI copy) are none of this test's business.
 */
function leftoverProcesses(): string[] {
  const table = execFileSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' });
  return table
    .split('\n')
    .filter((line) => /emulators:start|scripts\/(start|auth-emulator)\.ts|firebase-functions/.test(line))
    .filter((line) => !line.includes('vitest'))
    .filter(
      (line) =>
        line.includes(REPO_ROOT) || cwdOf(line.trim().split(/\s+/)[0] ?? '') === path.resolve(REPO_ROOT),
    );
}

async function expectStoppedCleanly(): Promise<void> {
  for (const port of Object.values(STACK_PORTS)) {
    expect(await isPortFree(port), `port ${port} is free`).toBe(true);
  }
  expect(leftoverProcesses()).toEqual([]);
}

afterEach(async () => {
  for (const command of running.splice(0)) {
    if (command.child.exitCode === null && command.child.pid) {
      try {
        process.kill(-command.child.pid, 'SIGINT');
      } catch {
        // Already gone.
      }
      await command.exit;
    }
  }
});

describe('npm start', () => {
  it('exits at once, naming the port, when port 5000 is taken', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(STACK_PORTS.hosting, '127.0.0.1', resolve));
    try {
      const started = Date.now();
      const command = npmStart();
      const code = await command.exit;
      expect(code).not.toBe(0);
      expect(Date.now() - started).toBeLessThan(30_000);
      expect(command.output()).toMatch(/Port 5000 \(hosting\) is already in use/);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it('serves the app and the demo data, stops cleanly on SIGTERM and on Ctrl-C, and starts again without duplicates', async () => {
    const first = npmStart('--no-build');
    await waitForOutput(first, BANNER, 180_000);
    expect(first.output()).toContain('ayesha@example.com');

    const home = await fetch(`${APP_URL}/browselisting`);
    expect(home.status).toBe(200);
    // The app's page: its root, which holds the loader until the app's code runs.
    expect(await home.text()).toContain('<div id="root">');

    const seeded = await listingCount();
    expect(seeded.count).toBeGreaterThanOrEqual(24);
    expect(seeded.cities).toBeGreaterThanOrEqual(6);

    // Seeding again, while it runs, changes nothing. Run without blocking this process: while a
    // synchronous child ran, the server closed the idle keep-alive connection of the request
    // before, unseen, and the next request went out on it ('other side closed').
    await promisify(execFile)('npm', ['run', 'seed', '--silent'], { cwd: REPO_ROOT });
    expect(await listingCount()).toEqual(seeded);

    // A process manager's SIGTERM to npm.
    // npm forwards it to the script and exits; the script stops the stack.
    first.child.kill('SIGTERM');
    await first.exit;
    expect(first.output()).toContain('Stopped. Every port is free again.');
    await expectStoppedCleanly();

    const second = npmStart('--no-build');
    await waitForOutput(second, BANNER, 180_000);
    expect(await listingCount()).toEqual(seeded);

    // Ctrl-C in a terminal: SIGINT to the whole foreground group.
    process.kill(-second.child.pid!, 'SIGINT');
    await second.exit;
    expect(second.output()).toContain('Stopped. Every port is free again.');
    await expectStoppedCleanly();
  });
});
