/**
 * What the sync routes accept before anything reaches the database: body size caps that fit the
 * largest honest account, no text with U+0000 (PostgreSQL cannot store it), and validation a
 * chunk of entries at a time, giving other requests a turn in between, so that a large body
 * never holds the process for long.
 */
import {
  bookmarkDeletionSchema,
  bookmarkSyncEnvelopeSchema,
  type BookmarkSyncRequest,
  watchHistorySyncEnvelopeSchema,
  type WatchHistorySyncRequest,
} from '@reelhouse/core/sync/sync-schema';
import { bookmarkSchema } from '@reelhouse/core/bookmarks/bookmark-schema';
import {
  watchHistoryEntrySchema,
  watchHistoryIdSchema,
  type WatchHistoryEntry,
} from '@reelhouse/core/watch-history/watch-history-schema';
import type { Context } from 'hono';
import { z } from 'zod';
import { containsNulText, NUL_TEXT_MESSAGE } from '../../http/nul-text';
import { readJson } from '../../http/read-json';
import { forEachInTurns } from './turns';

/**
 * Cap of a `POST /sync/bookmarks` body. The spec's client sends its whole list: 10,000 bookmarks
 * (the schema's limit) with categories of 20 characters are about 0.8 MB as `JSON.stringify`
 * writes them, and our own client sends only what changed. 2 MiB fits that with room for long
 * custom categories; a body of the schema's theoretical worst (every category 50 three-byte
 * characters, 10,000 tombstones too) is not an honest account's.
 */
export const MAX_BOOKMARK_SYNC_BYTES = 2 * 1024 * 1024;

/**
 * Cap of a `POST /sync/watch-history` body. A heavy viewer's whole history, 300 shows of 40
 * episodes and 1,000 films with long titles (13,000 progress records), is 2.2 MB; 4 MiB fits
 * nearly twice that.
 */
export const MAX_WATCH_HISTORY_SYNC_BYTES = 4 * 1024 * 1024;

/**
 * A ZodError for the `issues` of an entry, their paths starting at the entry's place. Made by a
 * schema: a ZodError built with `new` is not an Error, and the server would not see it as one.
 */
function errorAt(
  path: (string | number)[],
  issues: readonly { path: PropertyKey[]; message: string }[],
): z.ZodError {
  const failing = z.unknown().superRefine((_value, ctx) => {
    for (const issue of issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: [...path, ...issue.path] });
    }
  });
  const result = failing.safeParse(undefined);
  if (result.success) throw new Error('a refinement with issues cannot succeed');
  return result.error;
}

/** A U+0000 anywhere in an entry, its key included: a 400 with the issue at its place. */
function refuseNulText(path: (string | number)[], value: unknown): void {
  if (
    containsNulText(value) ||
    path.some((part) => typeof part === 'string' && part.includes('\u0000'))
  ) {
    throw errorAt(path, [{ message: NUL_TEXT_MESSAGE, path: [] }]);
  }
}

/**
 * The JSON body, with no U+0000 anywhere but (perhaps) in the large `lists`, which the caller
 * checks entry by entry. @throws HttpError 415/400, ZodError (→ 400) for a U+0000
 */
async function readBodyOutside(c: Context, lists: readonly string[]): Promise<unknown> {
  const body = await readJson(c, z.unknown());
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
    const rest = Object.entries(body).filter(([key]) => !lists.includes(key));
    refuseNulText([], Object.fromEntries(rest));
  } else {
    refuseNulText([], body);
  }
  return body;
}

/** Each element parsed with `schema`, in turns. @throws ZodError with its place */
async function parseEach<T>(
  list: readonly unknown[],
  schema: z.ZodType<T>,
  listName: string,
): Promise<T[]> {
  const parsed: T[] = [];
  await forEachInTurns(list.entries(), ([index, value]) => {
    refuseNulText([listName, index], value);
    const result = schema.safeParse(value);
    if (!result.success) throw errorAt([listName, index], result.error.issues);
    parsed.push(result.data);
  });
  return parsed;
}

/** The work of one watch-history entry: itself and each of its episodes. */
export function entryWeight(value: unknown): number {
  if (value === null || typeof value !== 'object' || !('episodes' in value)) return 1;
  const { episodes } = value;
  return 1 + (episodes !== null && typeof episodes === 'object' ? Object.keys(episodes).length : 0);
}

/**
 * The body of `POST /sync/bookmarks`, as `bookmarkSyncRequestSchema` reads it, validated a chunk
 * at a time. @throws HttpError 415/400, ZodError (→ 400) like readJson
 */
export async function readBookmarkSyncRequest(c: Context): Promise<BookmarkSyncRequest> {
  const envelope = bookmarkSyncEnvelopeSchema.parse(
    await readBodyOutside(c, ['bookmarks', 'deleted']),
  );
  const bookmarks = await parseEach(envelope.bookmarks, bookmarkSchema, 'bookmarks');
  const request: BookmarkSyncRequest = { bookmarks, updatedAt: envelope.updatedAt };
  if (envelope.deleted !== undefined) {
    request.deleted = await parseEach(envelope.deleted, bookmarkDeletionSchema, 'deleted');
  }
  if (envelope.since !== undefined) request.since = envelope.since;
  return request;
}

/**
 * The body of `POST /sync/watch-history`, as `watchHistorySyncRequestSchema` reads it, validated
 * a chunk of entries at a time. @throws HttpError 415/400, ZodError (→ 400) like readJson
 */
export async function readWatchHistorySyncRequest(c: Context): Promise<WatchHistorySyncRequest> {
  const envelope = watchHistorySyncEnvelopeSchema.parse(await readBodyOutside(c, ['items']));
  const items: Record<string, WatchHistoryEntry> = {};
  await forEachInTurns(
    Object.entries(envelope.items),
    ([id, value]) => {
      refuseNulText(['items', id], value);
      const key = watchHistoryIdSchema.safeParse(id);
      if (!key.success) throw errorAt(['items', id], key.error.issues);
      const entry = watchHistoryEntrySchema.safeParse(value);
      if (!entry.success) throw errorAt(['items', id], entry.error.issues);
      items[id] = entry.data;
    },
    ([, value]) => entryWeight(value),
  );
  const request: WatchHistorySyncRequest = { items, updatedAt: envelope.updatedAt };
  if (envelope.since !== undefined) request.since = envelope.since;
  return request;
}
