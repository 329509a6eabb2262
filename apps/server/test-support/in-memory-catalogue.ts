/**
 * A Catalogue for route and page tests: a handful of titles in memory, every call recorded, and
 * a switch that makes the next calls fail as an unreachable upstream would.
 */
import type { MediaDetails, MediaSummary } from '@reelhouse/core/media/media-schema';
import { mediaDetailsSchema } from '@reelhouse/core/media/media-schema';
import { episodeSchema, seasonSchema } from '@reelhouse/core/media/season-schema';
import {
  type CatalogueUnavailableError,
  type Catalogue,
  type CataloguePage,
} from '../src/modules/catalogue/catalogue';

export interface InMemoryCatalogue extends Catalogue {
  calls: { method: string; args: unknown[] }[];
  /** makes every following call throw this error, until set back to null */
  failWith: CatalogueUnavailableError | null;
}

const MOVIE: MediaDetails = mediaDetailsSchema.parse({
  id: 603,
  title: 'The Glass Harbour',
  media_type: 'movie',
  release_date: '1999-03-31',
  genres: [{ id: 878, name: 'Science Fiction' }],
  genre_ids: [878],
});
const SERIES: MediaDetails = mediaDetailsSchema.parse({
  id: 1399,
  name: 'Northern Lights',
  media_type: 'tv',
  first_air_date: '2011-04-17',
  seasons: [{ season_number: 1, episode_count: 1 }],
});
const SEASON = seasonSchema.parse({
  season_number: 1,
  name: 'Season 1',
  episodes: [{ episode_number: 1, season_number: 1, name: 'Arrival' }],
});
const EPISODE = episodeSchema.parse({ episode_number: 1, season_number: 1, name: 'Arrival' });

function page(results: MediaSummary[], pageNumber: number): CataloguePage {
  return { page: pageNumber, results, total_pages: 1, total_results: results.length };
}

export function createInMemoryCatalogue(): InMemoryCatalogue {
  const fake: InMemoryCatalogue = {
    source: 'embedded',
    calls: [],
    failWith: null,
    searchMulti: (query) => run('searchMulti', [query], () => page([MOVIE, SERIES], query.page)),
    getDetails: (mediaType, id, append) =>
      run('getDetails', [mediaType, id, append], () => {
        const item = mediaType === 'movie' ? MOVIE : SERIES;
        return item.id === id ? item : null;
      }),
    getImages: (mediaType, id, languages) =>
      run('getImages', [mediaType, id, languages], () =>
        id === MOVIE.id || id === SERIES.id
          ? { backdrops: [], logos: [], posters: [], stills: [] }
          : null,
      ),
    getWatchProviders: (mediaType, id) => run('getWatchProviders', [mediaType, id], () => null),
    getSeason: (seriesId, seasonNumber) =>
      run('getSeason', [seriesId, seasonNumber], () =>
        seriesId === SERIES.id && seasonNumber === 1 ? SEASON : null,
      ),
    getEpisode: (seriesId, seasonNumber, episodeNumber, append) =>
      run('getEpisode', [seriesId, seasonNumber, episodeNumber, append], () =>
        seriesId === SERIES.id && seasonNumber === 1 && episodeNumber === 1 ? EPISODE : null,
      ),
    getList: (name, pageNumber) =>
      run('getList', [name, pageNumber], () => page([MOVIE], pageNumber)),
    getTrending: (mediaType, window, pageNumber) =>
      run('getTrending', [mediaType, window, pageNumber], () => page([MOVIE, SERIES], pageNumber)),
    discover: (query) => run('discover', [query], () => page([MOVIE], query.page)),
    getGenres: (mediaType) =>
      run('getGenres', [mediaType], () => [{ id: 878, name: 'Science Fiction' }]),
    ping: () => Promise.resolve(fake.failWith === null),
    close: () => Promise.resolve(),
  };

  function run<T>(method: string, args: unknown[], answer: () => T): Promise<T> {
    fake.calls.push({ method, args });
    if (fake.failWith) return Promise.reject(fake.failWith);
    return Promise.resolve(answer());
  }

  return fake;
}
