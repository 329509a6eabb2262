/**
 * Bodies of the sync calls (spec section 7), compatible with the spec's client, plus optional
 * fields for clients that keep tombstones and ask for "only what changed".
 */
import { z } from 'zod';
import {
  bookmarkCategorySchema,
  bookmarkMediaTypeSchema,
  bookmarkSchema,
  mediaIdSchema,
  timestampMsSchema,
} from '../bookmarks/bookmark-schema';
import { watchHistoryItemsSchema } from '../watch-history/watch-history-schema';

/** Most bookmarks (or tombstones) one request may carry. */
export const MAX_SYNC_BOOKMARKS = 10_000;

/** Most watch-history entries one request may carry. */
export const MAX_SYNC_WATCH_ITEMS = 5_000;

/**
 * A position in the server's change log: an opaque non-negative integer the server hands out as
 * `cursor` and takes back as `since` (in a body, or as `?since=` on the GET calls). With `since`,
 * an answer holds only what changed after that position; without it, everything.
 */
export const syncCursorSchema = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/** A removed bookmark, as a tombstone on the wire. */
export const bookmarkDeletionSchema = z.object({
  mediaId: mediaIdSchema,
  /** absent for an untyped bookmark (as the spec's client sends) */
  mediaType: bookmarkMediaTypeSchema.optional(),
  category: bookmarkCategorySchema,
  /** when the device removed it, ms */
  deletedAt: timestampMsSchema,
});

export type BookmarkDeletion = z.infer<typeof bookmarkDeletionSchema>;

/** The list-level time the spec's client sends: ms, or null before its first change. */
const listUpdatedAtSchema = timestampMsSchema.nullable().optional();

/**
 * Body of `POST /sync/bookmarks`. The spec's client sends its whole list and `updatedAt`; the
 * server then infers its removals from what it sent that client last time. A client that sends
 * `deleted` (even empty) states its removals itself, and may send only changed bookmarks.
 */
export const bookmarkSyncRequestSchema = z.object({
  bookmarks: z.array(bookmarkSchema).max(MAX_SYNC_BOOKMARKS),
  updatedAt: listUpdatedAtSchema,
  deleted: z.array(bookmarkDeletionSchema).max(MAX_SYNC_BOOKMARKS).optional(),
  since: syncCursorSchema.optional(),
});

export type BookmarkSyncRequest = z.infer<typeof bookmarkSyncRequestSchema>;

/**
 * Answer of `GET /users/me/bookmarks` and of `POST /sync/bookmarks`: `{bookmarks}` as the spec
 * reads it (the live list), plus tombstones in `deleted` and the new `cursor`.
 */
export const bookmarksAnswerSchema = z.object({
  bookmarks: z.array(bookmarkSchema),
  deleted: z.array(bookmarkDeletionSchema).optional(),
  cursor: syncCursorSchema.optional(),
});

export type BookmarksAnswer = z.infer<typeof bookmarksAnswerSchema>;

const boundedItemsSchema = watchHistoryItemsSchema.refine(
  (items) => Object.keys(items).length <= MAX_SYNC_WATCH_ITEMS,
  { message: `At most ${MAX_SYNC_WATCH_ITEMS} items` },
);

/**
 * Body of `POST /sync/watch-history`: the `media-tracking` items, whole or only the changed ones
 * (the watch history has no removals, so nothing is inferred from a missing item).
 */
export const watchHistorySyncRequestSchema = z.object({
  items: boundedItemsSchema,
  updatedAt: listUpdatedAtSchema,
  since: syncCursorSchema.optional(),
});

export type WatchHistorySyncRequest = z.infer<typeof watchHistorySyncRequestSchema>;

/**
 * The envelope of a bookmark sync with its lists unread: a server may validate their entries
 * (with `bookmarkSchema` and `bookmarkDeletionSchema`) a chunk at a time, so that a large body
 * never holds the process for long. Together they accept what `bookmarkSyncRequestSchema` does.
 */
export const bookmarkSyncEnvelopeSchema = z.object({
  bookmarks: z.array(z.unknown()).max(MAX_SYNC_BOOKMARKS),
  updatedAt: listUpdatedAtSchema,
  deleted: z.array(z.unknown()).max(MAX_SYNC_BOOKMARKS).optional(),
  since: syncCursorSchema.optional(),
});

/**
 * The envelope of a watch-history sync with its entries unread (validate each id with
 * `watchHistoryIdSchema` and each entry with `watchHistoryEntrySchema`); together they accept
 * what `watchHistorySyncRequestSchema` does.
 */
export const watchHistorySyncEnvelopeSchema = z.object({
  items: z
    .record(z.string(), z.unknown())
    .refine((items) => Object.keys(items).length <= MAX_SYNC_WATCH_ITEMS, {
      message: `At most ${MAX_SYNC_WATCH_ITEMS} items`,
    }),
  updatedAt: listUpdatedAtSchema,
  since: syncCursorSchema.optional(),
});

/** Answer of `GET /users/me/watch-history` and of `POST /sync/watch-history`. */
export const watchHistoryAnswerSchema = z.object({
  items: watchHistoryItemsSchema,
  cursor: syncCursorSchema.optional(),
});

export type WatchHistoryAnswer = z.infer<typeof watchHistoryAnswerSchema>;

/** Query of the two GET calls: `?since=<cursor>` (optional). */
export const syncQuerySchema = z.object({
  since: z
    .string()
    .regex(/^\d{1,16}$/)
    .transform(Number)
    .pipe(syncCursorSchema)
    .optional(),
});
