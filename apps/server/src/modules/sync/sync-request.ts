/**
 * What the sync routes accept before anything reaches the database: body size caps measured on
 * the largest bodies the wire schemas allow, and no text with U+0000 (PostgreSQL cannot store it).
 */
import { z } from 'zod';

/**
 * Cap of a `POST /sync/bookmarks` body. The largest body the schema accepts, 10,000 bookmarks
 * plus 10,000 tombstones with 50-character categories of 3-byte characters and every number at
 * its longest, is 4.42 MB as `JSON.stringify` writes it; 5 MiB leaves room for whitespace.
 */
export const MAX_BOOKMARK_SYNC_BYTES = 5 * 1024 * 1024;

/**
 * Cap of a `POST /sync/watch-history` body. The schema bounds items (5,000), not episodes:
 * 5,000 shows of 4 episodes each (20,000 progress records), 60-character titles and every number
 * at its longest, is 8.29 MB; 5,000 movies with 100-character titles are 1.6 MB.
 */
export const MAX_WATCH_HISTORY_SYNC_BYTES = 8 * 1024 * 1024;

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
