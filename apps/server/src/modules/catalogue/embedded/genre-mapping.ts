/**
 * Maps the genre words of the open data to TMDB genre ids: Wikipedia's film-list words to movie
 * genres, TVmaze genres and show types to TV genres. A word maps only where a TMDB genre means the
 * same thing or the word names one of its sub-genres; every other word is dropped, never guessed.
 */

/**
 * Wikipedia film-list genre word → TMDB movie genre id. Words absent here are dropped:
 * Biography, Sports/Sport, Teen, Independent, Erotic, Political, Legal, Disaster, Dance, Short,
 * Performance, Live Action, Found Footage and Silent name no TMDB movie genre (or span several).
 */
export const FILM_GENRE_IDS: Readonly<Record<string, number>> = {
  action: 28,
  'martial arts': 28, // a sub-genre of action film
  superhero: 28, // a sub-genre of action film
  adventure: 12,
  animated: 16,
  animation: 16,
  comedy: 35,
  satire: 35, // a comedy form
  crime: 80,
  noir: 80, // film noir is crime fiction
  documentary: 99,
  drama: 18,
  family: 10751,
  fantasy: 14,
  supernatural: 14, // the supernatural is fantasy's subject; horror is listed separately
  historical: 36,
  history: 36,
  horror: 27,
  slasher: 27, // a sub-genre of horror
  musical: 10402,
  music: 10402,
  mystery: 9648,
  romance: 10749,
  'science fiction': 878,
  'sci-fi': 878,
  thriller: 53,
  suspense: 53, // TMDB files suspense under thriller
  spy: 53, // spy films are thrillers
  war: 10752,
  western: 37,
};

/**
 * TVmaze genre → TMDB TV genre id. Dropped (no TV genre of TMDB means them): Thriller, Romance,
 * Horror, Legal, Espionage, History, Sports, Medical, Music, Food, Travel, Nature.
 */
export const SERIES_GENRE_IDS: Readonly<Record<string, number>> = {
  action: 10759,
  adventure: 10759,
  anime: 16,
  animation: 16,
  children: 10762,
  comedy: 35,
  crime: 80,
  documentary: 99,
  drama: 18,
  family: 10751,
  fantasy: 10765,
  mystery: 9648,
  'science-fiction': 10765,
  supernatural: 10765,
  war: 10768,
  western: 37,
};

/** TVmaze show type → TMDB TV genre id (Scripted and Game Show name no genre). */
export const SERIES_TYPE_GENRE_IDS: Readonly<Record<string, number>> = {
  animation: 16,
  documentary: 99,
  reality: 10764,
  'talk show': 10767,
};

/** @returns the TMDB movie genre ids of a film's genre words, in their order, without repeats */
export function mapFilmGenres(words: readonly string[]): number[] {
  return uniqueIds(words.map((word) => FILM_GENRE_IDS[normaliseWord(word)]));
}

/** @returns the TMDB TV genre ids of a show's TVmaze genres, then of its type, without repeats */
export function mapSeriesGenres(genres: readonly string[], type: string | null): number[] {
  const fromGenres = genres.map((genre) => SERIES_GENRE_IDS[normaliseWord(genre)]);
  const fromType = type === null ? undefined : SERIES_TYPE_GENRE_IDS[normaliseWord(type)];
  return uniqueIds([...fromGenres, fromType]);
}

function normaliseWord(word: string): string {
  return word.trim().toLowerCase();
}

function uniqueIds(ids: readonly (number | undefined)[]): number[] {
  const seen = new Set<number>();
  for (const id of ids) if (id !== undefined) seen.add(id);
  return [...seen];
}
