/**
 * Loading the stored bookmarks (spec section 4, "Bookmark load"): bad data detection and the
 * one-time migration of the legacy `media-bookmarks` store. Parses with zod: load it lazily.
 */
import { detectMediaType, type MediaType } from '../media/media-item';
import { STORAGE_KEYS } from '../storage/keys';
import {
  type Bookmark,
  bookmarkSchema,
  legacyBookmarkSchema,
  type MediaId,
} from './bookmark-schema';
import { DEFAULT_BOOKMARK_CATEGORY } from './categories';
import { firstBookmarkLoadStep, type BookmarkLoadPlan } from './load-plan';

/** Seconds-based times are below this (1973 in ms); older stores sometimes wrote seconds. */
const SECONDS_BELOW = 100_000_000_000;

/**
 * Reads a legacy `info.addedAt`: ms, seconds (converted), a digit string or a date text.
 * @param fallbackMs used when the value is missing or unreadable (the migration's `nowMs`)
 */
export function readLegacyAddedAt(value: unknown, fallbackMs: number): number {
  let ms = Number.NaN;
  if (typeof value === 'number') ms = value;
  if (typeof value === 'string') ms = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  if (!Number.isFinite(ms) || ms <= 0) return fallbackMs;
  return Math.trunc(ms < SECONDS_BELOW ? ms * 1000 : ms);
}

function asText(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * The type of a legacy entry's media object: its `media_type`, else a `title` means a movie and a
 * `name` a series (the spec's type detection); undefined when nothing tells.
 */
function readLegacyMediaType(data: {
  media_type?: unknown;
  title?: unknown;
  name?: unknown;
}): MediaType | undefined {
  const detected = detectMediaType({
    media_type: asText(data.media_type),
    title: asText(data.title),
    name: asText(data.name),
  });
  return detected ?? undefined;
}

/**
 * Converts legacy entries (`{data: {id}, info: {addedAt}}`, as a list or an object of entries) to
 * bookmarks in the watchlist, keeping each `addedAt` and the media type when the entry's media
 * object tells it (else the bookmark is untyped, resolved later). Two entries for the same media
 * become one, with the later time (the add rule's "refresh"); unreadable entries are counted and
 * left out.
 * @param nowMs the current time, ms: the `addedAt` of entries without a readable one
 * @returns null when `legacy` is neither a list nor an object
 */
export function migrateLegacyBookmarks(
  legacy: unknown,
  nowMs: number,
): { bookmarks: Bookmark[]; droppedCount: number } | null {
  if (legacy === null || typeof legacy !== 'object') return null;
  const entries: unknown[] = Array.isArray(legacy) ? legacy : Object.values(legacy);
  const byMedia = new Map<string, Bookmark>();
  let droppedCount = 0;
  for (const entry of entries) {
    const parsed = legacyBookmarkSchema.safeParse(entry);
    if (!parsed.success) {
      droppedCount += 1;
      continue;
    }
    const mediaId: MediaId = parsed.data.data.id;
    const mediaType = readLegacyMediaType(parsed.data.data);
    const addedAt = readLegacyAddedAt(parsed.data.info?.addedAt, nowMs);
    const key = JSON.stringify([mediaType ?? '', mediaId]);
    const known = byMedia.get(key);
    const category = DEFAULT_BOOKMARK_CATEGORY;
    const latest = Math.max(addedAt, known?.addedAt ?? 0);
    byMedia.set(
      key,
      mediaType === undefined
        ? { mediaId, category, addedAt: latest }
        : { mediaId, mediaType, category, addedAt: latest },
    );
  }
  return { bookmarks: [...byMedia.values()], droppedCount };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function readStoredList(stored: string): BookmarkLoadPlan {
  const json = parseJson(stored);
  if (!stored.startsWith('[') || !json.ok || !Array.isArray(json.value)) {
    return {
      outcome: 'cleared-bad-data',
      bookmarks: [],
      write: null,
      remove: [STORAGE_KEYS.bookmarks],
      droppedCount: 0,
    };
  }
  const bookmarks: Bookmark[] = [];
  for (const entry of json.value) {
    const parsed = bookmarkSchema.safeParse(entry);
    if (parsed.success) bookmarks.push(parsed.data);
  }
  const droppedCount = json.value.length - bookmarks.length;
  return {
    outcome: 'loaded',
    bookmarks,
    write: droppedCount > 0 ? bookmarks : null,
    remove: [],
    droppedCount,
  };
}

/**
 * Decides what loading the bookmarks does.
 * @param stored the raw `bookmarks` value (null when absent). Text not starting with '[' (or not a
 *   JSON list) is bad data: cleared. Entries that are not bookmarks are dropped and the rest kept.
 * @param legacy the raw `media-bookmarks` value, read only when `stored` is absent; migrated to
 *   the watchlist, then removed. Unreadable legacy data is kept untouched (nothing is lost) and an
 *   empty list is stored, so the error toast shows once rather than at every load.
 * @param nowMs the current time, ms (for legacy entries without a time)
 */
export function planBookmarkLoad(
  stored: string | null,
  legacy: string | null,
  nowMs: number,
): BookmarkLoadPlan {
  const step = firstBookmarkLoadStep(stored, legacy);
  if (step.kind === 'decided') return step.plan;
  if (step.kind === 'read-stored') return readStoredList(step.stored);
  const json = parseJson(step.legacy);
  const migrated = json.ok ? migrateLegacyBookmarks(json.value, nowMs) : null;
  if (migrated === null) {
    return {
      outcome: 'legacy-migration-failed',
      bookmarks: [],
      write: [],
      remove: [],
      droppedCount: 0,
    };
  }
  return {
    outcome: 'migrated-legacy',
    bookmarks: migrated.bookmarks,
    write: migrated.bookmarks,
    remove: [STORAGE_KEYS.legacyBookmarks],
    droppedCount: migrated.droppedCount,
  };
}
