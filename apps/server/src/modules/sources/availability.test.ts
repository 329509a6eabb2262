import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../observability/logger';
import { parseArchiveAllowList } from './archive/archive-allow-list';
import {
  createAvailability,
  createReachabilityMonitor,
  type AvailabilityOptions,
  type PlayableRef,
} from './availability';
import {
  buildLibraryIndex,
  episodeKey,
  type LibraryIndex,
  type LibraryTitle,
  type LibraryVideo,
} from './library/library-index';

const logger = createLogger('silent');

function video(base: string): LibraryVideo {
  return { folder: base, base, files: {}, hlsPlaylist: null, captions: [], thumbnails: null };
}

function index(titles: LibraryTitle[]): LibraryIndex {
  return buildLibraryIndex(titles, { entryCount: titles.length, isTruncated: false });
}

const SINTEL: LibraryTitle = {
  type: 'movie',
  title: 'Sintel',
  year: 2010,
  tmdbId: '45745',
  imdbId: null,
  isSample: true,
  folder: 'Sintel',
  video: video('Sintel'),
};
const HOME_MOVIE: LibraryTitle = {
  type: 'movie',
  title: 'Our Holiday',
  year: 2019,
  tmdbId: null,
  imdbId: null,
  isSample: false,
  folder: 'Our Holiday (2019)',
  video: video('Our Holiday'),
};
const BREAKING_BAD: LibraryTitle = {
  type: 'show',
  title: 'Breaking Bad',
  year: 2008,
  tmdbId: '1396',
  imdbId: null,
  isSample: false,
  folder: 'Breaking Bad',
  episodes: new Map([[episodeKey(1, 1), video('S01E01')]]),
};
const EMPTY_SHOW: LibraryTitle = {
  type: 'show',
  title: 'Empty',
  year: 2001,
  tmdbId: '77',
  imdbId: null,
  isSample: false,
  folder: 'Empty',
  episodes: new Map(),
};

const ALLOW_LIST = parseArchiveAllowList({
  titles: [
    {
      title: 'Night of the Living Dead',
      year: 1968,
      kind: 'movie',
      license: 'Public domain',
      tmdb_id: 10331,
      imdb_id: 'tt0063350',
      internet_archive_ids: ['night_of_the_living_dead'],
    },
  ],
});

function movie(id: number, fields: Partial<PlayableRef> = {}): PlayableRef {
  return { type: 'movie', id, title: 'Anything', year: 2000, ...fields };
}

async function availabilityWith(
  library: LibraryTitle[],
  overrides: Partial<AvailabilityOptions> = {},
) {
  const service = createAvailability({
    readLibrary: () => Promise.resolve([index(library)]),
    allowList: ALLOW_LIST,
    isArchiveUp: () => true,
    refreshMs: 60_000,
    logger,
    ...overrides,
  });
  await service.refresh();
  service.stop();
  return service;
}

describe('createAvailability', () => {
  it("marks sample media 'free' and the operator's own files 'library', by TMDB id or by title and year", async () => {
    const availability = await availabilityWith([SINTEL, HOME_MOVIE]);
    expect(availability.of(movie(45745))).toBe('free');
    expect(availability.of(movie(999, { title: 'Our Holiday', year: 2019 }))).toBe('library');
    expect(availability.of(movie(999, { title: 'Our Holiday', year: 2020 }))).toBeNull();
    expect(availability.of(movie(1))).toBeNull();
  });

  it('knows a series plays when one of its episodes is in the library, and which episodes', async () => {
    const availability = await availabilityWith([BREAKING_BAD, EMPTY_SHOW]);
    const series: PlayableRef = { type: 'tv', id: 1396, title: 'Breaking Bad', year: 2008 };
    expect(availability.of(series)).toBe('library');
    expect(availability.ofEpisode(series, 1, 1)).toBe('library');
    expect(availability.ofEpisode(series, 1, 2)).toBeNull();
    expect(availability.of({ type: 'tv', id: 77, title: 'Empty', year: 2001 })).toBeNull();
    // A film with the series' id is another title.
    expect(availability.of(movie(1396))).toBeNull();
  });

  it("counts the archive's films only while the archive answers, by TMDB id or IMDb id", async () => {
    let isUp = false;
    const availability = await availabilityWith([], { isArchiveUp: () => isUp });
    expect(availability.of(movie(10331))).toBeNull();
    expect(availability.list()).toEqual([]);
    isUp = true;
    expect(availability.of(movie(10331))).toBe('free');
    expect(availability.of(movie(5, { imdbId: 'TT0063350' }))).toBe('free');
    expect(availability.list()).toEqual([{ type: 'movie', id: 10331, availability: 'free' }]);
  });

  it('lists the playable titles known by TMDB id once each, the library first', async () => {
    const libraryCopy: LibraryTitle = { ...SINTEL, tmdbId: '10331', isSample: false };
    const availability = await availabilityWith([SINTEL, HOME_MOVIE, BREAKING_BAD, libraryCopy]);
    expect(availability.list()).toEqual([
      { type: 'tv', id: 1396, availability: 'library' },
      { type: 'movie', id: 10331, availability: 'library' },
      { type: 'movie', id: 45745, availability: 'free' },
    ]);
  });

  it('keeps what it knew when a later read of the library fails', async () => {
    let calls = 0;
    const availability = createAvailability({
      readLibrary: () => {
        calls += 1;
        return calls === 1 ? Promise.resolve([index([SINTEL])]) : Promise.reject(new Error('io'));
      },
      allowList: ALLOW_LIST,
      isArchiveUp: () => false,
      refreshMs: 60_000,
      logger,
    });
    await availability.refresh();
    await availability.refresh();
    availability.stop();
    expect(calls).toBe(2);
    expect(availability.of(movie(45745))).toBe('free');
  });
});

describe('createReachabilityMonitor', () => {
  function monitorWith(check: (signal: AbortSignal) => Promise<boolean>, timeoutMs = 1000) {
    return createReachabilityMonitor({
      name: 'test',
      check,
      upIntervalMs: 60_000,
      downIntervalMs: 60_000,
      timeoutMs,
      logger,
      schedule: false,
    });
  }

  it('counts a service as unavailable until a check sees it answer', async () => {
    let answer: (value: boolean) => void = () => undefined;
    const monitor = monitorWith(() => new Promise((resolve) => (answer = resolve)));
    expect(monitor.isUp()).toBe(false);
    answer(true);
    await vi.waitFor(() => {
      expect(monitor.isUp()).toBe(true);
    });
    monitor.stop();
  });

  it('counts a failing, refusing or silent service as unavailable again', async () => {
    let mode: 'up' | 'throw' | 'refuse' | 'hang' = 'up';
    const monitor = monitorWith(async (signal) => {
      if (mode === 'throw') throw new Error('ECONNREFUSED');
      if (mode === 'hang') {
        await new Promise((_, reject) => {
          signal.addEventListener('abort', () => reject(new Error('timeout')));
        });
      }
      return mode === 'up';
    }, 50);
    expect(await monitor.checkNow()).toBe(true);
    for (const failing of ['throw', 'refuse', 'hang'] as const) {
      mode = failing;
      expect(await monitor.checkNow()).toBe(false);
      expect(monitor.isUp()).toBe(false);
      mode = 'up';
      expect(await monitor.checkNow()).toBe(true);
    }
    monitor.stop();
  });
});
