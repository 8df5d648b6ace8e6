import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogEntry } from 'firebase-functions/logger';
import type { ApiErrorBody } from '@roommate-finder/contract/api-error';
import type { InsertResult } from '@roommate-finder/contract/api-results';
import { api } from '../support/api';
import { createAccount, deleteAccount, type TestAccount } from '../support/auth-emulator';
import { listingInput } from '../support/listings';
import { startLocalApp, type LocalApp } from '../support/local-app';
import { earlyInAWindow } from '../support/rate-windows';

const STACK_TRACE = /\bat .+:\d+:\d+|node_modules|SyntaxError/;

let person: TestAccount;
let app: LocalApp;
const logs: LogEntry[] = [];

beforeAll(async () => {
  person = await createAccount();
  app = await startLocalApp({ writeLog: (entry) => logs.push(entry) });
});

afterAll(async () => {
  await app.close();
  await deleteAccount(person);
});

describe('the app on its own (no emulator in front of it)', () => {
  it('sends safe headers and no x-powered-by', async () => {
    const response = await fetch(`${app.apiUrl}/roommates?limit=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers bad bodies with JSON and never a stack trace', async () => {
    const post = (body: string) =>
      api<ApiErrorBody>('/roommates', {
        apiUrl: app.apiUrl,
        method: 'POST',
        token: person.idToken,
        rawBody: body,
      });

    for (const malformed of ['{"title": "unfinished', '42', 'null', '"text"']) {
      const response = await post(malformed);
      expect(response.status, malformed).toBe(400);
      expect(response.body).toEqual({ message: 'Request body is not valid JSON', code: 'request/bad-json' });
    }
    const large = await post(JSON.stringify({ ...listingInput(), description: 'x'.repeat(33 * 1024) }));
    expect(large.status).toBe(413);
    expect(large.body).toEqual({
      message: 'Request body is too large (at most 32 KB)',
      code: 'request/too-large',
    });

    for (const path of ['/no-such-thing', '/roommates/x/y/z']) {
      const response = await fetch(`${app.apiUrl}${path}`, { method: 'DELETE' });
      const text = await response.text();
      expect(response.status).toBe(404);
      expect(JSON.parse(text)).toEqual({
        message: expect.stringMatching(/^Not found/),
        code: 'request/unknown-path',
      });
      expect(text).not.toMatch(STACK_TRACE);
    }
  });

  it('answers a path whose %-escapes do not decode with 400 JSON, never a 500', async () => {
    const origin = new URL(app.apiUrl).origin;
    const calls = [
      ['GET', '/api/roommates/%E0%A4%A'],
      ['PUT', '/api/roommates/%zz'],
      ['PATCH', '/api/roommates/a%E0b/like'],
      ['POST', '/api/conversations/%/messages'],
      ['DELETE', '/api/users/%C3'],
      ['GET', '/photos/listings/%E0%A4%A/large.webp'],
    ];
    for (const [method, path] of calls) {
      // fetch() sends a malformed escape as it is written.
      const response = await fetch(`${origin}${path}`, {
        method,
        headers: { authorization: `Bearer ${person.idToken}`, 'content-type': 'application/json' },
        body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
      });
      const text = await response.text();
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(JSON.parse(text), `${method} ${path}`).toEqual({
        message: 'The address has a %-escape that does not decode',
        code: 'request/invalid',
      });
    }
  });

  it('logs method, path, status, duration and uid of each request, never its token, body or query', async () => {
    logs.length = 0;
    const secretTitle = `Secret title ${Date.now()}`;
    const created = await api<InsertResult>('/roommates', {
      apiUrl: app.apiUrl,
      method: 'POST',
      token: person.idToken,
      body: listingInput({ title: secretTitle }),
    });
    expect(created.status).toBe(201);
    await api(`/roommates?email=${encodeURIComponent(person.email)}&limit=1`, { apiUrl: app.apiUrl });

    expect(logs).toContainEqual(
      expect.objectContaining({
        severity: 'INFO',
        method: 'POST',
        path: '/api/roommates',
        status: 201,
        durationMs: expect.any(Number),
        uid: person.uid,
      }),
    );
    expect(logs).toContainEqual(
      expect.objectContaining({ method: 'GET', path: '/api/roommates', uid: null }),
    );
    const written = JSON.stringify(logs);
    expect(written).not.toContain(person.idToken);
    expect(written).not.toContain(secretTitle);
    expect(written).not.toContain(person.email);
    await api(`/roommates/${created.body.insertedId}`, {
      apiUrl: app.apiUrl,
      method: 'DELETE',
      token: person.idToken,
    });
  });
});

describe('through Hosting, as the browser calls it', () => {
  it('answers unknown /api paths with 404 JSON, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
      const response = await api<ApiErrorBody>('/nothing/here', { method, token: person.idToken });
      expect(response.status, method).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.body.message).toBe(`Not found: ${method} /api/nothing/here`);
    }
  });

  it('limits each account to 60 writes a minute, then answers 429 JSON with Retry-After', async () => {
    // The limit counts per calendar minute: start well inside one.
    await earlyInAWindow();

    const writer = await createAccount();
    const bystander = await createAccount();
    try {
      // Likes of a listing that does not exist: each is a counted write that changes nothing.
      const likeMissing = (who: TestAccount) =>
        api<ApiErrorBody>('/roommates/no-such-listing/like', { method: 'PATCH', token: who.idToken });
      for (let request = 1; request <= 60; request += 1) {
        expect((await likeMissing(writer)).status, `request ${request}`).toBe(404);
      }
      const limited = await likeMissing(writer);
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({
        message: 'Too many changes in a short time. Please wait a minute and try again.',
        code: 'rate/too-many-writes',
      });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

      expect((await likeMissing(bystander)).status).toBe(404);
    } finally {
      await Promise.all([deleteAccount(writer), deleteAccount(bystander)]);
    }
  });
});
