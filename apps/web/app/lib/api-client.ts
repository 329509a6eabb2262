/** The only place the web app calls our API with fetch. Every failure becomes an ApiError. */

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
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'Network error');
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, readErrorText(payload, response));
  return payload;
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
 * events). The caller reads it and may abort it with `signal`.
 * @throws ApiError with the server's `error` text for a non-OK answer, status 0 when the network
 *   failed or the answer has no body; the abort error itself when `signal` was aborted
 */
export async function postForStream(
  path: `/api/${string}`,
  body: unknown,
  signal?: AbortSignal,
): Promise<ReadableStream<Uint8Array>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
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
