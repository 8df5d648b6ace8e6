import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_MESSAGES } from '@roommate-finder/contract/api-error';
import { requireAuth } from './auth';
import { errorHandler } from './error-handler';

/**
 * What requireAuth asks of firebase-admin. The Auth emulator checks revoked
 * and disabled accounts even when not asked to, so an API test against it
 * passes with or without the check; production Firebase checks only when
 * verifyIdToken's second argument (checkRevoked) is true.
 */
const verifyIdToken = vi.fn();
vi.mock('firebase-admin/auth', () => ({ getAuth: () => ({ verifyIdToken }) }));

let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  const app = express();
  app.all('/probe', requireAuth, (req, res) => {
    res.json({ uid: req.caller?.uid });
  });
  app.use(errorHandler);
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  verifyIdToken.mockReset();
});

const call = async (method: string, token = 'a.b.c') => {
  const response = await fetch(`${baseUrl}/probe`, { method, headers: { Authorization: `Bearer ${token}` } });
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    body: (await response.json()) as unknown,
  };
};

const authError = (code: string) => Object.assign(new Error(code), { code });

describe('requireAuth', () => {
  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])(
    '%s asks firebase-admin to check revoked and disabled accounts',
    async (method) => {
      verifyIdToken.mockResolvedValue({ uid: 'someone', email: 'Someone@Example.com' });
      const response = await call(method, 'header.payload.signature');
      expect(response).toMatchObject({ status: 200, body: { uid: 'someone' } });
      expect(verifyIdToken).toHaveBeenCalledExactlyOnceWith('header.payload.signature', true);
    },
  );

  it.each([
    ['auth/user-disabled', API_MESSAGES.accountDisabled, 'auth/account-disabled'],
    ['auth/id-token-revoked', API_MESSAGES.signedOutEverywhere, 'auth/signed-out-everywhere'],
    ['auth/id-token-expired', API_MESSAGES.signInExpired, 'auth/sign-in-expired'],
    ['auth/argument-error', API_MESSAGES.signInExpired, 'auth/sign-in-expired'],
  ])('turns %s into 401 JSON with a message and its code', async (code, message, apiCode) => {
    verifyIdToken.mockRejectedValue(authError(code));
    for (const method of ['GET', 'DELETE']) {
      const response = await call(method);
      expect(response.status, method).toBe(401);
      expect(response.contentType, method).toMatch(/^application\/json/);
      expect(response.body, method).toEqual({ message, code: apiCode });
    }
  });
});
