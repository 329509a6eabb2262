/**
 * The shapes of a bookmark load (spec section 4, "Bookmark load") and the part of the rule that
 * needs no parsing: with nothing stored, the list is empty. Free of zod, so a first visit's page
 * knows its empty list without fetching the parsing rules of `load-bookmarks`.
 */
import type { StorageKey } from '../storage/keys';
import type { Bookmark } from './bookmark-schema';

/**
 * What loading found. The web app shows, per outcome: 'cleared-bad-data' → 'Cleared Bad Bookmark
 * Data'; 'migrated-legacy' → the migration loading toast, then after `FAKE_MIGRATION_WAIT_MS` the
 * success toast; 'legacy-migration-failed' → 'Error'; 'loaded' and 'empty' → nothing.
 */
export type BookmarkLoadOutcome =
  'loaded' | 'empty' | 'cleared-bad-data' | 'migrated-legacy' | 'legacy-migration-failed';

/** What the web app does after loading: the list to use and the storage writes to make. */
export interface BookmarkLoadPlan {
  outcome: BookmarkLoadOutcome;
  /** the list to use from now on */
  bookmarks: Bookmark[];
  /** what to store under `bookmarks`, or null to leave it as it is */
  write: Bookmark[] | null;
  /** keys to remove (after the write) */
  remove: StorageKey[];
  /** unreadable entries that were left out */
  droppedCount: number;
}

/**
 * The first step of a load, decided without parsing: with neither `bookmarks` nor the legacy
 * store present the list is empty and nothing is written (`plan`); else the text to parse, the
 * current list before the legacy store (`planBookmarkLoad` of `load-bookmarks` does that).
 */
export type BookmarkLoadStep =
  | { kind: 'decided'; plan: BookmarkLoadPlan }
  | { kind: 'read-stored'; stored: string }
  | { kind: 'migrate-legacy'; legacy: string };

export function firstBookmarkLoadStep(
  stored: string | null,
  legacy: string | null,
): BookmarkLoadStep {
  if (stored !== null) return { kind: 'read-stored', stored };
  if (legacy !== null) return { kind: 'migrate-legacy', legacy };
  const plan: BookmarkLoadPlan = {
    outcome: 'empty',
    bookmarks: [],
    write: null,
    remove: [],
    droppedCount: 0,
  };
  return { kind: 'decided', plan };
}
