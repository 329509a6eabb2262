/**
 * Which episode the player moves to after the current one (spec section 4, "Next episode"): the
 * next episode, else the next season's first, else the first season's first at the very end.
 */

/** A season and an episode number, named so the two cannot be swapped by position. */
export interface EpisodeRef {
  seasonNumber: number;
  episodeNumber: number;
}

/** A season of the show and the numbers of its episodes (in any order). */
export interface SeasonEpisodes {
  seasonNumber: number;
  episodeNumbers: readonly number[];
}

/** Why the target was chosen: same season, following season, or the wrap at the very end. */
export type NextEpisodeReason = 'next-episode' | 'next-season' | 'first-season';

export interface NextEpisodeTarget extends EpisodeRef {
  reason: NextEpisodeReason;
}

interface Season {
  seasonNumber: number;
  /** ascending, without duplicates */
  episodeNumbers: number[];
}

function isEpisodeNumber(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

/** Merges duplicate seasons, drops empty ones and bad numbers, sorts everything ascending. */
function normaliseSeasons(seasons: readonly SeasonEpisodes[]): Season[] {
  const bySeason = new Map<number, Set<number>>();
  for (const season of seasons) {
    if (!isEpisodeNumber(season.seasonNumber)) continue;
    const episodes = bySeason.get(season.seasonNumber) ?? new Set<number>();
    for (const episode of season.episodeNumbers)
      if (isEpisodeNumber(episode)) episodes.add(episode);
    bySeason.set(season.seasonNumber, episodes);
  }
  return [...bySeason]
    .filter(([, episodes]) => episodes.size > 0)
    .map(([seasonNumber, episodes]) => ({
      seasonNumber,
      episodeNumbers: [...episodes].sort((a, b) => a - b),
    }))
    .sort((a, b) => a.seasonNumber - b.seasonNumber);
}

function firstEpisodeOf(season: Season, reason: NextEpisodeReason): NextEpisodeTarget {
  // normaliseSeasons keeps only seasons with at least one episode
  const episodeNumber = season.episodeNumbers[0] ?? 0;
  return { seasonNumber: season.seasonNumber, episodeNumber, reason };
}

/**
 * The episode after `current`.
 *
 * Specials (season 0) stay out of the regular order: from a regular season the player never moves
 * into season 0, and the wrap at the very end goes to the first regular season. From a special it
 * moves to the next special, then to the first regular season. A show with specials only cycles
 * through them. An episode missing from the list (stale data) still finds the next one by number.
 *
 * @param seasons the show's seasons with their episode numbers (duplicates, empty seasons and
 *   negative or fractional numbers are ignored)
 * @returns the target and why it was chosen, or null when the show has no episodes or the only
 *   candidate is the current episode itself (a one-episode show does not restart itself)
 */
export function getNextEpisode(
  seasons: readonly SeasonEpisodes[],
  current: EpisodeRef,
): NextEpisodeTarget | null {
  const all = normaliseSeasons(seasons);
  const regular = all.filter((season) => season.seasonNumber > 0);
  const order = current.seasonNumber > 0 && regular.length > 0 ? regular : all;

  const currentSeason = order.find((season) => season.seasonNumber === current.seasonNumber);
  const nextInSeason = currentSeason?.episodeNumbers.find((n) => n > current.episodeNumber);
  if (nextInSeason !== undefined) {
    return {
      seasonNumber: current.seasonNumber,
      episodeNumber: nextInSeason,
      reason: 'next-episode',
    };
  }

  const nextSeason = order.find((season) => season.seasonNumber > current.seasonNumber);
  if (nextSeason !== undefined) return firstEpisodeOf(nextSeason, 'next-season');

  const firstSeason = order[0];
  if (firstSeason === undefined) return null;
  const wrapped = firstEpisodeOf(firstSeason, 'first-season');
  const isSameEpisode =
    wrapped.seasonNumber === current.seasonNumber &&
    wrapped.episodeNumber === current.episodeNumber;
  return isSameEpisode ? null : wrapped;
}
