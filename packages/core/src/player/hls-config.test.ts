import { describe, expect, it } from 'vitest';
import { getHlsSettings, isSlowConnection } from './hls-config';

describe('getHlsSettings', () => {
  it.each(['slow-2g', '2g', '3g'])('uses the small buffers (60 MB, 120 s) on %s', (type) => {
    expect(getHlsSettings(type)).toMatchObject({
      maxBufferSize: 60_000_000,
      maxBufferLength: 120,
      maxMaxBufferLength: 120,
    });
  });

  it.each(['4g', undefined, ''])('uses the large buffers (500 MB, 360 s) on %s', (type) => {
    expect(getHlsSettings(type)).toMatchObject({
      maxBufferSize: 500_000_000,
      maxBufferLength: 360,
      maxMaxBufferLength: 360,
    });
  });

  it('retries manifests and playlists 3 times and fragments 10 times on any connection', () => {
    for (const type of ['2g', '4g']) {
      expect(getHlsSettings(type)).toMatchObject({
        manifestLoadingMaxRetry: 3,
        levelLoadingMaxRetry: 3,
        fragLoadingMaxRetry: 10,
      });
    }
  });
});

describe('isSlowConnection', () => {
  it('matches the effective type exactly (case and unknown values count as fast)', () => {
    expect(isSlowConnection('3g')).toBe(true);
    expect(isSlowConnection('3G')).toBe(false);
    expect(isSlowConnection('4g')).toBe(false);
  });
});
