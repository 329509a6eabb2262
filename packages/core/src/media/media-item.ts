/**
 * Plain rules over TMDB-shaped movies and series (spec section 3 "Media item", section 5 "Search
 * results"): type detection, search filtering, and the movie-or-series field pairs.
 */
/** @returns the text, or null when it is missing or empty (TMDB sends '' for unknown values) */
function present(text: string | null | undefined): string | null {
  return text === undefined || text === null || text === '' ? null : text;
}

/** The two kinds of title the site shows. */
export type MediaType = 'movie' | 'tv';

/** The fields type detection reads; any TMDB-shaped object fits. */
export interface MediaTypeFields {
  media_type?: string | null;
  title?: string | null;
  name?: string | null;
}

/**
 * Tells a movie from a series: `media_type` when present, else a `title` means a movie, else a
 * `name` means a series.
 * @returns 'movie', 'tv', or null when `media_type` names something else (e.g. 'person') or when
 *   nothing tells (no media_type, title nor name; empty strings count as absent)
 */
export function detectMediaType(item: MediaTypeFields): MediaType | null {
  if (item.media_type) {
    return item.media_type === 'movie' || item.media_type === 'tv' ? item.media_type : null;
  }
  if (item.title) return 'movie';
  if (item.name) return 'tv';
  return null;
}

/**
 * Keeps the search results that are movies or series (spec: "Search results only for
 * media_type movie or tv"); people and anything without a `media_type` are dropped.
 * @returns a new array in the original order
 */
export function filterSearchResults<T extends { media_type?: string | null }>(
  results: readonly T[],
): (T & { media_type: MediaType })[] {
  return results.filter(
    (item): item is T & { media_type: MediaType } =>
      item.media_type === 'movie' || item.media_type === 'tv',
  );
}

/** @returns the display title: a movie's `title`, else a series' `name`, else ''; empty counts as absent */
export function getTitle(item: { title?: string | null; name?: string | null }): string {
  return present(item.title) ?? present(item.name) ?? '';
}

/** @returns `original_title` (movie) or `original_name` (series), else null; empty counts as absent */
export function getOriginalTitle(item: {
  original_title?: string | null;
  original_name?: string | null;
}): string | null {
  return present(item.original_title) ?? present(item.original_name);
}

/**
 * @returns `release_date` (movie) or `first_air_date` (series) as sent, else null; empty counts
 *   as absent
 */
export function getReleaseDate(item: {
  release_date?: string | null;
  first_air_date?: string | null;
}): string | null {
  return present(item.release_date) ?? present(item.first_air_date);
}

/** @returns the four-digit year of {@link getReleaseDate}, or null when there is no valid date */
export function getReleaseYear(item: {
  release_date?: string | null;
  first_air_date?: string | null;
}): number | null {
  const match = /^(\d{4})-/.exec(getReleaseDate(item) ?? '');
  return match?.[1] ? Number(match[1]) : null;
}

/**
 * @returns the IMDb id: `imdb_id` (movie details) else `external_ids.imdb_id` (series with
 *   append_to_response=external_ids), else null; empty strings count as absent
 */
export function getImdbId(item: {
  imdb_id?: string | null;
  external_ids?: { imdb_id?: string | null } | null;
}): string | null {
  return present(item.imdb_id) ?? present(item.external_ids?.imdb_id);
}

/**
 * @returns the genre ids: `genre_ids` (list entries) when non-empty, else the ids of `genres`
 *   (details), else []
 */
export function getGenreIds(item: {
  genre_ids?: readonly number[] | null;
  genres?: readonly { id: number }[] | null;
}): number[] {
  if (item.genre_ids && item.genre_ids.length > 0) return [...item.genre_ids];
  return (item.genres ?? []).map((genre) => genre.id);
}

/**
 * Picks the title logo shown instead of the title text: the first English logo, else the first
 * logo without language, else null (the page then shows the title).
 */
export function pickLogo<T extends { iso_639_1?: string | null }>(logos: readonly T[]): T | null {
  return (
    logos.find((logo) => logo.iso_639_1 === 'en') ?? logos.find((logo) => !logo.iso_639_1) ?? null
  );
}
