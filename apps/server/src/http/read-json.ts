/** Reads and validates a JSON request body; every failure becomes a clear 4xx. */
import type { Context } from 'hono';
import type { z } from 'zod';
import { HttpError } from './errors';

/**
 * @throws HttpError 415 without a JSON content type, 400 for malformed JSON; ZodError (→ 400 with
 *   issues) when the body does not match the schema
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(contentType)) {
    throw new HttpError(415, 'Expected a JSON body (Content-Type: application/json)');
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HttpError(400, 'Malformed JSON body');
  }
  return schema.parse(body);
}
