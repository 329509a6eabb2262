/**
 * The Catalogue port's shape: every catalogue read the product makes (spec section 7), answered
 * with TMDB-shaped objects that already passed the core schemas. Types only: the server's adapters
 * implement it and the web app's loaders receive one in their load context.
 */
import type { Genre, MediaDetails, MediaSummary } from './media-schema';
import type { TmdbImages } from './person-schema';
import type { Episode, Season } from './season-schema';
import type { TmdbId } from './tmdb-id';
import type { WatchProviders } from './watch-providers';

export type CatalogueMediaType = 'movie' | 'tv';
export type TrendingMediaType = CatalogueMediaType | 'all';
export type TrendingWindow = 'day' | 'week';

/** The fixed lists of TMDB v3 the product uses. */
export type CatalogueListName =
  | 'movie/popular'
  | 'movie/top_rated'
  | 'movie/upcoming'
  | 'tv/popular'
  | 'tv/top_rated'
  | 'tv/on_the_air';

/** What `append_to_response` may add to details. */
export type DetailsAppend = 'credits' | 'similar' | 'external_ids' | 'images';

/** TMDB's discover sort orders we support. */
export type DiscoverSort =
  | 'popularity.desc'
  | 'popularity.asc'
  | 'vote_average.desc'
  | 'vote_average.asc'
  | 'primary_release_date.desc'
  | 'primary_release_date.asc'
  | 'first_air_date.desc'
  | 'first_air_date.asc';

/** One page of results, TMDB's shape. Pages are 1-based; TMDB serves at most 500. */
export interface CataloguePage<T = MediaSummary> {
  page: number;
  results: T[];
  total_pages: number;
  total_results: number;
}

export interface SearchQuery {
  /** trimmed, non-empty */
  query: string;
  page: number;
  /**
   * only titles of this type, counted and paged as such (TMDB's `search/movie`, `search/tv`);
   * absent: movies and series together (`search/multi`)
   */
  mediaType?: CatalogueMediaType | undefined;
}

export interface DiscoverQuery {
  mediaType: CatalogueMediaType;
  page: number;
  /** genre ids; `withGenresMode` says whether a title needs all of them (TMDB's `,`) or any (`|`) */
  withGenres: readonly number[];
  withGenresMode: 'all' | 'any';
  /** watch-provider ids (any of them, TMDB's `|`) */
  withWatchProviders: readonly number[];
  /** ISO 3166-1 region for watch providers, e.g. 'US' */
  watchRegion: string | null;
  sortBy: DiscoverSort;
  /**
   * Not TMDB's: only titles that play on this site ("Playable here"). Answered by our server
   * from what it knows plays, never by a catalogue.
   */
  playableOnly?: boolean | undefined;
}

/** Every read the product makes (spec section 7). `null` means "no such title". */
export interface Catalogue {
  readonly source: 'embedded' | 'tmdb';
  /**
   * Movies and series only (people are left out), ranked by relevance then popularity; one type
   * when the query names it.
   */
  searchMulti(query: SearchQuery): Promise<CataloguePage>;
  getDetails(
    mediaType: CatalogueMediaType,
    id: TmdbId,
    append: readonly DetailsAppend[],
  ): Promise<MediaDetails | null>;
  /** @param languages ISO 639-1 codes to keep, plus 'null' for images without text; empty = all */
  getImages(
    mediaType: CatalogueMediaType,
    id: TmdbId,
    languages: readonly string[],
  ): Promise<TmdbImages | null>;
  /**
   * Where the title streams, rents and sells elsewhere, by region (TMDB's watch providers, from
   * JustWatch); null when the title is unknown or the catalogue has no such data (embedded).
   */
  getWatchProviders(mediaType: CatalogueMediaType, id: TmdbId): Promise<WatchProviders | null>;
  getSeason(seriesId: TmdbId, seasonNumber: number): Promise<Season | null>;
  getEpisode(
    seriesId: TmdbId,
    seasonNumber: number,
    episodeNumber: number,
    append: readonly DetailsAppend[],
  ): Promise<Episode | null>;
  getList(name: CatalogueListName, page: number): Promise<CataloguePage>;
  getTrending(
    mediaType: TrendingMediaType,
    window: TrendingWindow,
    page: number,
  ): Promise<CataloguePage>;
  discover(query: DiscoverQuery): Promise<CataloguePage>;
  getGenres(mediaType: CatalogueMediaType): Promise<Genre[]>;
  /** readiness: the catalogue can answer */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
