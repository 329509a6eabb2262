/**
 * The catalogue as pages and the API see it: every title it hands out carries `availability`
 * (whether it plays here, and from where), set from the sources' index at the moment of asking,
 * after any cache (so a cached list never carries yesterday's marks). Cached objects are never
 * changed: marked titles are copies.
 */
import type { Availability } from '@reelhouse/core/media/availability';
import { detectMediaType, getReleaseYear, getTitle } from '@reelhouse/core/media/media-item';
import {
  type MediaDetails,
  type MediaSummary,
  mediaSummarySchema,
} from '@reelhouse/core/media/media-schema';
import { toTmdbId } from '@reelhouse/core/media/tmdb-id';
import { findNetworkBySeriesNetworkName } from '@reelhouse/core/slug/networks';
import type { AvailabilityIndex } from '../sources/availability';
import type {
  Catalogue,
  CatalogueMediaType,
  CataloguePage,
  DiscoverQuery,
  DiscoverSort,
} from './catalogue';

function mark<T extends MediaSummary>(item: T, availability: Availability | null): T {
  const { availability: _ignored, ...rest } = item;
  return (availability === null ? rest : { ...rest, availability }) as T;
}

/** The index's answer for one title; a title of unknown type is left unmarked. */
function markSummary<T extends MediaSummary>(
  index: AvailabilityIndex,
  item: T,
  fallbackType: CatalogueMediaType | null,
  imdbId: string | null = null,
): T {
  const type = detectMediaType(item) ?? fallbackType;
  if (type === null) return mark(item, null);
  return mark(
    item,
    index.of({ type, id: item.id, imdbId, title: getTitle(item), year: getReleaseYear(item) }),
  );
}

function markPage(
  index: AvailabilityIndex,
  page: CataloguePage,
  fallbackType: CatalogueMediaType | null,
): CataloguePage {
  return { ...page, results: page.results.map((item) => markSummary(index, item, fallbackType)) };
}

function markDetails(
  index: AvailabilityIndex,
  details: MediaDetails,
  type: CatalogueMediaType,
): MediaDetails {
  const imdbId = details.imdb_id ?? details.external_ids?.imdb_id ?? null;
  const marked = markSummary(index, details, type, imdbId);
  return details.similar === null
    ? marked
    : { ...marked, similar: markPage(index, details.similar, type) };
}

/** A page of the 'Playable here' grids. */
const PLAYABLE_PAGE_SIZE = 20;

/** The sort keys of discover, read from a title's details. */
function sortValue(details: MediaDetails, sortBy: DiscoverSort): number {
  if (sortBy.startsWith('vote_average')) return details.vote_average ?? 0;
  if (sortBy.startsWith('popularity')) return details.popularity ?? 0;
  const date = details.release_date ?? details.first_air_date;
  return date === null ? 0 : Date.parse(date);
}

/** Whether the title carries the genres the query asks for (all of them, or any). */
function hasGenres(details: MediaDetails, query: DiscoverQuery): boolean {
  if (query.withGenres.length === 0) return true;
  const genres = new Set(details.genres.map((genre) => genre.id));
  return query.withGenresMode === 'all'
    ? query.withGenres.every((id) => genres.has(id))
    : query.withGenres.some((id) => genres.has(id));
}

/**
 * Whether the title is on one of the query's watch providers: TMDB's own providers of the region
 * where the catalogue has them, else the series' network (the embedded catalogue's mapping).
 */
async function isOnProviders(
  catalogue: Catalogue,
  details: MediaDetails,
  query: DiscoverQuery,
): Promise<boolean> {
  if (query.withWatchProviders.length === 0) return true;
  const wanted = new Set(query.withWatchProviders);
  const providers = await catalogue.getWatchProviders(query.mediaType, details.id);
  if (providers !== null) {
    const offers = providers.results[query.watchRegion ?? 'US'];
    return [...(offers?.flatrate ?? []), ...(offers?.free ?? []), ...(offers?.ads ?? [])].some(
      (provider) => wanted.has(provider.provider_id),
    );
  }
  return details.networks.some((network) => {
    const known = findNetworkBySeriesNetworkName(network.name);
    return known !== null && wanted.has(known.providerId);
  });
}

/**
 * Discover among the titles that play here: the index's titles of the query's type, read from
 * the catalogue (each cached like any title), kept when they fit the genres and providers,
 * sorted as asked, and paged. Playable titles are few (a library, some free films), so this reads
 * them all.
 */
async function discoverPlayable(
  catalogue: Catalogue,
  index: AvailabilityIndex,
  query: DiscoverQuery,
): Promise<CataloguePage> {
  const entries = index.list().filter((entry) => entry.type === query.mediaType);
  const found = await Promise.all(
    entries.map(async (entry) => {
      const id = toTmdbId(entry.id);
      if (id === null) return null;
      const details = await catalogue.getDetails(query.mediaType, id, []);
      if (details === null || !hasGenres(details, query)) return null;
      return (await isOnProviders(catalogue, details, query)) ? details : null;
    }),
  );
  const direction = query.sortBy.endsWith('.asc') ? 1 : -1;
  const sorted = found
    .filter((details) => details !== null)
    .sort((a, b) => direction * (sortValue(a, query.sortBy) - sortValue(b, query.sortBy)));
  const start = (query.page - 1) * PLAYABLE_PAGE_SIZE;
  const results = sorted
    .slice(start, start + PLAYABLE_PAGE_SIZE)
    .map((details) => markSummary(index, toSummary(details), query.mediaType));
  return {
    page: query.page,
    results,
    total_pages: Math.max(1, Math.ceil(sorted.length / PLAYABLE_PAGE_SIZE)),
    total_results: sorted.length,
  };
}

/** A title's details cut to a list entry. */
function toSummary(details: MediaDetails): MediaSummary {
  return {
    ...mediaSummarySchema.parse(details),
    genre_ids: details.genres.map((genre) => genre.id),
  };
}

/** @returns the same catalogue, its titles marked with what plays here */
export function withAvailability(catalogue: Catalogue, index: AvailabilityIndex): Catalogue {
  return {
    source: catalogue.source,
    searchMulti: async (query) =>
      markPage(index, await catalogue.searchMulti(query), query.mediaType ?? null),
    getDetails: async (mediaType, id, append) => {
      const details = await catalogue.getDetails(mediaType, id, append);
      return details === null ? null : markDetails(index, details, mediaType);
    },
    getImages: (mediaType, id, languages) => catalogue.getImages(mediaType, id, languages),
    getWatchProviders: (mediaType, id) => catalogue.getWatchProviders(mediaType, id),
    getSeason: (seriesId, seasonNumber) => catalogue.getSeason(seriesId, seasonNumber),
    getEpisode: (seriesId, seasonNumber, episodeNumber, append) =>
      catalogue.getEpisode(seriesId, seasonNumber, episodeNumber, append),
    getList: async (name, page) =>
      markPage(
        index,
        await catalogue.getList(name, page),
        name.startsWith('movie/') ? 'movie' : 'tv',
      ),
    getTrending: async (mediaType, window, page) =>
      markPage(
        index,
        await catalogue.getTrending(mediaType, window, page),
        mediaType === 'all' ? null : mediaType,
      ),
    discover: async (query) =>
      query.playableOnly === true
        ? discoverPlayable(catalogue, index, query)
        : markPage(index, await catalogue.discover(query), query.mediaType),
    getGenres: (mediaType) => catalogue.getGenres(mediaType),
    ping: () => catalogue.ping(),
    close: () => catalogue.close(),
  };
}
