/**
 * The history page's rows ("Movies and shows you've watched", spec section 2): core's list of
 * everything watched (latest first), plus what a row shows and links to. A movie resumes on its
 * page, a show on its latest episode's page, both with `?play=true`; the player itself decides
 * where playback starts (from the start once past the resume cutoff).
 */
import { toTmdbId } from '@reelhouse/core/media/tmdb-id';
import { buildEpisodePath, buildMediaPath } from '@reelhouse/core/slug/media-path';
import { buildPlayPath } from '@reelhouse/core/slug/play-path';
import { parseEpisodeKey } from '@reelhouse/core/watch-history/episode-key';
import { listWatchHistory, type WatchedItem } from '@reelhouse/core/watch-history/history-page';
import type { WatchHistoryStore } from '@reelhouse/core/watch-history/watch-history-schema';

/** How many rows show at first, and how many more each "Show more" adds. */
export const HISTORY_PAGE_SIZE = 40;

/** What the row's play link says. */
export type ResumeLabel = 'Resume' | 'Watch again' | 'Play';

export interface HistoryRow {
  /** unique within the page */
  key: string;
  title: string;
  /** the movie's or series' page; null when the stored id is not a catalogue id */
  titleHref: string | null;
  /** where the play link leads ('…?play=true'); null without a page or an episode to play */
  playHref: string | null;
  playLabel: ResumeLabel;
  /** 'S1 E3' for a show's latest episode, else null */
  episodeLabel: string | null;
  /** that episode's title as stored, else null */
  episodeTitle: string | null;
  year: number | null;
  /** progress of the movie or episode, a whole number 0–100 */
  percent: number;
  /** last watched, ms */
  watchedAt: number;
}

function describePlayLabel(item: WatchedItem): ResumeLabel {
  if (item.isFinished) return 'Watch again';
  return item.resumeSeconds > 0 ? 'Resume' : 'Play';
}

function describeHistoryRow(item: WatchedItem, store: WatchHistoryStore): HistoryRow {
  const id = /^\d+$/.test(item.id) ? toTmdbId(Number(item.id)) : null;
  const entry = store.items[item.id];
  const episode = item.episodeKey === null ? null : parseEpisodeKey(item.episodeKey);
  const stored =
    entry?.type === 'show' && item.episodeKey !== null
      ? entry.episodes[item.episodeKey]
      : undefined;
  const row: HistoryRow = {
    key: `${item.type}-${item.id}`,
    title: item.title,
    titleHref: null,
    playHref: null,
    playLabel: describePlayLabel(item),
    episodeLabel: episode ? `S${String(episode.season)} E${String(episode.episode)}` : null,
    episodeTitle: stored?.title.trim() ? stored.title : null,
    year: item.year ?? null,
    percent: Math.round(item.percent),
    watchedAt: item.updatedAt,
  };
  if (id === null) return row;
  if (item.type === 'movie') {
    const moviePath = buildMediaPath('movie', id, item.title);
    return { ...row, titleHref: moviePath, playHref: buildPlayPath(moviePath) };
  }
  const seriesPath = buildMediaPath('tv', id, item.title);
  const playHref = episode
    ? buildPlayPath(buildEpisodePath(id, item.title, episode.season, episode.episode))
    : null;
  return { ...row, titleHref: seriesPath, playHref };
}

/** Every watched movie and show, most recently watched first (a show once, at its latest episode). */
export function listHistoryRows(store: WatchHistoryStore): HistoryRow[] {
  return listWatchHistory(store).map((item) => describeHistoryRow(item, store));
}
