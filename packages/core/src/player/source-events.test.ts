import { describe, expect, it } from 'vitest';
import {
  jellyfinCredentialsSchema,
  parseSourceEvent,
  SAMPLE_CLIP_NOTICE,
  sourceProviderIdSchema,
  sourceSearchBodySchema,
} from './source-events';

const movie = { type: 'movie', title: 'Big Buck Bunny', releaseYear: 2008, tmdbId: '10378' };
const jellyfin = {
  serverUrl: 'https://media.example.org',
  userId: '0123456789ABCDEF0123456789abcdef',
  accessToken: 'a1b2c3d4e5f6a7b8c9d0',
};
const fileStream = {
  type: 'file',
  qualities: { '720': { url: '/media/sample/bbb-720p.mp4', type: 'mp4' } },
  captions: [],
};

describe('sourceProviderIdSchema', () => {
  it.each(['library', 'archive', 'jellyfin', 'my-nas-2', '9'])('accepts %s', (id) => {
    expect(sourceProviderIdSchema.safeParse(id).success).toBe(true);
  });

  it.each(['', 'Library', '-library', 'lib rary', 'lib_rary', 'a'.repeat(65)])(
    'rejects "%s"',
    (id) => {
      expect(sourceProviderIdSchema.safeParse(id).success).toBe(false);
    },
  );
});

describe('jellyfinCredentialsSchema', () => {
  it('accepts a server origin, a 32-hex user id in either case, and a token', () => {
    expect(jellyfinCredentialsSchema.parse(jellyfin)).toEqual(jellyfin);
  });

  it.each([
    ['a server that is not http(s)', { ...jellyfin, serverUrl: 'ftp://media.example.org' }],
    ['a user id of the wrong length', { ...jellyfin, userId: '0123' }],
    ['a token with spaces', { ...jellyfin, accessToken: 'a1b2c3d4 e5f6a7b8c9d0' }],
    ['a token shorter than 16 characters', { ...jellyfin, accessToken: 'short' }],
  ])('rejects %s', (_, value) => {
    expect(jellyfinCredentialsSchema.safeParse(value).success).toBe(false);
  });
});

describe('sourceSearchBodySchema', () => {
  it('accepts "run all" with only a request', () => {
    expect(sourceSearchBodySchema.parse({ request: movie })).toEqual({ request: movie });
  });

  it('accepts "run one" with a source id and the user’s Jellyfin credentials', () => {
    const body = { request: movie, sourceId: 'jellyfin', credentials: { jellyfin } };
    expect(sourceSearchBodySchema.parse(body)).toEqual(body);
  });

  it('accepts empty credentials', () => {
    expect(sourceSearchBodySchema.safeParse({ request: movie, credentials: {} }).success).toBe(
      true,
    );
  });

  it.each([
    ['a body without a request', {}],
    ['a malformed request', { request: { ...movie, tmdbId: 'x' } }],
    ['a malformed source id', { request: movie, sourceId: 'Jelly Fin' }],
    ['malformed credentials', { request: movie, credentials: { jellyfin: { serverUrl: 'x' } } }],
  ])('rejects %s', (_, body) => {
    expect(sourceSearchBodySchema.safeParse(body).success).toBe(false);
  });
});

describe('parseSourceEvent', () => {
  it('reads each event of a search in its typed shape', () => {
    const events = {
      providers: { providers: [{ id: 'library', name: 'Media library' }] },
      progress: {
        providerId: 'library',
        providerName: 'Media library',
        status: 'checking',
        percent: 0,
      },
      result: { providerId: 'library', providerName: 'Media library', result: [fileStream] },
      done: { found: true },
      failed: { error: 'The source search failed' },
    };
    for (const [name, data] of Object.entries(events)) {
      expect(parseSourceEvent(name, JSON.stringify(data))).toEqual({ event: name, data });
    }
  });

  it('reads a result with a single stream, filling in missing captions', () => {
    const { captions: _, ...withoutCaptions } = fileStream;
    const data = {
      providerId: 'archive',
      providerName: 'Internet Archive',
      result: withoutCaptions,
    };
    expect(parseSourceEvent('result', JSON.stringify(data))).toEqual({
      event: 'result',
      data: { ...data, result: fileStream },
    });
  });

  it.each([
    ['an unknown event name', 'message', '{"found":true}'],
    ['an inherited property name', 'toString', '{}'],
    ['data that is not JSON', 'done', 'found'],
    ['data of another event', 'done', '{"error":"x"}'],
    [
      'a percentage above 100',
      'progress',
      JSON.stringify({ providerId: 'a', providerName: 'A', status: 'found', percent: 101 }),
    ],
    [
      'an unknown status',
      'progress',
      JSON.stringify({ providerId: 'a', providerName: 'A', status: 'maybe', percent: 5 }),
    ],
    [
      'a result whose stream would run script',
      'result',
      JSON.stringify({
        providerId: 'a',
        providerName: 'A',
        result: { type: 'hls', playlist: 'javascript:alert(1)', captions: [] },
      }),
    ],
    ['an empty failure message', 'failed', '{"error":""}'],
  ])('rejects %s', (_, name, data) => {
    expect(parseSourceEvent(name, data)).toBeNull();
  });
});

describe('SAMPLE_CLIP_NOTICE', () => {
  it('says plainly that the clip is generated and not the title itself', () => {
    expect(SAMPLE_CLIP_NOTICE).toMatch(/generated sample clip/);
    expect(SAMPLE_CLIP_NOTICE).toMatch(/not the film or episode itself/);
  });
});
