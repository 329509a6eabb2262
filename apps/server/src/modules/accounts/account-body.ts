/**
 * Account bodies: JSON, validated with core's schemas (`validate('json', ...)` beside each route),
 * and no string may contain U+0000 (PostgreSQL text cannot store it; refused here, before the
 * database sees it). A refusal is 400 `{ error, issues }` whose `error` is the first problem in
 * words the forms can show.
 */
import type { z } from 'zod';
import type { ValidationFailure } from '../../http/errors';

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

/**
 * The `error` of a refused account body: the first problem, in words the forms can show.
 * @param fallbackMessage said when the first problem has no message meant for people (zod's own
 *   "Invalid input" and type errors)
 */
export function refusalMessage(fallbackMessage: string): (error: ValidationFailure) => string {
  return (error) => {
    const first = error.issues[0]?.message;
    return first === undefined || ZOD_DEFAULT_MESSAGE.test(first) ? fallbackMessage : first;
  };
}

/** zod's own messages, written for developers; core's schemas give their own for people. */
const ZOD_DEFAULT_MESSAGE = /^(Invalid input|Invalid string|Too small:|Too big:|Unrecognized)/;
