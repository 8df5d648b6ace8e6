/**
 * The API app served in the test process on a free port, over the stack's
 * emulators. The Functions emulator adds headers of its own (its hub sends
 * `X-Powered-By: Express`), so header rules are checked where our app is the
 * only server.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, type AppOptions } from '../../functions/src/app';
import { EMULATOR_ENV } from '../../scripts/lib/stack';

export interface LocalApp {
  /** Base URL, ending in /api. */
  apiUrl: string;
  close(): Promise<void>;
}

export async function startLocalApp(options: AppOptions = {}): Promise<LocalApp> {
  Object.assign(process.env, EMULATOR_ENV);
  const server = http.createServer(createApp(options));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/api`,
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
