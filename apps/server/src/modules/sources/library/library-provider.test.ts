import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ScrapeRequest } from '@reelhouse/core/player/scrape-schema';
import { SAMPLE_CLIP_NOTICE } from '@reelhouse/core/player/source-events';
import { streamSchema, type Caption, type Stream } from '@reelhouse/core/player/source-schema';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureLogs } from '../../cache/log-capture.test-support';
import type { SourceProviderContext } from '../source-provider';
import { createTempFolder, type TempFolder } from './library-fixture.test-support';
import { createLibraryProvider, type LibraryProviderOptions } from './library-provider';
import type * as ScannerModule from './library-scanner';
import { scanMediaRoot } from './library-scanner';
import { createMediaRoutes } from './media-routes';
import type { MediaRoot } from './media-root';

vi.mock('./library-scanner', async (importOriginal) => {
  const actual = await importOriginal<typeof ScannerModule>();
  return { ...actual, scanMediaRoot: vi.fn(actual.scanMediaRoot) };
});

const BUNNY = 'Big Buck Bunny (2008) [tmdbid-10378]';
const BUNNY_BASE = 'Big Buck Bunny (2008)';

const bunnyRequest: ScrapeRequest = {
  type: 'movie',
  title: 'Big Buck Bunny',
  releaseYear: 2008,
  tmdbId: '10378',
};

function episodeRequest(season: number, episode: number): ScrapeRequest {
  return {
    type: 'show',
    title: 'Breaking Bad',
    releaseYear: 2008,
    tmdbId: '1396',
    season: { number: season, tmdbId: '3572' },
    episode: { number: episode, tmdbId: '62085' },
  };
}

function context(
  request: ScrapeRequest,
  signal = new AbortController().signal,
): SourceProviderContext {
  return { request, credentials: {}, signal };
}

let library: TempFolder;
let sample: TempFolder;
let roots: MediaRoot[];

beforeEach(async () => {
  library = await createTempFolder('provider-library');
  sample = await createTempFolder('provider-sample');
  roots = [
    { id: 'library', dir: library.dir },
    { id: 'sample', dir: sample.dir },
  ];
  vi.mocked(scanMediaRoot).mockClear();
});
afterEach(async () => {
  await library.remove();
  await sample.remove();
});

function provider(options: Partial<LibraryProviderOptions> = {}) {
  const logs = captureLogs();
  return { provider: createLibraryProvider({ roots, logger: logs.logger, ...options }), logs };
}

async function writeBunny(folder: TempFolder, sidecar: object | null) {
  await folder.write({
    [`${BUNNY}/${BUNNY_BASE} - 720p.mp4`]: 'v720',
    [`${BUNNY}/${BUNNY_BASE} - 360p.webm`]: 'v360',
    [`${BUNNY}/${BUNNY_BASE}.hls/master.m3u8`]: '#EXTM3U',
    [`${BUNNY}/${BUNNY_BASE}.en.vtt`]: 'WEBVTT',
    [`${BUNNY}/${BUNNY_BASE}.en.srt`]: '1',
    [`${BUNNY}/${BUNNY_BASE}.thumbnails.vtt`]: 'WEBVTT',
    ...(sidecar === null ? {} : { [`${BUNNY}/reelhouse.json`]: JSON.stringify(sidecar) }),
  });
}

