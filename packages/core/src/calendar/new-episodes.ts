/**
 * The "New episodes" row: per followed series, the earliest episode aired in the last 7 days
 * (today included) that this visitor has not started, newest series first. Started ones are in
 * Continue Watching already.
 */
import { JUST_AIRED_DAYS, type CalendarEpisode } from './calendar';
import { daysBetween, type CalendarDate } from './calendar-dates';

export interface NewEpisodeCard {
  episode: CalendarEpisode;
  /** further unstarted episodes of the same series aired in those days */
  moreCount: number;
}

/** `media-tracking`'s items by id; a show's `episodes` are keyed 's1e3'. */
export type NewEpisodesHistory = Readonly<
  Record<string, { type: 'movie' | 'show'; episodes?: Readonly<Record<string, unknown>> }>
>;

function isStarted(history: NewEpisodesHistory, episode: CalendarEpisode): boolean {
  const entry = history[String(episode.seriesId)];
  if (entry?.type !== 'show') return false;
  const key = `s${String(episode.seasonNumber)}e${String(episode.episodeNumber)}`;
  return entry.episodes !== undefined && Object.hasOwn(entry.episodes, key);
}

export function listNewEpisodes(
  episodes: readonly CalendarEpisode[],
  today: CalendarDate,
  history: NewEpisodesHistory,
): NewEpisodeCard[] {
  const bySeries = new Map<number, CalendarEpisode[]>();
  for (const episode of episodes) {
    const age = daysBetween(episode.airDate, today);
    if (age < 0 || age > JUST_AIRED_DAYS || isStarted(history, episode)) continue;
    const list = bySeries.get(episode.seriesId);
    if (list === undefined) bySeries.set(episode.seriesId, [episode]);
    else if (!list.some((other) => sameEpisode(other, episode))) list.push(episode);
  }
  const cards = [...bySeries.values()].map((list) => {
    const sorted = [...list].sort(
      (a, b) =>
        a.airDate.localeCompare(b.airDate) ||
        a.seasonNumber - b.seasonNumber ||
        a.episodeNumber - b.episodeNumber,
    );
    const [first] = sorted;
    const newest = sorted.at(-1)?.airDate ?? '';
    return first === undefined ? null : { episode: first, moreCount: sorted.length - 1, newest };
  });
  return cards
    .filter((card) => card !== null)
    .sort(
      (a, b) =>
        b.newest.localeCompare(a.newest) ||
        a.episode.seriesName.localeCompare(b.episode.seriesName),
    )
    .map(({ episode, moreCount }) => ({ episode, moreCount }));
}

function sameEpisode(a: CalendarEpisode, b: CalendarEpisode): boolean {
  return a.seasonNumber === b.seasonNumber && a.episodeNumber === b.episodeNumber;
}
