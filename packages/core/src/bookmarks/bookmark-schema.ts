/**
 * Storage and wire shapes of bookmarks (spec section 3): the `bookmarks` list, the legacy
 * `media-bookmarks` entries and the usage event. The plain rules are in `bookmarks.ts`.
 */
import { z } from 'zod';
import { CATEGORY_NAME_MAX_LENGTH } from './categories';
import { BOOKMARK_USAGE_EVENT_NAMES } from './texts';

/** A TMDB id of a movie or series (a positive integer), branded so it is not mixed up with times. */
export const mediaIdSchema = z
  .number()
  .int()
  .positive()
  .max(Number.MAX_SAFE_INTEGER)
  .brand<'MediaId'>();

export type MediaId = z.infer<typeof mediaIdSchema>;

/** A moment in milliseconds since the epoch; 0 means "never" where a field allows it. */
export const timestampMsSchema = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/** A category name: trimmed, 1 to {@link CATEGORY_NAME_MAX_LENGTH} characters. */
export const bookmarkCategorySchema = z.string().trim().min(1).max(CATEGORY_NAME_MAX_LENGTH);

/** Whether a bookmarked id names a movie or a series (movie and series ids overlap). */
export const bookmarkMediaTypeSchema = z.enum(['movie', 'tv']);

export type BookmarkMediaType = z.infer<typeof bookmarkMediaTypeSchema>;

/**
 * One bookmark: a media item in one category. The same media may sit in several categories. A
 * bookmark is identified by (mediaType, mediaId, category): a movie and a series with the same
 * id are two bookmarks.
 */
export const bookmarkSchema = z.object({
  mediaId: mediaIdSchema,
  /**
   * 'movie' or 'tv'. Absent on bookmarks written before the type was kept (and by the spec's
   * client): such a bookmark is untyped until resolved (`resolve-media-type.ts`).
   */
  mediaType: bookmarkMediaTypeSchema.optional(),
  category: bookmarkCategorySchema,
  /** when the item was (last) added to this category, ms */
  addedAt: timestampMsSchema,
});

export type Bookmark = z.infer<typeof bookmarkSchema>;

/** A legacy id: a number or a string of digits (older stores kept ids as strings). */
const legacyIdSchema = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d{1,15}$/)
      .transform(Number),
  ])
  .pipe(mediaIdSchema);

/**
 * One entry of the legacy `media-bookmarks` store: the whole media object under `data`, the time
 * it was added under `info.addedAt` (a number of ms or a date text; read by the migration).
 */
export const legacyBookmarkSchema = z.object({
  data: z.object({
    id: legacyIdSchema,
    /** the TMDB type when the stored media object kept it; anything else counts as unknown */
    media_type: z.unknown().optional(),
    title: z.unknown().optional(),
    name: z.unknown().optional(),
  }),
  info: z.object({ addedAt: z.unknown() }).partial().optional(),
});

/** Payload of the usage-analytics call made when a bookmark is added to or removed from a category. */
export const bookmarkUsageEventSchema = z.object({
  name: z.enum(BOOKMARK_USAGE_EVENT_NAMES),
  category: bookmarkCategorySchema,
});

export type BookmarkUsageEvent = z.infer<typeof bookmarkUsageEventSchema>;