describe('library provider', () => {
  it('describes itself as the first-ranked "Media library"', () => {
    const { provider: library } = provider();
    expect({ id: library.id, name: library.name, rank: library.rank }).toEqual({
      id: 'library',
      name: 'Media library',
      rank: 0,
    });
  });

  it('is available when any root folder exists, and not when none does', () => {
    expect(provider().provider.isAvailable({ request: bunnyRequest, credentials: {} })).toBe(true);
    roots = [{ id: 'library', dir: join(library.dir, 'missing') }];
    expect(provider().provider.isAvailable({ request: bunnyRequest, credentials: {} })).toBe(false);
    roots = [
      { id: 'library', dir: join(library.dir, 'missing') },
      { id: 'sample', dir: sample.dir },
    ];
    expect(provider().provider.isAvailable({ request: bunnyRequest, credentials: {} })).toBe(true);
  });

  it('answers the HLS stream first, then one file stream with every quality, in the stream shape', async () => {
    await writeBunny(sample, { tmdbId: 10378, type: 'movie', sample: true });
    const streams = await provider().provider.find(context(bunnyRequest));
    for (const stream of streams) expect(streamSchema.safeParse(stream).success).toBe(true);
    const folder = '/media/sample/Big%20Buck%20Bunny%20(2008)%20%5Btmdbid-10378%5D';
    const captions: Caption[] = [
      {
        id: 'en.vtt',
        language: 'English',
        url: `${folder}/Big%20Buck%20Bunny%20(2008).en.vtt`,
        type: 'vtt',
      },
      {
        id: 'en.srt',
        language: 'English',
        url: `${folder}/Big%20Buck%20Bunny%20(2008).en.srt`,
        type: 'srt',
      },
    ];
    const extras = {
      thumbnails: `${folder}/Big%20Buck%20Bunny%20(2008).thumbnails.vtt`,
      notice: SAMPLE_CLIP_NOTICE,
    };
    expect(streams).toEqual<Stream[]>([
      {
        id: 'sample-hls',
        type: 'hls',
        playlist: `${folder}/Big%20Buck%20Bunny%20(2008).hls/master.m3u8`,
        captions,
        label: 'Adaptive (HLS)',
        ...extras,
      },
      {
        id: 'sample-file',
        type: 'file',
        qualities: {
          '360': { url: `${folder}/Big%20Buck%20Bunny%20(2008)%20-%20360p.webm`, type: 'webm' },
          '720': { url: `${folder}/Big%20Buck%20Bunny%20(2008)%20-%20720p.mp4`, type: 'mp4' },
        },
        captions,
        label: 'Direct file',
        ...extras,
      },
    ]);
  });

  it('adds no notice to streams of a folder that is not marked as sample media', async () => {
    await writeBunny(library, { tmdbId: 10378, type: 'movie' });
    const streams = await provider().provider.find(context(bunnyRequest));
    expect(streams).toHaveLength(2);
    for (const stream of streams) expect(stream).not.toHaveProperty('notice');
  });

  it('serves every address it answers through the /media routes', async () => {
    await writeBunny(library, null);
    const streams = await provider().provider.find(context(bunnyRequest));
    const app = new Hono();
    app.route('/media', createMediaRoutes(roots));
    const urls = streams.flatMap((stream) => [
      ...(stream.type === 'hls'
        ? [stream.playlist]
        : Object.values(stream.qualities).map((file) => file.url)),
      ...stream.captions.map((caption) => caption.url),
      ...(stream.thumbnails === undefined ? [] : [stream.thumbnails]),
    ]);
    expect(urls.length).toBeGreaterThanOrEqual(8);
    for (const url of urls) expect((await app.request(url)).status, url).toBe(200);
  });

  it('answers only a file stream when there is no HLS rendition, and only HLS when there is no file', async () => {
    await library.write({
      'Sintel (2010)/Sintel (2010).mp4': 'v',
      'Cosmos (2019)/Cosmos (2019).hls/index.m3u8': '#EXTM3U',
    });
    const { provider: library_ } = provider();
    const sintel = await library_.find(
      context({ type: 'movie', title: 'Sintel', releaseYear: 2010, tmdbId: '45745' }),
    );
    expect(sintel.map((stream) => stream.type)).toEqual(['file']);
    expect(sintel[0]).toMatchObject({ qualities: { original: { type: 'mp4' } }, captions: [] });
    const cosmos = await library_.find(
      context({ type: 'movie', title: 'Cosmos', releaseYear: 2019, tmdbId: '1' }),
    );
    expect(cosmos.map((stream) => stream.type)).toEqual(['hls']);
  });

  it('finds a movie by title and year when its folder names no id', async () => {
    await library.write({ 'Amelie (2001)/Amelie (2001) - 1080p.mkv': 'v' });
    const found = await provider().provider.find(
      context({ type: 'movie', title: 'Amélie', releaseYear: 2001, tmdbId: '194' }),
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      type: 'file',
      qualities: {
        '1080': { url: '/media/library/Amelie%20(2001)/Amelie%20(2001)%20-%201080p.mkv' },
      },
    });
    const otherYear = await provider().provider.find(
      context({ type: 'movie', title: 'Amélie', releaseYear: 2002, tmdbId: '194' }),
    );
    expect(otherYear).toEqual([]);
  });

  it('finds a movie by the IMDb id of its sidecar', async () => {
    await library.write({
      'Somewhere/reelhouse.json': JSON.stringify({ tmdbId: 5, type: 'movie', imdbId: 'tt0000042' }),
      'Somewhere/film.mp4': 'v',
    });
    const found = await provider().provider.find(context({ ...bunnyRequest, imdbId: 'tt0000042' }));
    expect(found).toHaveLength(1);
  });

  it('prefers an id match in any root over a title match in an earlier root', async () => {
    await library.write({ 'Big Buck Bunny (2008)/Big Buck Bunny (2008).mp4': 'v' });
    await writeBunny(sample, null);
    const streams = await provider().provider.find(context(bunnyRequest));
    expect(streams[0]?.id).toBe('sample-hls');
  });

  it('finds episodes by season and episode number, specials included', async () => {
    await library.write({
      'Breaking Bad (2008)/Season 01/Breaking Bad S01E01.mp4': 'v',
      'Breaking Bad (2008)/Season 01/Breaking Bad S01E02.mp4': 'v',
      'Breaking Bad (2008)/Season 02/Breaking Bad S02E01.hls/master.m3u8': '#EXTM3U',
      'Breaking Bad (2008)/Specials/Breaking Bad S00E01.mp4': 'v',
    });
    const { provider: library_ } = provider();
    const second = await library_.find(context(episodeRequest(1, 2)));
    expect(second).toMatchObject([
      {
        type: 'file',
        qualities: {
          original: {
            url: '/media/library/Breaking%20Bad%20(2008)/Season%2001/Breaking%20Bad%20S01E02.mp4',
          },
        },
      },
    ]);
    expect(await library_.find(context(episodeRequest(2, 1)))).toMatchObject([{ type: 'hls' }]);
    expect(await library_.find(context(episodeRequest(0, 1)))).toMatchObject([
      { qualities: { original: { url: expect.stringContaining('/Specials/') as unknown } } },
    ]);
    expect(await library_.find(context(episodeRequest(3, 1)))).toEqual([]);
  });

  it('leaves out, with a warning, a stream whose address would be too long to send', async () => {
    const deep = Array.from({ length: 5 }, () => '#'.repeat(200)).join('/');
    const long = '#'.repeat(200);
    await library.write({ [`${deep}/${long} (2001) [tmdbid-7]/${long} (2001).mp4`]: 'v' });
    const { provider: library_, logs } = provider();
    const found = await library_.find(
      context({ type: 'movie', title: 'Deep', releaseYear: 2001, tmdbId: '7' }),
    );
    expect(found).toEqual([]);
    expect(logs.entries().some((entry) => entry.msg.includes('stream left out'))).toBe(true);
  });

  it('answers nothing when no root holds the title', async () => {
    await writeBunny(library, null);
    const found = await provider().provider.find(
      context({ type: 'movie', title: 'Sintel', releaseYear: 2010, tmdbId: '45745' }),
    );
    expect(found).toEqual([]);
  });

  it('rescans a root once its index is older than the interval, and not before', async () => {
    let clock = 1_000;
    const { provider: library_ } = provider({ rescanAfterMs: 60_000, now: () => clock });
    expect(await library_.find(context(bunnyRequest))).toEqual([]);
    await writeBunny(library, null);
    clock += 59_999;
    expect(await library_.find(context(bunnyRequest))).toEqual([]);
    clock += 1;
    expect(await library_.find(context(bunnyRequest))).toHaveLength(2);
    expect(vi.mocked(scanMediaRoot)).toHaveBeenCalledTimes(4);
  });

  it('lets searches arriving during a scan share it', async () => {
    await writeBunny(library, null);
    const { provider: library_ } = provider();
    const results = await Promise.all([
      library_.find(context(bunnyRequest)),
      library_.find(context(bunnyRequest)),
      library_.find(context(bunnyRequest)),
    ]);
    expect(results.map((streams) => streams.length)).toEqual([2, 2, 2]);
    expect(vi.mocked(scanMediaRoot)).toHaveBeenCalledTimes(roots.length);
  });

  it('stops waiting when the search is aborted', async () => {
    await writeBunny(library, null);
    const controller = new AbortController();
    controller.abort(new Error('time budget spent'));
    await expect(
      provider().provider.find(context(bunnyRequest, controller.signal)),
    ).rejects.toThrow('time budget spent');
    const later = new AbortController();
    const pending = provider().provider.find(context(bunnyRequest, later.signal));
    later.abort('gone');
    await expect(pending).rejects.toThrow('aborted');
  });

  it('answers from the roots it can read and logs the one it cannot', async () => {
    const file = join(sample.dir, 'not-a-folder');
    await writeFile(file, 'x');
    await writeBunny(library, null);
    roots = [
      { id: 'library', dir: library.dir },
      { id: 'sample', dir: file },
    ];
    const { provider: library_, logs } = provider();
    expect(await library_.find(context(bunnyRequest))).toHaveLength(2);
    expect(logs.entries()).toContainEqual(
      expect.objectContaining({ level: 'warn', root: 'sample', msg: 'media library: scan failed' }),
    );
  });

  it('fails when no root can be read', async () => {
    const file = join(sample.dir, 'not-a-folder');
    await writeFile(file, 'x');
    roots = [{ id: 'library', dir: file }];
    await expect(provider().provider.find(context(bunnyRequest))).rejects.toThrow();
  });
});
