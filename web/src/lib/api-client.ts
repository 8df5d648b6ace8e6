import { auth } from './firebase';

/** The only place that knows where the API lives: Hosting rewrites /api/** to the function. */
const API_BASE = '/api';

/** A refused or failed API call, carrying the server's `{ message }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Query parameters; undefined values are left out, a list repeats the parameter. */
  query?: Record<string, string | number | readonly string[] | undefined>;
  signal?: AbortSignal;
}

interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

async function errorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // Not JSON: fall through to a generic message.
  }
  return `Request failed (${response.status})`;
}

/** Calls the API with the signed-in user's ID token, if any (once Auth knows); throws ApiError on a non-2xx answer. */
export async function apiRequestWithHeaders<T>(
  path: string,
  request: ApiRequest = {},
): Promise<ApiResponse<T>> {
  const { method = 'GET', body, query, signal } = request;
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A signed-in person's calls always carry the token, even the first reads of a
  // page before Auth has restored the session: with a token the API answers
  // `private, no-store`, so they see their own likes, edits and new listings at
  // once, never the CDN's copy of an anonymous read (docs/api.md, "Caching").
  await auth.authStateReady();
  const token = await auth.currentUser?.getIdToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (method !== 'GET' && method !== 'DELETE') headers['Content-Type'] = 'application/json';

  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      search.append(key, String(item));
    }
  }
  const url = `${API_BASE}${path}${search.size > 0 ? `?${search}` : ''}`;

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Could not reach Roommate Finder. Check your connection and try again.');
  }
  if (!response.ok) throw new ApiError(response.status, await errorMessage(response));
  const data = (response.status === 204 ? undefined : await response.json()) as T;
  return { data, headers: response.headers };
}

export async function apiRequest<T>(path: string, request: ApiRequest = {}): Promise<T> {
  return (await apiRequestWithHeaders<T>(path, request)).data;
}
