import { describe, expect, it } from 'vitest';
import { buildJellyfinAuthorization, getJellyfinBase } from './jellyfin-client';
import { buildJellyfinStreams, getContainerType, toServerUrl } from './jellyfin-streams';

const BASE = 'https://media.example.org/jellyfin';
const ID = '0123456789abcdef0123456789abcdef';

describe('getContainerType', () => {
  it.each([
    ['mp4', 'mp4'],
    ['mov,mp4,m4a,3gp,3g2,mj2', 'mp4'],
    ['m4v', 'mp4'],
    ['webm', 'webm'],
    ['MKV', 'mkv'],
    ['matroska,webm', 'mkv'],
    ['avi', undefined],
    ['mpegts', undefined],
    [null, undefined],
  ])('%s → %s', (container, type) => {
    expect(getContainerType(container)).toBe(type);
  });
});

describe('toServerUrl', () => {
  it('puts a server path under the base URL and the token in ApiKey, replacing api_key', () => {
    expect(toServerUrl(BASE, '/videos/x/master.m3u8?a=1&api_key=old', 'tok')).toBe(
      `${BASE}/videos/x/master.m3u8?a=1&ApiKey=tok`,
    );
  });

  it('keeps an absolute URL only on the server origin', () => {
    expect(toServerUrl(BASE, 'https://media.example.org/videos/x.vtt', 'tok')).toBe(
      'https://media.example.org/videos/x.vtt?ApiKey=tok',
    );
    expect(toServerUrl(BASE, 'https://elsewhere.example/x.vtt', 'tok')).toBe(undefined);
    expect(toServerUrl(BASE, '//elsewhere.example/x.vtt', 'tok')).toBe(undefined);
    expect(toServerUrl(BASE, 'not a url', 'tok')).toBe(undefined);
  });
});

describe('buildJellyfinStreams', () => {
  it('offers HLS alone when the container cannot play as a file', () => {
    const streams = buildJellyfinStreams(
      { Id: ID, Container: 'avi', TranscodingUrl: `/videos/${ID}/master.m3u8` },
      { base: BASE, itemId: ID, token: 'tok' },
    );

    expect(streams).toEqual([
      {
        id: `jellyfin-${ID}-hls`,
        type: 'hls',
        playlist: `${BASE}/videos/${ID}/master.m3u8?ApiKey=tok`,
        captions: [],
        label: 'Jellyfin (HLS)',
      },
    ]);
  });

  it('skips subtitles without a file to deliver, and names unnamed ones Unknown', () => {
    const [stream] = buildJellyfinStreams(
      {
        Id: ID,
        Container: 'mp4',
        MediaStreams: [
          { Type: 'Audio', Index: 1, DeliveryUrl: '/audio.vtt' },
          { Type: 'Subtitle', Index: 2, Language: null },
          { Type: 'Subtitle', Index: 3, DeliveryUrl: '/Videos/x/Stream.ass' },
          { Type: 'Subtitle', Index: 4, DeliveryUrl: '/Videos/x/Stream.vtt', Language: ' ' },
        ],
      },
      { base: BASE, itemId: ID, token: 'tok' },
    );

    expect(stream?.captions).toEqual([
      {
        id: `jellyfin-${ID}-4`,
        language: 'Unknown',
        url: `${BASE}/Videos/x/Stream.vtt?ApiKey=tok`,
        type: 'vtt',
      },
    ]);
  });
});

describe('jellyfin client helpers', () => {
  it('writes the MediaBrowser header with the token, keeping quotes out of it', () => {
    expect(buildJellyfinAuthorization('1.0.0"; x="y', 'abc_DEF-123')).toBe(
      'MediaBrowser Client="Reelhouse", Device="Reelhouse", DeviceId="reelhouse", ' +
        'Version="1.0.0 xy", Token="abc_DEF-123"',
    );
  });

  it('names the device the token was issued to, when the connection kept it', () => {
    expect(buildJellyfinAuthorization('1.0.0', 'abc_DEF-123', 'reelhouse-42')).toBe(
      'MediaBrowser Client="Reelhouse", Device="Reelhouse", DeviceId="reelhouse-42", ' +
        'Version="1.0.0", Token="abc_DEF-123"',
    );
  });

  it('keeps a base path of the server URL, without query or trailing slash', () => {
    expect(getJellyfinBase('https://media.example.org/jellyfin/?x=1')).toBe(BASE);
    expect(getJellyfinBase('http://192.168.1.5:8096')).toBe('http://192.168.1.5:8096');
  });
});
