/**
 * Reading account bodies: JSON, validated with core's schemas, and no string may contain U+0000
 * (PostgreSQL text cannot store it; refused here, before the database sees it). A refusal is
 * 400 `{ error, issues }` whose `error` is the first problem in words the forms can show.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { toValidationIssues } from '../../http/errors';
import { readJson } from '../../http/read-json';

export const NUL_CHARACTER_MESSAGE = 'Text may not contain the character U+0000';

/** The schema, refusing any string anywhere in its output that contains U+0000. */
export function refuseNulCharacters<S extends z.ZodType>(schema: S) {
  return schema.superRefine((value, ctx) => {
    for (const path of findNulStrings(value, [])) {
      ctx.addIssue({ code: 'custom', path, message: NUL_CHARACTER_MESSAGE });
    }
  });
}

function findNulStrings(value: unknown, path: PropertyKey[]): PropertyKey[][] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => findNulStrings(item, [...path, i]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => findNulStrings(item, [...path, key]));
  }
  return [];
}

export type BodyResult<T> = { ok: true; value: T } | { ok: false; response: Response };

/**
 * @param fallbackMessage the `error` text when the first problem has no message meant for
 *   people (zod's own "Invalid input" and type errors)
 * @throws HttpError 415 / 400 for a body that is not JSON (the error handler answers them)
 */
export async function readAccountBody<S extends z.ZodType>(
  c: Context,
  schema: S,
  fallbackMessage: string,
): Promise<BodyResult<z.output<S>>> {
  const parsed = await readJson(c, z.unknown()).then((body) => schema.safeParse(body));
  if (parsed.success) return { ok: true, value: parsed.data };
  const first = parsed.error.issues[0]?.message;
  const error = first === undefined || ZOD_DEFAULT_MESSAGE.test(first) ? fallbackMessage : first;
  return {
    ok: false,
    response: c.json({ error, issues: toValidationIssues(parsed.error) }, 400),
  };
}

/** zod's own messages, written for developers; core's schemas give their own for people. */
const ZOD_DEFAULT_MESSAGE = /^(Invalid input|Invalid string|Too small:|Too big:|Unrecognized)/;
