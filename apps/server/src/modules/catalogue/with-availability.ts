/**
 * The catalogue as pages and the API see it: every title it hands out carries `availability`
 * (whether it plays here, and from where), set from the sources' index at the moment of asking,
 * after any cache (so a cached list never carries yesterday's marks). Cached objects are never
 * changed: marked titles are copies.
 */
import type { Availability } from '@reelhouse/core/media/availability';
import { detectMediaType, getReleaseYear, getTitle } from '@reelhouse/core/media/media-item';
import type { MediaDetails, MediaSummary } from '@reelhouse/core/media/media-schema';
import type { AvailabilityIndex } from '../sources/availability';
import type { Catalogue, CatalogueMediaType, CataloguePage } from './catalogue';

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
    discover: async (query) => markPage(index, await catalogue.discover(query), query.mediaType),
    getGenres: (mediaType) => catalogue.getGenres(mediaType),
    ping: () => catalogue.ping(),
    close: () => catalogue.close(),
  };
}
