import { describe, expect, it } from 'vitest';
import { decodeBase64Utf8, encodeBase64Utf8 } from './base64-utf8';
import {
  HLS_DOWNLOAD_LINK_TTL_MS,
  buildHlsDownloadPayload,
  decodeHlsDownloadPayload,
} from './hls-download-link';

const T0 = 1_700_000_000_000;
const encode = (value: unknown) => encodeBase64Utf8(JSON.stringify(value));

describe('buildHlsDownloadPayload', () => {
  it('encodes JSON {url, name, expires} with expires 24 hours after now', () => {
    expect(HLS_DOWNLOAD_LINK_TTL_MS).toBe(86_400_000);
    const payload = buildHlsDownloadPayload('/media/sintel/master.m3u8', 'Sintel-library', T0);
    expect(JSON.parse(decodeBase64Utf8(payload) ?? '')).toEqual({
      url: '/media/sintel/master.m3u8',
      name: 'Sintel-library',
      expires: T0 + 86_400_000,
    });
  });

  it('keeps names outside Latin-1 intact', () => {
    const payload = buildHlsDownloadPayload('https://cdn.example/a.m3u8', '千と千尋 🐉', T0);
    const read = decodeHlsDownloadPayload(payload, T0);
    expect(read).toEqual({
      ok: true,
      value: { url: 'https://cdn.example/a.m3u8', name: '千と千尋 🐉', expires: T0 + 86_400_000 },
    });
  });
});

describe('decodeHlsDownloadPayload', () => {
  const payload = buildHlsDownloadPayload('/media/a.m3u8', 'A', T0);

  it('is valid until 24 hours have passed, and expired from then on', () => {
    expect(decodeHlsDownloadPayload(payload, T0 + HLS_DOWNLOAD_LINK_TTL_MS - 1).ok).toBe(true);
    expect(decodeHlsDownloadPayload(payload, T0 + HLS_DOWNLOAD_LINK_TTL_MS)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it.each([
    ['not base64', '%%%'],
    ['not JSON', encodeBase64Utf8('hello')],
    ['JSON that is not an object', encode('text')],
    ['JSON null', encode(null)],
    ['a missing name', encode({ url: '/a.m3u8', expires: T0 + 1 })],
    ['a missing url', encode({ name: 'A', expires: T0 + 1 })],
    ['an expiry that is not a number', encode({ url: '/a.m3u8', name: 'A', expires: 'later' })],
  ])('refuses %s as malformed', (_case, encoded) => {
    expect(decodeHlsDownloadPayload(encoded, T0)).toEqual({ ok: false, reason: 'malformed' });
  });

  it.each(['javascript:alert(1)', '//evil.example/a.m3u8', '/\\evil.example', 'data:text/html,x'])(
    'refuses the address %j',
    (url) => {
      expect(decodeHlsDownloadPayload(encode({ url, name: 'A', expires: T0 + 1 }), T0)).toEqual({
        ok: false,
        reason: 'unsafe-url',
      });
    },
  );

  it('accepts http, https and root-relative addresses', () => {
    for (const url of ['http://a.example/x.m3u8', 'HTTPS://a.example/x.m3u8', '/media/x.m3u8']) {
      expect(decodeHlsDownloadPayload(encode({ url, name: 'A', expires: T0 + 1 }), T0).ok).toBe(
        true,
      );
    }
  });
});
