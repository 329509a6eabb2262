/**
 * Which catalogue list feeds each section of Home, Movies home and Series home (spec section 2,
 * section 7's list calls). Reading the lists is the caller's job; this only names them.
 */
import type {
  CatalogueListName,
  CatalogueMediaType,
  DiscoverSort,
  TrendingMediaType,
  TrendingWindow,
} from '../media/catalogue-port';
import { CAROUSEL_LARGE_SCREEN_LIMIT } from './carousel';
import {
  HERO_TRENDING_COUNT,
  HOME_ROWS,
  MEDIA_HOME_ROWS,
  RECENTLY_RELEASED_MOVIES_TITLE,
  RECENTLY_RELEASED_TITLE,
  type HomeRowId,
} from './home';

/** One catalogue read: a fixed list, a trending list or a discover order (first page). */
export type CatalogueSource =
  | { kind: 'list'; name: CatalogueListName }
  | { kind: 'trending'; mediaType: TrendingMediaType; window: TrendingWindow }
  | { kind: 'discover'; mediaType: CatalogueMediaType; sortBy: DiscoverSort };

/** A row's stand-in when its own list has nothing to show. */
export interface RowFallback {
  title: string;
  source: CatalogueSource;
}

/** A row of cards: its heading, its list, how many cards, and the type of its items. */
export interface RowSource {
  id: string;
  title: string;
  /** 'popular' mixes two lists, see `mixPopularLists`; every other row reads one list */
  sources: readonly CatalogueSource[];
  itemCount: number;
  mediaType: CatalogueMediaType | 'all';
  /** shown instead when the row's list is empty (not when it failed) */
  fallback?: RowFallback;
}

/** The newest movies: the stand-in of an upcoming row in a catalogue with no future releases. */
const RECENT_MOVIES: CatalogueSource = {
  kind: 'discover',
  mediaType: 'movie',
  sortBy: 'primary_release_date.desc',
};

/** Cards per row on the movies and series homes (one catalogue page). */
export const MEDIA_HOME_ROW_COUNT = 20;

const HOME_ROW_SOURCES: Record<HomeRowId, Pick<RowSource, 'sources' | 'mediaType' | 'fallback'>> = {
  popular: {
    sources: [
      { kind: 'list', name: 'movie/popular' },
      { kind: 'list', name: 'tv/popular' },
    ],
    mediaType: 'all',
  },
  'trending-movies': {
    sources: [{ kind: 'trending', mediaType: 'movie', window: 'week' }],
    mediaType: 'movie',
  },
  'trending-tv': {
    sources: [{ kind: 'trending', mediaType: 'tv', window: 'week' }],
    mediaType: 'tv',
  },
  'popular-movies': { sources: [{ kind: 'list', name: 'movie/popular' }], mediaType: 'movie' },
  'upcoming-movies': {
    sources: [{ kind: 'list', name: 'movie/upcoming' }],
    mediaType: 'movie',
    fallback: { title: RECENTLY_RELEASED_MOVIES_TITLE, source: RECENT_MOVIES },
  },
};

/** The home page's rows (HOME_ROWS) with the lists they read. */
export function getHomeRowSources(): RowSource[] {
  return HOME_ROWS.map((row) => ({
    id: row.id,
    title: row.title,
    itemCount: row.itemCount,
    ...HOME_ROW_SOURCES[row.id],
  }));
}

/** The home hero: today's trending movies and series, 10 slides. */
export const HOME_HERO_SOURCE = {
  source: { kind: 'trending', mediaType: 'all', window: 'day' },
  itemCount: HERO_TRENDING_COUNT,
} as const satisfies { source: CatalogueSource; itemCount: number };

/**
 * The hero of the movies or series home: the week's trending titles of that type, as many as the
 * widest carousel shows (15; the carousel shows 10 of them on small screens).
 */
export function getMediaHomeHeroSource(mediaType: CatalogueMediaType): {
  source: CatalogueSource;
  itemCount: number;
} {
  return {
    source: { kind: 'trending', mediaType, window: 'week' },
    itemCount: CAROUSEL_LARGE_SCREEN_LIMIT,
  };
}

/**
 * The rows of the movies or series home, in MEDIA_HOME_ROWS order: Featured (top rated),
 * Trending (day window), Popular, Upcoming (series: on the air).
 */
export function getMediaHomeRowSources(mediaType: CatalogueMediaType): RowSource[] {
  const lists: Record<(typeof MEDIA_HOME_ROWS)[number], CatalogueSource> = {
    Featured: { kind: 'list', name: `${mediaType}/top_rated` },
    Trending: { kind: 'trending', mediaType, window: 'day' },
    Popular: { kind: 'list', name: `${mediaType}/popular` },
    Upcoming: {
      kind: 'list',
      name: mediaType === 'movie' ? 'movie/upcoming' : 'tv/on_the_air',
    },
  };
  return MEDIA_HOME_ROWS.map((title) => ({
    id: title.toLowerCase(),
    title,
    sources: [lists[title]],
    itemCount: MEDIA_HOME_ROW_COUNT,
    mediaType,
    ...(title === 'Upcoming' && mediaType === 'movie'
      ? { fallback: { title: RECENTLY_RELEASED_TITLE, source: RECENT_MOVIES } }
      : {}),
  }));
}
