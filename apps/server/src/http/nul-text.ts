/**
 * No text with U+0000 reaches the database: PostgreSQL's text cannot store it and refuses the
 * statement mid-transaction (a 500), while SQLite keeps it. Refused with 400 before, the same on
 * both.
 */
import { z } from 'zod';

/** Said when a text holds U+0000. */
export const NUL_TEXT_MESSAGE = 'Text may not contain the character U+0000';

/**
 * Whether any string of a parsed JSON value, object keys included, holds U+0000. Walks with its
 * own stack, so a deeply nested body cannot overflow the call stack.
 */
export function containsNulText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (Array.isArray(next)) {
      for (const child of next as unknown[]) pending.push(child);
    } else if (next !== null && typeof next === 'object') {
      for (const [key, child] of Object.entries(next)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/** `schema`, after refusing any body with a U+0000 anywhere in its texts (a 400 with an issue). */
export function withoutNulText<S extends z.ZodType>(schema: S): z.ZodPipe<z.ZodUnknown, S> {
  return z
    .unknown()
    .refine((value) => !containsNulText(value), { message: NUL_TEXT_MESSAGE })
    .pipe(schema);
}
