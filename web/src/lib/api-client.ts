import type { ApiErrorBody } from '@roommate-finder/contract/api-error';
import { apiAddress } from '@/config/api-paths';
import { loadFirebase, sessionUser } from './auth-session';
import { currentTranslator, translate } from './i18n/translator';
import type { MessageId } from './i18n/message-id';

/** A refused or failed API call, carrying the server's `{ message, code, field }` (docs/api.md, "Errors"). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The stable code of the refusal (`listing/own-like`), when the server sent one. */
    readonly code?: string,
    /** The field the refusal concerns (`rentAmount`), for a bad input. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * What to tell the person about a failure: in English the server's own message (the product
 * quotes them); in Bangla the catalogue's text for the refusal's code, and the server's
 * message for a code the catalogue does not know.
 */
export function apiErrorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (!(error instanceof ApiError) || !error.code) return message;
  const translator = currentTranslator();
  if (translator.locale === 'en') return message;
  const id = `apiError.${error.code}` as MessageId;
  if (!translator.has(id)) return message;
  // The field is named as its form labels it (`household.habits.smoking` as Life in this home).
  const fieldId = `field.${error.field?.split('.')[0] ?? ''}` as MessageId;
  const field = translator.has(fieldId) ? translate(fieldId) : (error.field ?? '');
  return translate(id, { field });
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

/** The ApiError of a refusal's body (`{ message, code, errors }`), or a generic one when it is not JSON. */
export function errorOf(status: number, text: string): ApiError {
  try {
    const body = JSON.parse(text) as Partial<ApiErrorBody>;
    if (typeof body.message === 'string' && body.message) {
      const code = typeof body.code === 'string' ? body.code : undefined;
      const field = typeof body.errors?.[0]?.field === 'string' ? body.errors[0].field : undefined;
      return new ApiError(status, body.message, code, field);
    }
  } catch {
    // Not JSON: fall through to a generic message.
  }
  return new ApiError(status, `Request failed (${status})`, 'request/failed');
}

async function errorFrom(response: Response): Promise<ApiError> {
  return errorOf(response.status, await response.text().catch(() => ''));
}

/**
 * A refusal of a call that carried `token`. One of the whole session (a suspended account, one
 * signed out everywhere) signs the page out at once and says why (lib/firebase.ts,
 * `endRefusedSession`), instead of offering what the API will refuse again.
 */
export function refusal(error: ApiError, token: string | undefined): ApiError {
  if (token && error.status === 401)
    void loadFirebase().then((firebase) => firebase.endRefusedSession(error));
  return error;
}

/** The ID token of the signed-in person, once Auth knows; undefined for a visitor. */
export const idToken = async () => (await sessionUser())?.getIdToken();

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
  // (A browser that has never signed in here does not wait for Auth: lib/auth-session.ts.)
  const token = await idToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (method !== 'GET' && method !== 'DELETE') headers['Content-Type'] = 'application/json';

  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      search.append(key, String(item));
    }
  }
  const url = `${apiAddress(path)}${search.size > 0 ? `?${search}` : ''}`;

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
    throw new ApiError(0, translate('error.unreachable'), 'network/unreachable');
  }
  if (!response.ok) throw refusal(await errorFrom(response), token);
  const data = (response.status === 204 ? undefined : await response.json()) as T;
  return { data, headers: response.headers };
}

export async function apiRequest<T>(path: string, request: ApiRequest = {}): Promise<T> {
  return (await apiRequestWithHeaders<T>(path, request)).data;
}
