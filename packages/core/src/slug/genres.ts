/**
 * TMDB's genre map (spec section 3 "Genre map"): the 27 genre ids with their English names and
 * the media types each applies to. Names are matched case-insensitively.
 */

export interface GenreEntry {
  id: number;
  name: string;
  /** whether TMDB uses the genre for movies, TV series or both */
  mediaTypes: readonly ('movie' | 'tv')[];
}

const BOTH = ['movie', 'tv'] as const;
const MOVIE = ['movie'] as const;
const TV = ['tv'] as const;

/** The 27 genres: 19 for movies, 16 for TV series, 8 of them shared. */
export const GENRES: readonly GenreEntry[] = [
  { id: 28, name: 'Action', mediaTypes: MOVIE },
  { id: 12, name: 'Adventure', mediaTypes: MOVIE },
  { id: 16, name: 'Animation', mediaTypes: BOTH },
  { id: 35, name: 'Comedy', mediaTypes: BOTH },
  { id: 80, name: 'Crime', mediaTypes: BOTH },
  { id: 99, name: 'Documentary', mediaTypes: BOTH },
  { id: 18, name: 'Drama', mediaTypes: BOTH },
  { id: 10751, name: 'Family', mediaTypes: BOTH },
  { id: 14, name: 'Fantasy', mediaTypes: MOVIE },
  { id: 36, name: 'History', mediaTypes: MOVIE },
  { id: 27, name: 'Horror', mediaTypes: MOVIE },
  { id: 10402, name: 'Music', mediaTypes: MOVIE },
  { id: 9648, name: 'Mystery', mediaTypes: BOTH },
  { id: 10749, name: 'Romance', mediaTypes: MOVIE },
  { id: 878, name: 'Science Fiction', mediaTypes: MOVIE },
  { id: 10770, name: 'TV Movie', mediaTypes: MOVIE },
  { id: 53, name: 'Thriller', mediaTypes: MOVIE },
  { id: 10752, name: 'War', mediaTypes: MOVIE },
  { id: 37, name: 'Western', mediaTypes: BOTH },
  { id: 10759, name: 'Action & Adventure', mediaTypes: TV },
  { id: 10762, name: 'Kids', mediaTypes: TV },
  { id: 10763, name: 'News', mediaTypes: TV },
  { id: 10764, name: 'Reality', mediaTypes: TV },
  { id: 10765, name: 'Sci-Fi & Fantasy', mediaTypes: TV },
  { id: 10766, name: 'Soap', mediaTypes: TV },
  { id: 10767, name: 'Talk', mediaTypes: TV },
  { id: 10768, name: 'War & Politics', mediaTypes: TV },
];

const GENRE_BY_ID = new Map(GENRES.map((genre) => [genre.id, genre]));
const GENRE_BY_NAME = new Map(GENRES.map((genre) => [genre.name.toLowerCase(), genre]));

/** @returns the genre's English name, or null for an id outside the 27 */
export function getGenreName(id: number): string | null {
  return GENRE_BY_ID.get(id)?.name ?? null;
}

/**
 * @param name a genre name in any case, surrounding spaces ignored ('  sci-fi & FANTASY ')
 * @returns the genre id, or null for an unknown name
 */
export function findGenreIdByName(name: string): number | null {
  return GENRE_BY_NAME.get(name.trim().toLowerCase())?.id ?? null;
}

/** @returns the ids of the genres TMDB uses for that media type, in {@link GENRES} order */
export function getGenreIdsForMediaType(mediaType: 'movie' | 'tv'): number[] {
  return GENRES.filter((genre) => genre.mediaTypes.includes(mediaType)).map((genre) => genre.id);
}

/**
 * Names genre ids for display (e.g. genre chips), skipping ids outside the map.
 * @returns one entry per known id, in the given order
 */
export function nameGenres(ids: readonly number[]): { id: number; name: string }[] {
  return ids.flatMap((id) => {
    const name = getGenreName(id);
    return name === null ? [] : [{ id, name }];
  });
}
