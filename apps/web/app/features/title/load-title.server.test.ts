import type { MediaDetails } from '@reelhouse/core/media/media-schema';
import type { Episode, Season } from '@reelhouse/core/media/season-schema';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_DETAILS_FIELDS,
  EMPTY_SUMMARY_FIELDS,
  id,
} from '../../../test-support/media-fixtures';
import type { CatalogueReader, ReelhouseLoadContext } from '~/load-context';
import { loadEpisodePage, loadMoviePage, loadSeriesPage } from './load-title.server';

function details(overrides: Partial<MediaDetails>): MediaDetails {
  return {
    id: id(1),
    ...EMPTY_SUMMARY_FIELDS,
    ...EMPTY_DETAILS_FIELDS,
    ...overrides,
  };
}

function episode(number: number, overrides: Partial<Episode> = {}): Episode {
  return {
    id: null,
    episode_number: number,
    season_number: null,
    name: `Episode name ${String(number)}`,
    overview: null,
    air_date: '2008-01-20',
    runtime: 47,
    still_path: null,
    vote_average: null,
    vote_count: null,
    guest_stars: [],
    crew: [],
    credits: null,
    images: null,
    ...overrides,
  };
}

function season(number: number, airDate: string | null, episodeCount: number): Season {
  return {
    id: null,
    season_number: number,
    name: null,
    overview: null,
    poster_path: null,
    air_date: airDate,
    episode_count: episodeCount,
    vote_average: null,
    episodes: Array.from({ length: episodeCount }, (_, index) => episode(index + 1)),
  };
}

const MATRIX = details({
  id: id(603),
  title: 'The Matrix',
  overview: 'A hacker learns the truth.',
  poster_path: '/matrix.jpg',
  release_date: '1999-01-01',
  release_date_precision: 'year',
  runtime: 136,
  credits: {
    cast: Array.from({ length: 60 }, (_, index) => ({
      id: id(1000 + index),
      name: `Actor ${String(index)}`,
      original_name: null,
      character: `Role ${String(index)}`,
      job: null,
      department: null,
      known_for_department: null,
      profile_path: null,
      order: index,
    })),
    crew: [],
    guest_stars: [],
  },
});

const SEASONS = [season(0, null, 1), season(1, '2008-01-20', 2), season(2, '2999-01-01', 3)];
const BREAKING_BAD = details({
  id: id(1396),
  name: 'Breaking Bad',
  overview: 'A teacher turns.',
  seasons: SEASONS.map((entry) => ({ ...entry, episodes: [] })),
});

function context(
  source: 'embedded' | 'tmdb' = 'embedded',
  matrix: MediaDetails = MATRIX,
): ReelhouseLoadContext {
  const catalogue = {
    source,
    getDetails: (type: string, titleId: number) =>
      Promise.resolve(
        type === 'movie' && titleId === 603
          ? matrix
          : type === 'tv' && titleId === 1396
            ? BREAKING_BAD
            : null,
      ),
    getSeason: (seriesId: number, number: number) =>
      Promise.resolve(
        seriesId === 1396
          ? (SEASONS.find((entry) => entry.season_number === number) ?? null)
          : null,
      ),
    getEpisode: (seriesId: number, seasonNumber: number, episodeNumber: number) =>
      Promise.resolve(
        seriesId === 1396
          ? (SEASONS.find((entry) => entry.season_number === seasonNumber)?.episodes.find(
              (entry) => entry.episode_number === episodeNumber,
            ) ?? null)
          : null,
      ),
  } as unknown as CatalogueReader;
  return {
    site: { chatUrl: undefined, messagingUrl: undefined },
    logger: { error: () => undefined, warn: () => undefined },
    catalogue,
    publicOrigin: 'https://reel.example',
    jellyfinServers: [],
    availability: null,
    content: null,
  };
}

