/** User-visible texts of the watch history (spec sections 2 and 8), exactly as the spec writes them. */

/** Toast after the one-time migration changed the stored history. */
export const WATCH_HISTORY_MIGRATION_TOAST =
  'Edited your watch progress to support new features and syncing...';

/** Title of the history page. */
export const HISTORY_PAGE_TITLE = "Movies and shows you've watched";

/** History page with nothing in it (the spec shows none; ours, decision in the report). */
export const NO_HISTORY_TEXT = 'Nothing watched yet';
