import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../functions/src/app';
import { api } from '../support/api';
import { accountPool, type TestAccount } from '../support/auth-emulator';
import { EMULATOR_ENV } from '../../scripts/lib/stack';

/**
 * The app as Cloud Functions runs it: the Functions framework's own Express
 * app (X-Powered-By left on, as it is there) receives the request and hands
 * it to ours. Through the local Hosting emulator the header still arrives,
 * but from the Functions emulator's hub (its own Express app, which writes
 * the worker's answer over a response it has already marked), after the app
 * has answered: nothing the app does can reach that response.
 */
async function startBehindFunctionsFramework() {
  Object.assign(process.env, EMULATOR_ENV);
  const inner = createApp();
  const framework = express();
  framework.all('/{*path}', (req, res) => inner(req, res));
  const server = http.createServer(framework);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const accounts = accountPool();
let person: TestAccount;
let behind: Awaited<ReturnType<typeof startBehindFunctionsFramework>>;

beforeAll(async () => {
  person = await accounts.create();
  behind = await startBehindFunctionsFramework();
});
afterAll(async () => {
  await behind.close();
  await accounts.deleteAll();
});

describe('behind the Functions framework, as in Cloud Functions', () => {
  it('no API answer says what it runs on (X-Powered-By), whatever its status', async () => {
    const apiUrl = behind.apiUrl;
    const answers = {
      200: await api('/roommates?limit=1', { apiUrl }),
      201: await api('/users', { apiUrl, method: 'POST', token: person.idToken, body: {} }),
      400: await api('/roommates?limit=0', { apiUrl }),
      401: await api('/users', { apiUrl }),
      404: await api('/roommates/no-such-listing', { apiUrl }),
      '404 unknown path': await api('/nothing/here', { apiUrl }),
    };
    for (const [status, response] of Object.entries(answers)) {
      expect(response.status, status).toBe(Number.parseInt(status, 10));
      expect(response.headers.get('x-powered-by'), status).toBeNull();
    }
  });
});
