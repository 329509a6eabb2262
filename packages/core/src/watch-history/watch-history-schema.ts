/**
 * Storage and wire shapes of the watch history (spec section 3): `media-tracking` is
 * `{items: {[id]: entry}}`; a show's episodes are keyed 's1e3'. Rules are in the other modules.
 */
import { z } from 'zod';
import { EPISODE_KEY_PATTERN } from './episode-key';

/** A moment in ms since the epoch; 0 means "never" where a field allows it. */
const timestampMsSchema = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/** Longest title kept, in characters. */
const TITLE_MAX_LENGTH = 500;

/** Seconds of playback: finite and not negative. */
const secondsSchema = z.number().nonnegative().max(1_000_000);

/** How far playback got: position and length, in seconds. */
export const progressSchema = z.object({ watched: secondsSchema, duration: secondsSchema });

export type WatchProgress = z.infer<typeof progressSchema>;

/** A TMDB id or episode key, stored as text (older stores wrote numbers). */
const idTextSchema = z.union([z.string().min(1).max(40), z.number().int()]).transform(String);

/**
 * Fields our client adds to an entry or episode (optional, so the spec's client may drop them):
 * the furthest position ever reached (s) and when playback last went past the resume cutoff (ms).
 * They only ever grow, so a rewatch that stops early does not erase that something was watched.
 */
const growOnlyFields = {
  furthestWatched: secondsSchema.optional(),
  completedAt: timestampMsSchema.optional(),
};

/** One watched episode of a show, stored under its 's1e3' key. Ids are kept as text. */
export const episodeProgressSchema = z.object({
  id: idTextSchema,
  number: z.number().int().nonnegative(),
  title: z.string().max(TITLE_MAX_LENGTH),
  seasonId: idTextSchema,
  updatedAt: timestampMsSchema,
  progress: progressSchema,
  ...growOnlyFields,
});

export type EpisodeProgress = z.infer<typeof episodeProgressSchema>;

/** Episode keys: 's1e3' (see `episode-key.ts`). */
export const episodeKeySchema = z.string().regex(EPISODE_KEY_PATTERN);

const entryBase = {
  title: z.string().max(TITLE_MAX_LENGTH),
  year: z.number().int().min(0).max(9999).optional(),
  updatedAt: timestampMsSchema,
  /** for a show, the progress of its most recently watched episode */
  progress: progressSchema.optional(),
  ...growOnlyFields,
  /**
   * Ours: when the visitor last took the title off Continue Watching (ms). It only grows; the
   * title stays off the row while no save is newer (`updatedAt`), so playing it again brings it
   * back. Its history and resume point stay.
   */
  hiddenAt: timestampMsSchema.optional(),
};

/** A watched movie. */
export const movieEntrySchema = z.object({ type: z.literal('movie'), ...entryBase });

/** A watched show and its episodes (an absent list reads as empty). */
export const showEntrySchema = z.object({
  type: z.literal('show'),
  ...entryBase,
  episodes: z.record(episodeKeySchema, episodeProgressSchema).default({}),
});

/** One watched movie or show. */
export const watchHistoryEntrySchema = z.discriminatedUnion('type', [
  movieEntrySchema,
  showEntrySchema,
]);

export type WatchHistoryEntry = z.infer<typeof watchHistoryEntrySchema>;
export type ShowEntry = z.infer<typeof showEntrySchema>;

/**
 * Ids of `items`: the TMDB id as text. Letters, digits and hyphens only, which also keeps out
 * `__proto__` (a key that would silently vanish from a plain object).
 */
export const watchHistoryIdSchema = z.string().regex(/^[A-Za-z0-9-]{1,40}$/);

/** The `items` map: id to entry. One bad entry fails it; the migration reads entries one by one. */
export const watchHistoryItemsSchema = z.record(watchHistoryIdSchema, watchHistoryEntrySchema);

export type WatchHistoryItems = z.infer<typeof watchHistoryItemsSchema>;

/** The value stored under `media-tracking`. */
export const watchHistoryStoreSchema = z.object({ items: watchHistoryItemsSchema });

export type WatchHistoryStore = z.infer<typeof watchHistoryStoreSchema>;
