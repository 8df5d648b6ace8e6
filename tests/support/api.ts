/** Helpers for tests that talk to the running stack over HTTP, as a client would. */
export const APP_URL = 'http://127.0.0.1:5000';

export interface JsonResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface ApiInit {
  method?: string;
  token?: string;
  body?: unknown;
  /** Sent as is, with a JSON content type unless `headers` says otherwise. */
  rawBody?: string;
  headers?: Record<string, string>;
  /** Another server of the same API (for example startLocalApp's), ending in /api. */
  apiUrl?: string;
}

/** Calls the API through the Hosting rewrite, as the browser does. */
export async function api<T = unknown>(path: string, init: ApiInit = {}): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = {};
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined || init.rawBody !== undefined) headers['Content-Type'] = 'application/json';
  Object.assign(headers, init.headers);
  const response = await fetch(`${init.apiUrl ?? `${APP_URL}/api`}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  return jsonResponseOf<T>(response);
}

/** A response's status, headers and body: the JSON parsed, or else the text as it came. */
export async function jsonResponseOf<T>(response: Response): Promise<JsonResponse<T>> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Left as text, so a test can show what came back.
  }
  return { status: response.status, headers: response.headers, body: body as T };
}
