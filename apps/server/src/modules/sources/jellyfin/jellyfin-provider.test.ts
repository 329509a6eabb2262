import type { ScrapeRequest } from '@reelhouse/core/player/scrape-schema';
import type { JellyfinCredentials } from '@reelhouse/core/player/source-events';
import { streamSchema } from '@reelhouse/core/player/source-schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSafeFetch } from '../../../http/safe-fetch';
import { createLogger } from '../../../observability/logger';
import { startFakeJellyfin, type FakeJellyfin } from './fake-jellyfin.test-support';
import { createJellyfinProvider } from './jellyfin-provider';

let jellyfin: FakeJellyfin;

beforeAll(async () => {
  jellyfin = await startFakeJellyfin({
    movies: [
      // Found by the same search, listed first: only the provider ids tell them apart.
      {
        name: 'Big Buck Bunny (Fan Edit)',
        year: 2008,
        providerIds: { Tmdb: '99999' },
        container: 'mp4',
      },
      {
        name: 'Big Buck Bunny',
        year: 2008,
        providerIds: { Tmdb: '10378', Imdb: 'tt1254207' },
        container: 'mov,mp4,m4a,3gp,3g2,mj2',
        transcoding: true,
        subtitles: [
          { language: 'eng', title: 'English', codec: 'vtt' },
          { title: 'Commentary', codec: 'srt' },
          { language: 'fre', title: 'French (ASS)', codec: 'ass' },
        ],
      },
      // The library's year is one off TMDB's.
      { name: 'Sintel', year: 2011, providerIds: { Imdb: 'tt1727587' }, container: 'avi' },
      { name: 'Elephants Dream', year: 2006, providerIds: { Tmdb: '9761' }, container: 'mkv' },
      {
        name: 'Lost Film',
        year: 1920,
        providerIds: { Tmdb: '3' },
        container: 'mp4',
        missing: true,
      },
    ],
    series: [
      {
        name: 'Open Series',
        year: 2020,
        providerIds: { Tmdb: '5001' },
        episodes: [
          { season: 1, number: 1, container: 'mp4' },
          { season: 1, number: 2, container: 'webm' },
          { season: 2, number: 1, container: 'mkv' },
        ],
      },
    ],
  });
});

afterAll(async () => {
  await jellyfin.close();
});

beforeEach(() => {
  jellyfin.requests.length = 0;
  jellyfin.failNext(500, 0);
});

function credentials(overrides: Partial<JellyfinCredentials> = {}) {
  return {
    jellyfin: {
      serverUrl: jellyfin.origin,
      userId: jellyfin.userId,
      accessToken: jellyfin.token,
      ...overrides,
    },
  };
}

function provider() {
  return createJellyfinProvider({
    allowedServers: [jellyfin.origin],
    // The operator configured this server, so its loopback address is allowed.
    fetch: createSafeFetch({
      allowedOrigins: [],
      trustedOrigins: [jellyfin.origin],
      timeoutMs: 5000,
      maxBytes: 1_000_000,
    }),
    clientVersion: '1.2.3',
    logger: createLogger('silent'),
  });
}

function movie(title: string, releaseYear: number, tmdbId: string, imdbId?: string): ScrapeRequest {
  return { type: 'movie', title, releaseYear, tmdbId, imdbId };
}

function episode(season: number, number: number): ScrapeRequest {
  return {
    type: 'show',
    title: 'Open Series',
    releaseYear: 2020,
    tmdbId: '5001',
    season: { number: season, tmdbId: '7000' },
    episode: { number, tmdbId: '8000' },
  };
}

const find = (request: ScrapeRequest, creds = credentials()) =>
  provider().find({ request, credentials: creds, signal: new AbortController().signal });

