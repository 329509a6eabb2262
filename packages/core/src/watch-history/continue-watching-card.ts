/**
 * What a Continue Watching card shows and where it leads (spec section 2 "Home"): a movie resumes
 * on its page, a show on its most recent episode's page, both with play=true; a show whose latest
 * episode is finished leads to the series page, where the next one is picked.
 */
import { toTmdbId } from '../media/tmdb-id';
import { buildEpisodePath, buildMediaPath } from '../slug/media-path';
import { buildPlayPath } from '../slug/play-path';
import { parseEpisodeKey } from './episode-key';
import type { WatchedItem } from './history-page';

export interface ContinueWatchingCard {
  /** unique within the row */
  key: string;
  title: string;
  href: string;
  /** 'S1 E3' for a show's episode, the year for a movie, else null */
  detail: string | null;
  /** progress watched, a whole number 0–100 */
  percent: number;
}

/**
 * @param item an entry of `listContinueWatching`
 * @returns the card, or null when the stored id is not a TMDB id (no page to link to)
 */
export function describeContinueWatchingCard(item: WatchedItem): ContinueWatchingCard | null {
  const id = /^\d+$/.test(item.id) ? toTmdbId(Number(item.id)) : null;
  if (id === null) return null;
  const percent = Math.round(item.percent);
  const key = `${item.type}-${item.id}`;
  if (item.type === 'movie') {
    const href = buildPlayPath(buildMediaPath('movie', id, item.title));
    return { key, title: item.title, href, detail: item.year ? String(item.year) : null, percent };
  }
  const episode = item.episodeKey === null ? null : parseEpisodeKey(item.episodeKey);
  const seriesPath = buildMediaPath('tv', id, item.title);
  if (episode === null) return { key, title: item.title, href: seriesPath, detail: null, percent };
  const detail = `S${episode.season} E${episode.episode}`;
  const href = item.isFinished
    ? seriesPath
    : buildPlayPath(buildEpisodePath(id, item.title, episode.season, episode.episode));
  return { key, title: item.title, href, detail, percent };
}
