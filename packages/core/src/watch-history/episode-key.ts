/**
 * Episode keys of the watch history (spec section 3): `s{season}e{episode}`, e.g. 's1e3'. One
 * spelling per episode (lowercase, no leading zeros), since the keys are also sync keys.
 */

/** A canonical key: season and episode numbers, no leading zeros (0 itself allowed). */
export const EPISODE_KEY_PATTERN = /^s(0|[1-9]\d{0,3})e(0|[1-9]\d{0,4})$/;

/** Season and episode numbers of an episode key. Season 0 holds the specials. */
export interface EpisodeNumbers {
  season: number;
  episode: number;
}

/**
 * Builds the key of an episode.
 * @param season season number, 0 (specials) to 9999
 * @param episode episode number within the season, 0 to 99999
 * @returns e.g. 's1e3', or null when a number is not a whole number in range
 */
export function buildEpisodeKey(season: number, episode: number): string | null {
  if (!Number.isInteger(season) || !Number.isInteger(episode)) return null;
  const key = `s${season}e${episode}`;
  return EPISODE_KEY_PATTERN.test(key) ? key : null;
}

/**
 * Reads an episode key.
 * @returns the numbers, or null for anything but the canonical spelling ('S01E03' is refused:
 *   see {@link canonicaliseEpisodeKey})
 */
export function parseEpisodeKey(key: string): EpisodeNumbers | null {
  const match = EPISODE_KEY_PATTERN.exec(key);
  if (!match) return null;
  return { season: Number(match[1]), episode: Number(match[2]) };
}

/**
 * Rewrites a loosely written key ('S01E03', 's01e003') to its canonical spelling.
 * @returns the canonical key, or null when the text is not an episode key at all
 */
export function canonicaliseEpisodeKey(key: string): string | null {
  const match = /^s(\d{1,6})e(\d{1,6})$/i.exec(key.trim());
  if (!match) return null;
  return buildEpisodeKey(Number(match[1]), Number(match[2]));
}