/** What a loader threw: a redirect Response or React Router's data() with its status. */
async function thrown(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    if (error instanceof Response) {
      return { status: error.status, location: error.headers.get('Location'), data: null };
    }
    const { data, init } = error as { data: unknown; init: { status: number } | null };
    return { status: init?.status, location: null, data };
  }
  throw new Error('the loader did not throw');
}

const url = (path: string) => new URL(`https://reel.example${path}`);

describe('loadMoviePage', () => {
  it('moves an address with a missing or wrong slug to the canonical one, keeping the query', async () => {
    for (const param of ['603', '603-matrix']) {
      expect(
        await thrown(loadMoviePage(context(), param, url(`/movies/${param}?play=true`))),
      ).toEqual({ status: 301, location: '/movies/603-the-matrix?play=true', data: null });
    }
  });

  it('answers 404 with Movie Not Found for an unknown or unreadable id', async () => {
    for (const param of ['999-x', 'abc', undefined]) {
      const result = await thrown(loadMoviePage(context(), param, url('/movies/x')));
      expect(result.status).toBe(404);
      expect(result.data).toMatchObject({ error: 'Movie Not Found', backHref: '/movies' });
    }
  });

  it('sends the header, a capped cast, the autoplay request and the movie tags', async () => {
    const page = await loadMoviePage(
      context(),
      '603-the-matrix',
      url('/movies/603-the-matrix?play=true'),
    );
    expect(page.header).toMatchObject({
      title: 'The Matrix',
      path: '/movies/603-the-matrix',
      releaseDateText: '1999',
      runtimeText: '2h 16m',
      isComingSoon: false,
    });
    expect(page.isWatchable).toBe(true);
    expect(page.autoplay).toBe(true);
    expect(page.cast).toHaveLength(20);
    expect(page.seo).toEqual({
      title: 'The Matrix',
      description: 'A hacker learns the truth.',
      url: 'https://reel.example/movies/603-the-matrix',
      image: 'https://reel.example/api/img?src=%2Fmatrix.jpg&w=500&output=jpeg',
      type: 'video.movie',
    });
  });

  it("hands the watch flow the movie's scrape request and the player's media info", async () => {
    const page = await loadMoviePage(context(), '603-the-matrix', url('/movies/603-the-matrix'));
    expect(page.playback).toEqual({
      request: { type: 'movie', title: 'The Matrix', releaseYear: 1999, tmdbId: '603' },
      media: { id: 603, type: 'movie', title: 'The Matrix', year: 1999, poster: '/matrix.jpg' },
      next: null,
    });
  });

  it('shows the full release date when the catalogue knows the day', async () => {
    const known = { ...MATRIX, release_date: '1999-03-31', release_date_precision: undefined };
    const page = await loadMoviePage(context('tmdb', known), '603-the-matrix', url('/movies/603'));
    expect(page.header.releaseDateText).toBe('March 31, 1999');
    expect(page.autoplay).toBe(false);
    const embedded = context('embedded', { ...known, release_date_precision: 'day' });
    const us = await loadMoviePage(embedded, '603-the-matrix', url('/movies/603'));
    expect(us.header.releaseDateText).toBe('March 31, 1999');
  });
});

describe('loadSeriesPage', () => {
  it('starts on the first regular season with its episodes', async () => {
    const page = await loadSeriesPage(context(), '1396-breaking-bad', url('/series/1396'));
    expect(page.selectedSeason).toBe(1);
    expect(page.seasonCountText).toBe('2 Seasons');
    expect(page.episodes.map((entry) => entry.path)).toEqual([
      '/series/1396-breaking-bad/1/1',
      '/series/1396-breaking-bad/1/2',
    ]);
    expect(page.isWatchable).toBe(true);
    expect(page.seo.type).toBe('video.tv_show');
  });

  it('shows the season of ?season=, without Watch while it has not aired', async () => {
    const page = await loadSeriesPage(
      context(),
      '1396-breaking-bad',
      url('/series/1396-breaking-bad?season=2'),
    );
    expect(page.selectedSeason).toBe(2);
    expect(page.episodes).toHaveLength(3);
    expect(page.isWatchable).toBe(false);
  });

  it('answers 404 with Series Not Found for an unknown series', async () => {
    const result = await thrown(loadSeriesPage(context(), '5', url('/series/5')));
    expect(result).toMatchObject({ status: 404, data: { error: 'Series Not Found' } });
  });
});

