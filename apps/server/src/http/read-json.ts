/** Reads and validates a JSON request body; every failure becomes a clear 4xx. */
import type { Context } from 'hono';
import type { z } from 'zod';
import { HttpError } from './errors';

/** The Content-Types read as JSON: `application/json`, with or without parameters. */
const JSON_CONTENT_TYPE = /^application\/json\b/i;

/**
 * The parsed JSON body, not yet validated.
 * @throws HttpError 415 without a JSON content type, 400 for malformed JSON
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  const contentType = c.req.header('content-type') ?? '';
  if (!JSON_CONTENT_TYPE.test(contentType)) {
    throw new HttpError(415, 'Expected a JSON body (Content-Type: application/json)');
  }
  try {
    return (await c.req.json()) as unknown;
  } catch {
    throw new HttpError(400, 'Malformed JSON body');
  }
}

/**
 * @throws HttpError 415 without a JSON content type, 400 for malformed JSON; ZodError (→ 400 with
 *   issues) when the body does not match the schema
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return schema.parse(await readJsonBody(c));
}
