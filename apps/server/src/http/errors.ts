/**
 * The server's one error handler and the errors it understands. Validation → 400 with issues;
 * a known HTTP error → its status; the database being away → 503 with Retry-After; anything
 * else → 500 with no internals, logged with the request id.
 */
import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import type { Logger } from '../observability/logger';

export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Try again in a moment.';

/** An expected failure with a status and a message that is safe to show. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export interface ValidationIssue {
  path: string;
  message: string;
}

/** What a validation error holds: zod's, whether thrown by `parse` or given by a validator. */
export interface ValidationFailure {
  readonly issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[];
}

export const INVALID_REQUEST_MESSAGE = 'Invalid request';

export function toValidationIssues(error: ValidationFailure): ValidationIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/**
 * The answer to a request that fails validation: 400 `{ error, issues }`.
 * @param message the `error` (a refusal in words a form can show; 'Invalid request' by default)
 */
export function answerInvalidRequest(
  c: Context,
  error: ValidationFailure,
  message: string = INVALID_REQUEST_MESSAGE,
): Response {
  return c.json({ error: message, issues: toValidationIssues(error) }, 400);
}

export function createErrorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    const requestId = getRequestId(c);
    if (error instanceof ZodError) {
      return answerInvalidRequest(c, error);
    }
    if (error instanceof HttpError) {
      return c.json({ error: error.message }, error.status, error.headers);
    }
    if (error instanceof HTTPException) {
      return c.json({ error: error.message || 'Request failed' }, error.status);
    }
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error, requestId, path: c.req.path }, 'database unavailable');
      return c.json({ error: UNAVAILABLE_MESSAGE, requestId }, 503, { 'Retry-After': '5' });
    }
    logger.error({ err: error, requestId, path: c.req.path }, 'unhandled error');
    return c.json({ error: 'Internal Server Error', requestId }, 500);
  };
}

export function getRequestId(c: Context): string {
  const value: unknown = c.get('requestId');
  return typeof value === 'string' ? value : 'unknown';
}