describe('loadEpisodePage', () => {
  it("answers 400 'Missing required parameters' when a number cannot be read", async () => {
    for (const params of [
      { seriesId: 'abc', season: '1', episode: '1' },
      { seriesId: '1396', season: '1', episode: 'x' },
      { seriesId: '1396', season: undefined, episode: '1' },
    ]) {
      const result = await thrown(loadEpisodePage(context(), params, url('/series/a/b/c')));
      expect(result).toMatchObject({ status: 400, data: { error: 'Missing required parameters' } });
    }
  });

  it("answers 404 'Episode Not Found' with a link back to the series", async () => {
    const result = await thrown(
      loadEpisodePage(
        context(),
        { seriesId: '1396-breaking-bad', season: '1', episode: '9' },
        url('/series/1396-breaking-bad/1/9'),
      ),
    );
    expect(result).toMatchObject({
      status: 404,
      data: {
        error: 'Episode Not Found',
        backHref: '/series/1396-breaking-bad',
        backLabel: 'Back to Breaking Bad',
      },
    });
  });

  it('moves a non-canonical episode address to the canonical one', async () => {
    const result = await thrown(
      loadEpisodePage(
        context(),
        { seriesId: '1396', season: '01', episode: '2' },
        url('/series/1396/01/2?play=true'),
      ),
    );
    expect(result).toEqual({
      status: 301,
      location: '/series/1396-breaking-bad/1/2?play=true',
      data: null,
    });
  });

  it("hands the watch flow the episode's request and the next episode in the same season", async () => {
    const page = await loadEpisodePage(
      context(),
      { seriesId: '1396-breaking-bad', season: '1', episode: '1' },
      url('/series/1396-breaking-bad/1/1?season=2'),
    );
    expect(page.playback?.request).toEqual({
      type: 'show',
      title: 'Breaking Bad',
      releaseYear: 2008,
      tmdbId: '1396',
      season: { number: 1, tmdbId: '1396' },
      episode: { number: 1, tmdbId: '1396' },
    });
    expect(page.playback?.media).toMatchObject({ episodeId: 's1e1', seasonTitle: 'Season 1' });
    expect(page.playback?.next).toMatchObject({
      label: 'S1 E2: Episode name 2',
      path: '/series/1396-breaking-bad/1/2',
    });
  });

  it('finds the next episode in the next season after the last one of a season', async () => {
    const page = await loadEpisodePage(
      context(),
      { seriesId: '1396-breaking-bad', season: '1', episode: '2' },
      url('/series/1396-breaking-bad/1/2'),
    );
    expect(page.playback?.next).toMatchObject({
      label: 'S2 E1: Episode name 1',
      path: '/series/1396-breaking-bad/2/1',
      request: { season: { number: 2 }, episode: { number: 1 } },
    });
  });

  it('sends the episode, its season browser and the episode tags', async () => {
    const page = await loadEpisodePage(
      context(),
      { seriesId: '1396-breaking-bad', season: '1', episode: '2' },
      url('/series/1396-breaking-bad/1/2?season=2'),
    );
    expect(page.episode).toMatchObject({ code: 'S1 E2', name: 'Episode name 2' });
    expect(page.browsedSeason).toBe(2);
    expect(page.browsedEpisodes).toHaveLength(3);
    expect(page.seo).toMatchObject({
      title: 'Episode name 2 (S1 E2) · Breaking Bad',
      url: 'https://reel.example/series/1396-breaking-bad/1/2',
      type: 'video.episode',
    });
  });
});
