/**
 * The only place the web app calls fetch: our API, and media side files (captions, thumbnail
 * tracks) from our `/media` or a provider's http(s) address. Every failure becomes an ApiError.
 */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * POSTs JSON and reads a JSON answer.
 * @throws ApiError with the server's `error` text, or status 0 when the network failed
 */
export async function postJson(path: `/api/${string}`, body: unknown): Promise<unknown> {
  const response = await sendPost(path, JSON.stringify(body));
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, readErrorText(payload, response));
  return payload;
}

/**
 * POSTs with the JSON content type (the server's check on state-changing calls) and the cookies
 * of our own origin.
 * @throws ApiError with status 0 when the network failed
 */
async function sendPost(path: `/api/${string}`, body: string | undefined): Promise<Response> {
  try {
    return await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      ...(body === undefined ? {} : { body }),
    });
  } catch {
    throw new ApiError(0, 'Network error');
  }
}

function readErrorText(payload: unknown, response: Response): string {
  return payload &&
    typeof payload === 'object' &&
    'error' in payload &&
    typeof payload.error === 'string'
    ? payload.error
    : response.statusText || 'Request failed';
}

/**
 * GETs a JSON answer. The caller owns the answer's shape (our server validated it already).
 * @throws ApiError with the server's `error` text, or status 0 when the network failed
 */
export async function getJson<T>(path: `/api/${string}`, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', signal: signal ?? null });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'Network error');
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, readErrorText(payload, response));
  return payload as T;
}

/**
 * POSTs JSON and hands back the answer's body unread, for answers that stream (server-sent
 * events). The caller reads it and may abort it with `signal`; `headers` go along (a 4K token).
 * @throws ApiError with the server's `error` text for a non-OK answer, status 0 when the network
 *   failed or the answer has no body; the abort error itself when `signal` was aborted
 */
export async function postForStream(
  path: `/api/${string}`,
  body: unknown,
  signal?: AbortSignal,
  headers: Readonly<Record<string, string>> = {},
): Promise<ReadableStream<Uint8Array>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'Network error');
  }
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => null);
    throw new ApiError(response.status, readErrorText(payload, response));
  }
  if (response.body === null) throw new ApiError(0, 'Empty answer');
  return response.body;
}

/**
 * GETs a text file a stream points at (captions, a thumbnail VTT): a path on our own origin or an
 * absolute http(s) address. Cookies go only to our own origin.
 * @throws ApiError (status 0 for a network failure, else the HTTP status); the abort error itself
 *   when `signal` was aborted
 */
export async function getText(url: string, signal?: AbortSignal): Promise<string> {
  try {
    const response = await fetch(url, { credentials: 'same-origin', signal: signal ?? null });
    if (!response.ok) {
      throw new ApiError(response.status, response.statusText || 'Request failed');
    }
    return await response.text();
  } catch (error) {
    if (error instanceof ApiError || signal?.aborted) throw error;
    throw new ApiError(0, 'Network error');
  }
}

/** An answer read whatever its status, for calls whose every refusal the page explains itself. */
export interface JsonAnswer {
  status: number;
  /** whether the status was 2xx */
  ok: boolean;
  /** the parsed JSON body, or null when it was not JSON */
  body: unknown;
  /** the Retry-After header as sent (seconds or an HTTP date), or null */
  retryAfter: string | null;
}

/**
 * POSTs JSON and hands back the answer whatever its status (login and sign-up show the server's
 * own refusal text, and a 429's Retry-After locks the login form).
 * @throws ApiError with status 0 when the network failed
 */
export async function postJsonForAnswer(
  path: `/api/${string}`,
  body: unknown,
): Promise<JsonAnswer> {
  return readJsonAnswer(await sendPost(path, JSON.stringify(body)));
}

/** @returns the answer's status, parsed body (null when not JSON) and Retry-After */
async function readJsonAnswer(response: Response): Promise<JsonAnswer> {
  const payload: unknown = await response.json().catch(() => null);
  return {
    status: response.status,
    ok: response.ok,
    body: payload,
    retryAfter: response.headers.get('Retry-After'),
  };
}

/**
 * GETs a JSON answer whatever its status, with extra request headers (the 4K tester sends the
 * token in one), for calls whose every refusal the page explains itself.
 * @throws ApiError with status 0 when the network failed; the abort error when aborted
 */
export async function getJsonForAnswer(
  path: `/api/${string}`,
  headers: Readonly<Record<string, string>>,
  signal?: AbortSignal,
): Promise<JsonAnswer> {
  let response: Response;
  try {
    response = await fetch(path, { headers, credentials: 'same-origin', signal: signal ?? null });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'Network error');
  }
  return readJsonAnswer(response);
}

/**
 * POSTs a call that takes no payload (logout). The JSON content type is sent all the same, so
 * the call passes the server's check on state-changing requests.
 * @throws ApiError with the server's `error` text, or status 0 when the network failed
 */
export async function postNoBody(path: `/api/${string}`): Promise<void> {
  const response = await sendPost(path, undefined);
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => null);
    throw new ApiError(response.status, readErrorText(payload, response));
  }
}

/**
 * DELETEs what the path names (with the JSON content type, like state-changing POSTs).
 * @throws ApiError with the server's `error` text, or status 0 when the network failed
 */
export async function deleteAt(path: `/api/${string}`): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'DELETE',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'Network error');
  }
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => null);
    throw new ApiError(response.status, readErrorText(payload, response));
  }
}

/**
 * POSTs JSON without waiting for the answer, and lets the request outlive the page (`keepalive`,
 * for `pagehide` and usage events). Best effort: failures are ignored, and the browser refuses
 * bodies over 64 KB.
 */
export function postJsonKeepalive(path: `/api/${string}`, body: unknown): void {
  try {
    void fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // A refused body (too large) or an unavailable fetch: nothing is sent.
  }
}
