import { describe, expect, it } from 'vitest';
import { getAutoLevelCap, listFileQualityOptions, listHlsQualityOptions } from './quality-menu';

describe('listHlsQualityOptions', () => {
  it('labels each level and lists the highest first', () => {
    expect(
      listHlsQualityOptions([
        { height: 360, bitrate: 800_000 },
        { height: 720, bitrate: 2_800_000 },
        { height: 2160, bitrate: 15_000_000, isHdr: true },
      ]),
    ).toEqual([
      { levelIndex: 2, label: '4K HDR' },
      { levelIndex: 1, label: '720p' },
      { levelIndex: 0, label: '360p' },
    ]);
  });

  it('keeps one entry per label, the one with the highest bitrate (first on a tie)', () => {
    expect(
      listHlsQualityOptions([
        { height: 1080, bitrate: 4_000_000 },
        { height: 1080, bitrate: 6_000_000 },
        { height: 1080, bitrate: 6_000_000 },
        { height: 1080 },
      ]),
    ).toEqual([{ levelIndex: 1, label: '1080p' }]);
  });

  it('lists nothing for a playlist without levels', () => {
    expect(listHlsQualityOptions([])).toEqual([]);
  });
});

describe('getAutoLevelCap', () => {
  const levels = [{ height: 360 }, { height: 720 }, { height: 1080 }, { height: 2160 }];

  it('caps Auto at the best level the device can show', () => {
    expect(getAutoLevelCap(levels, '1080')).toBe(2);
    expect(getAutoLevelCap(levels, '720')).toBe(1);
    expect(getAutoLevelCap(levels, '480')).toBe(0);
  });

  it('does not cap when every level fits', () => {
    expect(getAutoLevelCap(levels, '4k')).toBe(-1);
    expect(getAutoLevelCap([], '360')).toBe(-1);
  });

  it('falls back to the smallest level when none fits', () => {
    expect(getAutoLevelCap([{ height: 2160 }, { height: 1080 }], '720')).toBe(1);
  });
});

describe('listFileQualityOptions', () => {
  it('lists the available files from the highest quality down', () => {
    expect(
      listFileQualityOptions({
        '360': {},
        original: {},
        '1080': {},
      }),
    ).toEqual([
      { key: 'original', label: 'Original' },
      { key: '1080', label: '1080p' },
      { key: '360', label: '360p' },
    ]);
  });
});
