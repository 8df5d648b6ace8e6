/**
 * The API as screens see it in their tests: a handler per "METHOD /path" answering JSON
 * (json-response.ts), and a call the test did not expect fails the test. `installFakeApi()`
 * empties the handlers and puts the fake in place of fetch before each test.
 */
import { afterEach, beforeEach, vi } from 'vitest';

export type ApiHandler = (init: RequestInit) => Response | Promise<Response>;

/** What the API answers, by "METHOD /path" (the query string included). */
export const apiHandlers: Record<string, ApiHandler> = {};

export const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
  const key = `${init.method ?? 'GET'} ${url}`;
  const handler = apiHandlers[key];
  if (!handler) throw new Error(`Unexpected API call: ${key}`);
  return handler(init);
});

export function installFakeApi(): void {
  beforeEach(() => {
    for (const key of Object.keys(apiHandlers)) delete apiHandlers[key];
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
}
