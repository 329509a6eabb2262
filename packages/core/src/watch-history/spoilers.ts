/**
 * Spoiler-safe mode (decision 0032): which episodes of a series a visitor has not reached yet,
 * judged from their watch history. Only the rule; what the pages hide is theirs to draw.
 */
import { parseEpisodeKey, type EpisodeNumbers } from './episode-key';
import type { WatchHistoryEntry } from './watch-history-schema';

/** The first episode: never hidden, since it is what a visitor reads to decide to start. */
const FIRST_EPISODE: EpisodeNumbers = { season: 1, episode: 1 };

/** @returns below 0 when `a` comes first, 0 for the same episode, above 0 when `a` comes after */
function compareEpisodes(a: EpisodeNumbers, b: EpisodeNumbers): number {
  return a.season - b.season || a.episode - b.episode;
}

/**
 * The furthest episode of a series the visitor started: the highest season, then the highest
 * episode in it, among the history's episode keys. An episode is in the history once playback
 * was saved, so "started" is enough (a half-watched episode is already known).
 * @param entry the series' history entry (`items[id]`), if any
 * @returns its numbers, or null when nothing of the series was started (a movie entry, no
 *   entry, only specials or unreadable keys)
 */
export function findFurthestWatched(
  entry:
    | (Pick<WatchHistoryEntry, 'type'> & { episodes?: Readonly<Record<string, unknown>> })
    | undefined,
): EpisodeNumbers | null {
  if (entry?.type !== 'show' || !entry.episodes) return null;
  let furthest: EpisodeNumbers | null = null;
  for (const key of Object.keys(entry.episodes)) {
    const numbers = parseEpisodeKey(key);
    // Specials (season 0) sit outside the story's order: they neither count nor move it.
    if (numbers === null || numbers.season === 0) continue;
    if (furthest === null || compareEpisodes(numbers, furthest) > 0) furthest = numbers;
  }
  return furthest;
}

/**
 * Whether an episode would spoil the visitor: it comes strictly after their furthest started one
 * (after the first episode when they started none). The first episode and specials (season 0,
 * whose place in the story is unknown) are never spoilers.
 * @param episode the episode shown
 * @param furthest from {@link findFurthestWatched}; null when nothing was started
 */
export function isSpoiler(episode: EpisodeNumbers, furthest: EpisodeNumbers | null): boolean {
  if (episode.season === 0) return false;
  const reached =
    furthest !== null && compareEpisodes(furthest, FIRST_EPISODE) > 0 ? furthest : FIRST_EPISODE;
  return compareEpisodes(episode, reached) > 0;
}
