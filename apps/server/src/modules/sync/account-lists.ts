/**
 * An account's synced lists as the product's rules read them: its live bookmarks (tombstones left
 * out), and each watched title once, with when it was last watched (its latest progress record;
 * episodes count for their series). Shared by the calendar feed and the recommendation rows.
 */
import type { BookmarkRecord } from '@reelhouse/core/sync/bookmark-merge';
import type { BookmarkSyncRepository } from './bookmark-repository';
import type { ProgressSyncRepository } from './progress-repository';

export interface WatchedTitle {
  mediaType: 'movie' | 'tv';
  id: number;
  /** the latest progress save, ms */
  at: number;
}

export interface AccountLists {
  bookmarks: BookmarkRecord[];
  watched: WatchedTitle[];
}

export async function readAccountLists(
  repositories: { bookmarks: BookmarkSyncRepository; progress: ProgressSyncRepository },
  userId: string,
): Promise<AccountLists> {
  const [bookmarks, progress] = await Promise.all([
    repositories.bookmarks.list(userId),
    repositories.progress.list(userId),
  ]);
  const watched = new Map<string, WatchedTitle>();
  for (const record of progress.records) {
    const id = Number(record.mediaId);
    if (!Number.isSafeInteger(id) || id <= 0) continue;
    const mediaType = record.episodeKey === 'movie' ? 'movie' : 'tv';
    const key = `${mediaType}:${String(id)}`;
    const known = watched.get(key);
    if (known === undefined || known.at < record.updatedAt) {
      watched.set(key, { mediaType, id, at: record.updatedAt });
    }
  }
  return {
    bookmarks: bookmarks.records.filter((record) => record.addedAt > record.deletedAt),
    watched: [...watched.values()],
  };
}
