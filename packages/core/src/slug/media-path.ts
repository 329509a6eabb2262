/**
 * Media detail links (spec section 2): /movies/{id}-{slug}, /series/{id}-{slug} and episode
 * paths, and reading the id, season and episode back from route parameters.
 */
import { type TmdbId, toTmdbId } from '../media/tmdb-id';
import { buildMediaLinkSlug } from './slug';

/** Path prefix of each media type's detail pages. */
export const MEDIA_PATH_PREFIX = { movie: '/movies', tv: '/series' } as const;

/**
 * @param title the display title; null, undefined or a title without ASCII letters or digits
 *   gives a path without slug
 * @returns '/movies/603-the-matrix', '/series/1396-breaking-bad', or '/movies/603' with no slug
 */
export function buildMediaPath(
  mediaType: 'movie' | 'tv',
  id: TmdbId,
  title: string | null | undefined,
): string {
  const slug = title ? buildMediaLinkSlug(title) : '';
  const segment = slug ? `${id}-${slug}` : `${id}`;
  return `${MEDIA_PATH_PREFIX[mediaType]}/${segment}`;
}

/**
 * @param seasonNumber 0 for specials
 * @returns '{series path}/{season}/{episode}', e.g. '/series/1396-breaking-bad/1/3'
 */
export function buildEpisodePath(
  seriesId: TmdbId,
  seriesTitle: string | null | undefined,
  seasonNumber: number,
  episodeNumber: number,
): string {
  return `${buildMediaPath('tv', seriesId, seriesTitle)}/${seasonNumber}/${episodeNumber}`;
}

/**
 * Reads the id from a /movies/{param} or /series/{param} segment: only the part before the first
 * dash counts, and it must be plain decimal digits (leading zeros allowed).
 * @example parseMediaIdParam('603-the-matrix') === 603
 * @returns the id, or null when that part is empty, not digits ('6e2', '+603', ' 603') or not a
 *   positive safe integer ('0', '99999999999999999')
 */
export function parseMediaIdParam(param: string | null | undefined): TmdbId | null {
  const head = (param ?? '').split('-', 1)[0] ?? '';
  if (!/^\d+$/.test(head)) return null;
  return toTmdbId(Number(head));
}

/**
 * Reads a season or episode number from a route segment.
 * @returns a non-negative integer (season 0 holds specials), or null for anything else
 */
export function parseEpisodeNumberParam(param: string | null | undefined): number | null {
  if (!param || !/^\d+$/.test(param)) return null;
  const value = Number(param);
  return Number.isSafeInteger(value) ? value : null;
}

/** @returns whether the query parameter `play` asks to start playing at once (exactly 'true') */
export function isAutoplayRequested(playParam: string | null | undefined): boolean {
  return playParam === 'true';
}
