/**
 * Declarative request validation beside each route: `validate('json' | 'query' | 'param', schema)`
 * is `@hono/zod-validator` with the server's own answers, so that a route reads its checked input
 * with `c.req.valid(target)`. A refusal is 400 `{ error, issues }` (http/errors.ts); a body that
 * is not JSON is 415, or 400 when malformed (http/read-json.ts), as everywhere else.
 */
import { zValidator } from '@hono/zod-validator';
import type { Context, Env, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { answerInvalidRequest, type ValidationFailure } from './errors';
import { readJsonBody } from './read-json';

/** What `validate` reads: the JSON body, the query string or the path's parameters. */
export type ValidationTarget = 'json' | 'query' | 'param';

export interface ValidateOptions {
  /** the refusal's `error` for this failure; 'Invalid request' by default */
  message?: ((error: ValidationFailure) => string) | undefined;
}

/** The input types a route behind `validate(target, schema)` gets from `c.req.valid(target)`. */
export interface Validated<T extends ValidationTarget, S extends z.ZodType> {
  in: Record<T, z.input<S>>;
  out: Record<T, z.output<S>>;
}

/** The media types Hono's validator reads as JSON (its own rule, hono/validator). */
const VALIDATOR_JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * Validates the request's `target` with `schema` before the route runs.
 * - `json`: 415 unless `Content-Type: application/json`, 400 for malformed JSON, then the schema;
 * - `query`: the first value of each parameter, as `c.req.query()` gives them;
 * - `param`: the path's parameters, as `c.req.param()` gives them.
 */
export function validate<T extends ValidationTarget, S extends z.ZodType>(
  target: T,
  schema: S,
  options: ValidateOptions = {},
): MiddlewareHandler<Env, string, Validated<T, S>> {
  const refuse = (c: Context, error: ValidationFailure): Response =>
    answerInvalidRequest(c, error, options.message?.(error));
  const validator: MiddlewareHandler = zValidator(
    target,
    schema as z.ZodType,
    (result, c) => (result.success ? undefined : refuse(c, result.error)),
    target === 'query'
      ? { validationFunction: (check, query) => check.safeParseAsync(firstOfEach(query)) }
      : undefined,
  );
  if (target !== 'json') return validator;
  return async (c, next) => {
    const body = await readJsonBody(c);
    if (VALIDATOR_JSON_MEDIA_TYPE.test(getMediaType(c))) return validator(c, next);
    // A JSON type the validator would not read (application/json-seq): the same check by hand.
    const result = await schema.safeParseAsync(body);
    if (!result.success) return refuse(c, result.error);
    c.req.addValidatedData('json', result.data as object);
    await next();
    return undefined;
  };
}

function getMediaType(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Each parameter's first value, as `c.req.query()` answers (the validator lists repeats). */
function firstOfEach(query: Record<string, string | string[]>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]),
  ) as Record<string, string>;
}
