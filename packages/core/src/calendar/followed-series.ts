/**
 * Which series a visitor follows (the calendar, the "New episodes" row): a series is followed
 * when it is bookmarked (in any category) or has watch progress, unless the visitor unfollowed
 * it; an explicit follow adds it even without either.
 */

/** An explicit choice on a series page, which overrides what bookmarks and history imply. */
export type FollowChoice = 'follow' | 'unfollow';

export interface FollowedSeriesInput {
  /** bookmarks; only those known to be series count (an untyped bookmark may be a movie) */
  bookmarks: readonly { mediaId: number; mediaType?: 'movie' | 'tv' | undefined }[];
  /** watch history entries by id (`media-tracking`'s items); shows count */
  historyItems: Readonly<Record<string, { type: 'movie' | 'show'; updatedAt: number }>>;
  /** explicit choices by series id */
  choices: Readonly<Record<string, FollowChoice>>;
}

/** Series ids followed, most recently watched first, then bookmarked and followed ones by id. */
export function listFollowedSeries(input: FollowedSeriesInput): number[] {
  const watchedAt = new Map<number, number>();
  for (const [id, entry] of Object.entries(input.historyItems)) {
    const seriesId = Number(id);
    if (entry.type === 'show' && Number.isSafeInteger(seriesId) && seriesId > 0) {
      watchedAt.set(seriesId, entry.updatedAt);
    }
  }
  const ids = new Set<number>(watchedAt.keys());
  for (const bookmark of input.bookmarks) {
    if (bookmark.mediaType === 'tv') ids.add(bookmark.mediaId);
  }
  for (const [id, choice] of Object.entries(input.choices)) {
    const seriesId = Number(id);
    if (!Number.isSafeInteger(seriesId) || seriesId <= 0) continue;
    if (choice === 'follow') ids.add(seriesId);
    else ids.delete(seriesId);
  }
  return [...ids].sort((a, b) => (watchedAt.get(b) ?? -1) - (watchedAt.get(a) ?? -1) || a - b);
}
