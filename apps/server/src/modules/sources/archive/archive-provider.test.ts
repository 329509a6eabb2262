import type { ScrapeRequest } from '@reelhouse/core/player/scrape-schema';
import { streamSchema } from '@reelhouse/core/player/source-schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSafeFetch } from '../../../http/safe-fetch';
import { createLogger } from '../../../observability/logger';
import { parseArchiveAllowList } from './archive-allow-list';
import { ARCHIVE_METADATA_TTL_MS, createArchiveProvider } from './archive-provider';
import {
  startFakeArchive,
  type FakeArchive,
  type FakeArchiveItem,
} from './fake-archive.test-support';

const allowList = parseArchiveAllowList({
  titles: [
    {
      title: 'Open Film',
      kind: 'movie',
      license: 'CC BY 3.0',
      category: 'blender_open_movie',
      tmdb_id: 10378,
      imdb_id: 'tt1254207',
      internet_archive_ids: ['open-film-mirror', 'OpenFilm_124'],
    },
    {
      title: 'Old Film',
      kind: 'movie',
      license: 'US public domain',
      tmdb_id: 961,
      imdb_id: null,
      internet_archive_ids: ['old-film'],
    },
  ],
});

const openFilm: FakeArchiveItem = {
  metadata: { title: 'Open Film', language: 'eng' },
  files: [
    { name: 'OpenFilm.mp4', format: 'h.264 IA', height: '720', width: '1280', size: '1000' },
    { name: 'OpenFilm_512kb.mp4', format: '512Kb MPEG4', height: '240', size: '100' },
    { name: 'OpenFilm.en.srt', format: 'SubRip' },
    { name: 'OpenFilm_meta.xml', format: 'Metadata' },
  ],
};

function movie(tmdbId: string, imdbId?: string): ScrapeRequest {
  return { type: 'movie', title: 'Open Film', releaseYear: 2008, tmdbId, imdbId };
}

let archive: FakeArchive;
let clock = 0;

function provider() {
  return createArchiveProvider({
    allowList,
    baseUrl: `${archive.origin}/`,
    // The fake is the operator-configured archive here, so loopback is allowed for it alone.
    fetch: createSafeFetch({
      allowedOrigins: [],
      trustedOrigins: [archive.origin],
      timeoutMs: 5000,
      maxBytes: 1_000_000,
    }),
    now: () => clock,
    logger: createLogger('silent'),
  });
}

const find = (request: ScrapeRequest) =>
  provider().find({ request, credentials: {}, signal: new AbortController().signal });

beforeAll(async () => {
  archive = await startFakeArchive();
});

afterAll(async () => {
  await archive.close();
});

beforeEach(() => {
  archive.items.clear();
  archive.items.set('OpenFilm_124', openFilm);
  archive.requests.length = 0;
  archive.failNext(200, 0);
  clock = 0;
});

describe('archive provider', () => {
  it('names itself and ranks after the library', () => {
    expect([provider().id, provider().name, provider().rank]).toEqual([
      'archive',
      'Internet Archive',
      1,
    ]);
  });

  it('links the first allowed item that has an MP4, with captions and the licence line', async () => {
    const streams = await find(movie('10378'));

    expect(archive.requests).toEqual(['/metadata/open-film-mirror', '/metadata/OpenFilm_124']);
    expect(streams).toEqual([
      {
        id: 'archive-OpenFilm_124',
        type: 'file',
        qualities: {
          '720': { url: `${archive.origin}/download/OpenFilm_124/OpenFilm.mp4`, type: 'mp4' },
          '360': { url: `${archive.origin}/download/OpenFilm_124/OpenFilm_512kb.mp4`, type: 'mp4' },
        },
        captions: [
          {
            id: 'archive-OpenFilm_124-OpenFilm.en.srt',
            language: 'en',
            url: `${archive.origin}/download/OpenFilm_124/OpenFilm.en.srt`,
            type: 'srt',
          },
        ],
        label: 'Internet Archive',
        notice: 'CC BY 3.0 — Blender Foundation',
      },
    ]);
    expect(streams.every((stream) => streamSchema.safeParse(stream).success)).toBe(true);
  });

  it('matches by IMDb id when the TMDB id is not listed', async () => {
    expect(await find(movie('1', 'tt1254207'))).toHaveLength(1);
  });

  it('answers [] for a title not on the allow-list without any request', async () => {
    const archiveProvider = provider();

    expect(archiveProvider.isAvailable({ request: movie('550'), credentials: {} })).toBe(false);
    expect(await find(movie('550', 'tt0137523'))).toEqual([]);
    expect(archive.requests).toEqual([]);
  });

  it('is available for an allowed film', () => {
    expect(provider().isAvailable({ request: movie('10378'), credentials: {} })).toBe(true);
  });

  it('answers [] when the items have no MP4', async () => {
    archive.items.set('old-film', {
      files: [
        { name: 'old.ogv', format: 'Ogg Video', height: '480' },
        { name: 'old.avi', format: 'Cinepack', height: '480' },
      ],
    });

    expect(await find(movie('961'))).toEqual([]);
    expect(archive.requests).toEqual(['/metadata/old-film']);
  });

  it('throws when the archive fails and no item gave a stream', async () => {
    archive.failNext(500);

    await expect(find(movie('961'))).rejects.toThrow(/answered 500/);
  });

  it('still answers from a later item when an earlier one fails', async () => {
    archive.failNext(503);

    expect(await find(movie('10378'))).toHaveLength(1);
  });

  it('reuses item metadata for an hour, then asks again', async () => {
    const archiveProvider = provider();
    const context = {
      request: movie('10378'),
      credentials: {},
      signal: new AbortController().signal,
    };

    await archiveProvider.find(context);
    await archiveProvider.find(context);
    expect(archive.requests).toHaveLength(2);

    clock += ARCHIVE_METADATA_TTL_MS;
    await archiveProvider.find(context);
    expect(archive.requests).toHaveLength(4);
  });

  it('stops when the search is aborted', async () => {
    const controller = new AbortController();
    controller.abort();

    await expect(
      provider().find({ request: movie('10378'), credentials: {}, signal: controller.signal }),
    ).rejects.toThrow();
    expect(archive.requests).toEqual([]);
  });
});
