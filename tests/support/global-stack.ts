/**
 * Vitest global setup for the API tests: the same stack as `npm start`
 * (already built by `pretest:api`), seeded with the demo data, stopped after
 * the run even when tests fail.
 *
 * The Firestore emulator runs in this process, so the tests reach it through
 * a small control server on a free loopback port (its address is provided
 * to the tests as `firestoreControlUrl`): POST /firestore/stop takes the
 * database away, POST /firestore/start brings it back with its data, and
 * POST /firestore/fail-commits?prefix=likes/abc_ (heal-commits to undo) makes
 * every commit that writes under that path fail, leaving the rest alone;
 * POST /storage/fail-requests?prefix=listings/abc/ (heal-requests to undo)
 * does the same to the Storage server's requests for objects under it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import type { RunningStack } from '../../scripts/lib/stack';
import { startTestStack } from './test-stack';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the Firestore control server (see firestore-control.ts). */
    firestoreControlUrl: string;
  }
}

function startFirestoreControl(stack: RunningStack): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const answer = (status: number, state: string) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ running: stack.firestore.running, state }));
    };
    const url = new URL(req.url ?? '/', 'http://control');
    const prefix = url.searchParams.get('prefix');
    if (req.method === 'POST' && url.pathname === '/firestore/fail-commits' && prefix) {
      stack.firestore.failCommits(prefix);
      answer(200, `failing commits under ${prefix}`);
    } else if (req.method === 'POST' && url.pathname === '/firestore/heal-commits' && prefix) {
      stack.firestore.healCommits(prefix);
      answer(200, `healed commits under ${prefix}`);
    } else if (req.method === 'POST' && url.pathname === '/storage/fail-requests' && prefix) {
      stack.storage.failRequests(prefix);
      answer(200, `failing Storage requests under ${prefix}`);
    } else if (req.method === 'POST' && url.pathname === '/storage/heal-requests' && prefix) {
      stack.storage.healRequests(prefix);
      answer(200, `healed Storage requests under ${prefix}`);
    } else if (req.method === 'POST' && req.url === '/firestore/stop') {
      stack.firestore.stop();
      answer(200, 'stopped');
    } else if (req.method === 'POST' && req.url === '/firestore/start') {
      stack.firestore.start().then(
        () => answer(200, 'started'),
        (error: unknown) => answer(500, String(error)),
      );
    } else {
      answer(404, 'unknown command');
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export default async function setup(project?: TestProject): Promise<() => Promise<void>> {
  // Every visitor call of every file reaches the function from one address here (no CDN in front),
  // so the shared stack raises the budgets of costly reads; read-limits.test.ts checks the API's
  // own budgets (functions/src/config.ts) on an app of its own.
  process.env.RATE_LIMIT_COSTLY_READS_PER_MINUTE ??= '100000';
  process.env.RATE_LIMIT_COSTLY_READS_PER_PROXY_PER_MINUTE ??= '1000000';
  // Every worker started first, as for the browser tests: a burst that meets no idle worker waits
  // for new ones, whose first Firestore calls count against the API's deadline (likes met 503s).
  const { stack, stop } = await startTestStack('api');
  const control = await startFirestoreControl(stack);
  project?.provide('firestoreControlUrl', `http://127.0.0.1:${(control.address() as AddressInfo).port}`);
  return async () => {
    await new Promise((resolve) => control.close(resolve));
    await stop();
  };
}
