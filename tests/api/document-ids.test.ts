import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@roommate-finder/contract/api-error';
import { APP_URL } from '../support/api';
import { accountPool, type TestAccount } from '../support/auth-emulator';

/**
 * Sends a request with its path exactly as written. fetch() would resolve
 * `%2E%2E` and `.` segments before sending, so they would never reach the API.
 */
function rawRequest(method: string, path: string, token: string) {
  const { hostname, port } = new URL(APP_URL);
  return new Promise<{ status: number; contentType: string; body: string }>((resolve, reject) => {
    const request = http.request(
      {
        hostname,
        port,
        method,
        path,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: response.headers['content-type'] ?? '',
            body,
          }),
        );
      },
    );
    request.on('error', reject);
    // PUT needs a valid body to get past validation, if the id were not refused first.
    request.end(method === 'PUT' || method === 'PATCH' ? '{}' : undefined);
  });
}

/** Ids that cannot name a document, as they appear in the URL. */
const BAD_IDS = {
  'a slash once decoded': 'a%2Fb',
  'an encoded slash alone': '%2F',
  dot: '%2E',
  'two dots': '%2E%2E',
  'a reserved name': '__name__',
  'longer than 128 characters': 'a'.repeat(129),
  'a space': 'a%20b',
  'a dot inside': 'a.b',
  'a percent sign': '%25',
  'non-Latin letters': encodeURIComponent('ঢাকা'),
};

const ROUTES = [
  { method: 'GET', path: (id: string) => `/api/roommates/${id}`, message: 'Listing not found' },
  { method: 'PUT', path: (id: string) => `/api/roommates/${id}`, message: 'Listing not found' },
  { method: 'DELETE', path: (id: string) => `/api/roommates/${id}`, message: 'Listing not found' },
  { method: 'PATCH', path: (id: string) => `/api/roommates/${id}/like`, message: 'Listing not found' },
  { method: 'DELETE', path: (id: string) => `/api/users/${id}`, message: 'User not found' },
  { method: 'GET', path: (id: string) => `/api/conversations/${id}`, message: 'Conversation not found' },
  { method: 'PUT', path: (id: string) => `/api/blocks/${id}`, message: 'User not found' },
  { method: 'DELETE', path: (id: string) => `/api/blocks/${id}`, message: 'User not found' },
  { method: 'POST', path: (id: string) => `/api/admin/listings/${id}/hide`, message: 'Listing not found' },
  { method: 'POST', path: (id: string) => `/api/admin/users/${id}/suspend`, message: 'User not found' },
  { method: 'POST', path: (id: string) => `/api/admin/users/${id}/restore`, message: 'User not found' },
];

const accounts = accountPool();
let person: TestAccount;

beforeAll(async () => {
  person = await accounts.create();
});
afterAll(() => accounts.deleteAll());

describe('an id that cannot be a document id', () => {
  for (const route of ROUTES) {
    it(`${route.method} ${route.path(':id')} answers 404 JSON for each kind of bad id`, async () => {
      for (const [kind, id] of Object.entries(BAD_IDS)) {
        const response = await rawRequest(route.method, route.path(id), person.idToken);
        expect(response.status, kind).toBe(404);
        expect(response.contentType, kind).toMatch(/^application\/json/);
        expect((JSON.parse(response.body) as ApiErrorBody).message, kind).toMatch(
          new RegExp(`^(${route.message}|Not found: )`),
        );
      }
    });
  }

  it('an empty id is an unknown path: 404 JSON', async () => {
    for (const route of ROUTES) {
      const response = await rawRequest(route.method, route.path(''), person.idToken);
      expect(response.status, route.method).toBe(404);
      expect(JSON.parse(response.body), route.method).toEqual({
        message: expect.any(String),
        code: 'request/unknown-path',
      });
    }
  });

  it('a well-formed id that names nothing still answers 404 from the database lookup', async () => {
    const response = await rawRequest('GET', `/api/roommates/${'a'.repeat(128)}`, person.idToken);
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body)).toEqual({ message: 'Listing not found', code: 'listing/not-found' });
  });
});