describe('jellyfin provider', () => {
  it('names itself and ranks after the archive', () => {
    expect([provider().id, provider().name, provider().rank]).toEqual(['jellyfin', 'Jellyfin', 2]);
  });

  it('is available only with credentials for a server the operator allows', () => {
    const request = movie('Big Buck Bunny', 2008, '10378');
    const other = credentials({ serverUrl: 'https://jellyfin.example.org' });

    expect(provider().isAvailable({ request, credentials: credentials() })).toBe(true);
    expect(provider().isAvailable({ request, credentials: {} })).toBe(false);
    expect(provider().isAvailable({ request, credentials: other })).toBe(false);
  });

  it('finds nothing and asks nothing for a server that is not allowed', async () => {
    const other = credentials({ serverUrl: 'https://jellyfin.example.org' });

    expect(await find(movie('Big Buck Bunny', 2008, '10378'), other)).toEqual([]);
    expect(jellyfin.requests).toEqual([]);
  });

  it("answers the user's own direct-play file, HLS and subtitles with their token", async () => {
    const id = jellyfin.idOf('Big Buck Bunny');
    const base = jellyfin.origin;
    const token = jellyfin.token;

    const streams = await find(movie('Big Buck Bunny', 2008, '10378'));

    const captions = [
      {
        id: `jellyfin-${id}-2`,
        language: 'eng',
        url: `${base}/Videos/${id}/${id}/Subtitles/2/0/Stream.vtt?ApiKey=${token}`,
        type: 'vtt',
      },
      {
        id: `jellyfin-${id}-3`,
        language: 'Commentary',
        url: `${base}/Videos/${id}/${id}/Subtitles/3/0/Stream.srt?ApiKey=${token}`,
        type: 'srt',
      },
    ];
    expect(streams).toEqual([
      {
        id: `jellyfin-${id}`,
        type: 'file',
        qualities: {
          original: {
            url: `${base}/Videos/${id}/stream?static=true&mediaSourceId=${id}&ApiKey=${token}`,
            type: 'mp4',
          },
        },
        captions,
        label: 'Jellyfin',
      },
      {
        id: `jellyfin-${id}-hls`,
        type: 'hls',
        playlist: `${base}/videos/${id}/master.m3u8?MediaSourceId=${id}&PlaySessionId=abc&ApiKey=${token}`,
        captions,
        label: 'Jellyfin (HLS)',
      },
    ]);
    expect(streams.every((stream) => streamSchema.safeParse(stream).success)).toBe(true);
  });

  it('searches by title and year, asks for provider ids, and posts for playback info', async () => {
    await find(movie('Big Buck Bunny', 2008, '10378'));

    expect(jellyfin.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /Items',
      `POST /Items/${jellyfin.idOf('Big Buck Bunny')}/PlaybackInfo`,
    ]);
    expect(jellyfin.requests[0]?.query).toMatchObject({
      userId: jellyfin.userId,
      recursive: 'true',
      includeItemTypes: 'Movie',
      searchTerm: 'Big Buck Bunny',
      years: '2008',
      fields: 'ProviderIds',
    });
    expect(jellyfin.requests[1]?.query).toEqual({ userId: jellyfin.userId });
  });

  it('searches again without the year, and matches by IMDb id', async () => {
    const streams = await find(movie('Sintel', 2010, '45745', 'tt1727587'));

    expect(jellyfin.requests.map((request) => request.query.years)).toEqual([
      '2010',
      undefined,
      undefined,
    ]);
    // Its container (AVI) cannot play as a file and the server offers no transcode.
    expect(streams).toEqual([]);
    expect(jellyfin.requests.at(-1)?.path).toBe(`/Items/${jellyfin.idOf('Sintel')}/PlaybackInfo`);
  });

  it('plays an MKV file as mkv', async () => {
    const streams = await find(movie('Elephants Dream', 2006, '9761'));

    expect(streams).toMatchObject([{ type: 'file', qualities: { original: { type: 'mkv' } } }]);
  });

  it('answers [] when no item has the TMDB or IMDb id', async () => {
    expect(await find(movie('Big Buck Bunny', 2008, '12345', 'tt0000001'))).toEqual([]);
    expect(jellyfin.requests.every((request) => request.path === '/Items')).toBe(true);
  });

  it('answers [] when the item has no media source', async () => {
    expect(await find(movie('Lost Film', 1920, '3'))).toEqual([]);
    expect(jellyfin.requests.at(-1)?.path).toBe(
      `/Items/${jellyfin.idOf('Lost Film')}/PlaybackInfo`,
    );
  });

  it("finds an episode through its series and the season's episode numbers", async () => {
    const streams = await find(episode(1, 2));
    const id = jellyfin.idOf('Open Series S01E02');
    const series = jellyfin.idOf('Open Series');

    expect(jellyfin.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /Items',
      `GET /Shows/${series}/Episodes`,
      `POST /Items/${id}/PlaybackInfo`,
    ]);
    expect(jellyfin.requests[0]?.query).toMatchObject({ includeItemTypes: 'Series' });
    expect(jellyfin.requests[0]?.query).not.toHaveProperty('years');
    expect(jellyfin.requests[1]?.query).toMatchObject({ season: '1', fields: 'ProviderIds' });
    expect(streams).toMatchObject([
      { type: 'file', qualities: { original: { type: 'webm' } }, id: `jellyfin-${id}` },
    ]);
  });

  it('answers [] for an episode the server does not have', async () => {
    expect(await find(episode(2, 5))).toEqual([]);
  });

  it('throws when the server fails', async () => {
    jellyfin.failNext(500);

    await expect(find(movie('Big Buck Bunny', 2008, '10378'))).rejects.toThrow(/500/);
  });

  it('throws, without the token in the message, when the server refuses the token', async () => {
    const error: unknown = await find(
      movie('Big Buck Bunny', 2008, '10378'),
      credentials({ accessToken: 'wrongtoken0123456789' }),
    ).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/401/);
    expect((error as Error).message).not.toContain('wrongtoken');
  });
});
