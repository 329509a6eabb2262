/**
 * Generated overviews: one or two sentences built only from facts in the open data (year, genre
 * words, cast, network, air dates, box office, licence). No prose from any source, nothing
 * invented: a fact the data lacks is left out of the sentence.
 */
import { formatTmdbDate } from '@reelhouse/core/screens/title-facts';

/** Adjective forms of Wikipedia's film genre words; other words are used in lower case. */
const FILM_GENRE_ADJECTIVES: Readonly<Record<string, string>> = {
  animated: 'animated',
  biography: 'biographical',
  historical: 'historical',
  'live action': 'live-action',
  'found footage': 'found-footage',
  sport: 'sports',
};

const MAX_GENRE_WORDS = 3;
const MAX_CAST_NAMES = 3;

export interface FilmFacts {
  year: number;
  /** genre words as the data lists them */
  genres: readonly string[];
  /** billing order */
  cast: readonly string[];
  boxOfficeUsd: number | null;
}

/** e.g. 'A 1999 science fiction and action film starring Keanu Reeves, Laurence Fishburne and Carrie-Anne Moss.' */
export function describeFilm(film: FilmFacts): string {
  const genres = film.genres
    .slice(0, MAX_GENRE_WORDS)
    .map((word) => FILM_GENRE_ADJECTIVES[word.trim().toLowerCase()] ?? word.trim().toLowerCase());
  const phrase = [String(film.year), ...(genres.length > 0 ? [joinWords(genres)] : []), 'film'];
  const cast = film.cast.slice(0, MAX_CAST_NAMES);
  const starring = cast.length > 0 ? ` starring ${joinWords(cast)}` : '';
  const sentence = `${withArticle(phrase.join(' '))}${starring}.`;
  if (film.boxOfficeUsd === null || film.boxOfficeUsd <= 0) return sentence;
  return `${sentence} It grossed ${formatUsd(film.boxOfficeUsd)} worldwide.`;
}

export interface SeriesFacts {
  /** TVmaze type: 'Scripted', 'Animation', 'Reality', 'Documentary', 'Talk Show', 'Game Show' */
  type: string | null;
  /** language name, e.g. 'English', 'Japanese' */
  language: string | null;
  genres: readonly string[];
  network: string | null;
  firstAirDate: string | null;
  lastAirDate: string | null;
  status: string | null;
  /** seasons and episodes the data states for the whole run, when it has no full list */
  counts?: { seasons: number; episodes: number } | null;
  /** counts of the episode list, when the data has one */
  episodeList: { seasons: number; episodes: number } | null;
}

/** e.g. 'A comedy series that aired on FOX from 1998 to 2006.' */
export function describeSeries(series: SeriesFacts): string {
  const words: string[] = [];
  if (series.language !== null && series.language !== 'English') {
    words.push(`${series.language}-language`);
  }
  const genres = series.genres.map((genre) =>
    genre.toLowerCase().replace('science-fiction', 'science fiction'),
  );
  if (series.type === 'Animation' && !genres.includes('anime')) words.push('animated');
  if (genres.length > 0) words.push(joinWords(genres.slice(0, MAX_GENRE_WORDS)));
  words.push(seriesNoun(series.type));
  const sentence = `${withArticle(words.join(' '))}${describeAiring(series)}.`;
  const counted = (n: number, noun: string) => (n === 1 ? `1 ${noun}` : `${n} ${noun}s`);
  const list = series.episodeList;
  if (list !== null && list.episodes > 0) {
    const seasons = counted(list.seasons, 'season');
    return `${sentence} The catalogue lists ${counted(list.episodes, 'episode')} in ${seasons}.`;
  }
  const counts = series.counts ?? null;
  if (counts === null) return sentence;
  const run = `${counted(counts.episodes, 'episode')} in ${counted(counts.seasons, 'season')}`;
  return series.status === 'Running'
    ? `${sentence} So far it has ${run}.`
    : `${sentence} It ran to ${run}.`;
}

function seriesNoun(type: string | null): string {
  if (type === 'Reality') return 'reality series';
  if (type === 'Documentary') return 'documentary series';
  if (type === 'Talk Show') return 'talk show';
  if (type === 'Game Show') return 'game show';
  return 'series';
}

function describeAiring(series: SeriesFacts): string {
  const on = series.network === null ? '' : ` on ${series.network}`;
  const first = yearOf(series.firstAirDate);
  const last = yearOf(series.lastAirDate);
  if (first === null) return on;
  if (series.status === 'Running') return ` that has aired${on} since ${first}`;
  if (last === null) return ` that premiered${on} in ${first}`;
  if (last === first) return ` that aired${on} in ${first}`;
  return ` that aired${on} from ${first} to ${last}`;
}

export interface LawfulTitleFacts {
  year: number;
  kind: 'movie' | 'tv';
  category: string;
  license: string;
}

/** e.g. 'A 2008 open movie by the Blender Foundation, released under CC BY 3.0.' */
export function describeLawfulTitle(title: LawfulTitleFacts): string {
  if (title.category === 'blender_open_movie') {
    const licence = /CC BY(?:-[A-Z]{2})*(?: \d\.\d)?/.exec(title.license)?.[0];
    const released = licence === undefined ? '' : `, released under ${licence}`;
    return `${withArticle(`${title.year} open movie`)} by the Blender Foundation${released}.`;
  }
  if (title.category === 'us_public_domain_feature') {
    return `${withArticle(`${title.year} film`)}, commonly reported to be in the US public domain.`;
  }
  if (title.category === 'us_public_domain_tv_partial') {
    return `A series that premiered in ${title.year}. Some of its episodes are commonly reported to be in the US public domain.`;
  }
  return `${withArticle(`${title.year} ${title.kind === 'tv' ? 'series' : 'film'}`)}.`;
}

/** e.g. 'Season 1, episode 3 of Game of Thrones, first aired May 1, 2011.' */
export function describeEpisode(episode: {
  seriesTitle: string;
  seasonNumber: number;
  episodeNumber: number;
  airDate: string | null;
}): string {
  const base = `Season ${episode.seasonNumber}, episode ${episode.episodeNumber} of ${episode.seriesTitle}`;
  const aired = episode.airDate === null ? null : formatTmdbDate(episode.airDate);
  return aired === null ? `${base}.` : `${base}, first aired ${aired}.`;
}

/** 'a, b and c' */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;
}

/** Prefixes 'A' or 'An' by how the first word sounds (vowels; 8, 11 and 18 as in 'an 1800s'). */
function withArticle(phrase: string): string {
  const an = /^([aeiou]|8|11\d\d\b|18\d\d\b)/i.test(phrase);
  return `${an ? 'An' : 'A'} ${phrase}`;
}

function yearOf(date: string | null): number | null {
  return date === null ? null : Number(date.slice(0, 4));
}

/** '$380.8 million', '$2.8 billion', '$59,424' */
export function formatUsd(amount: number): string {
  if (amount >= 1e9) return `$${trimDecimal(amount / 1e9)} billion`;
  if (amount >= 1e6) return `$${trimDecimal(amount / 1e6)} million`;
  return `$${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

function trimDecimal(value: number): string {
  return value.toFixed(1).replace(/\.0$/, '');
}
