import { describe, expect, it } from 'vitest';
import {
  classifyResolution,
  getDeviceBestQuality,
  getQualityLabel,
  getQualityRank,
  labelHlsLevel,
  parseDeviceQuality,
  QUALITY_KEYS,
  QUALITY_LABELS,
  sortQualityLabels,
} from './quality';

describe('getQualityLabel', () => {
  it.each([
    ['360', '360p'],
    ['480', '480p'],
    ['720', '720p'],
    ['1080', '1080p'],
    ['1080-hdr', '1080p HDR'],
    ['4k', '4K'],
    ['4k-hdr', '4K HDR'],
    ['720-hdr', '720p HDR'],
    ['original', 'Original'],
  ] as const)('labels the source quality key %s as %s', (key, label) => {
    expect(getQualityLabel(key)).toBe(label);
  });

  it('gives every key a distinct label, in the same order as the ranking', () => {
    const labels = QUALITY_KEYS.map(getQualityLabel);
    expect(new Set(labels).size).toBe(QUALITY_KEYS.length);
    expect(sortQualityLabels(labels)).toEqual(labels);
  });
});

describe('quality ranking', () => {
  it("keeps the spec's order: 360p, 480p, 720p, 1080p, 1080p HDR, 4K, 4K HDR, Original, Auto", () => {
    const specOrder = [
      '360p',
      '480p',
      '720p',
      '1080p',
      '1080p HDR',
      '4K',
      '4K HDR',
      'Original',
      'Auto',
    ] as const;
    expect(QUALITY_LABELS.filter((label) => specOrder.some((s) => s === label))).toEqual(specOrder);
  });

  it('places the HDR variant of a lower resolution right after its standard sibling', () => {
    expect(getQualityRank('720p HDR')).toBe(getQualityRank('720p') + 1);
    expect(getQualityRank('720p HDR')).toBeLessThan(getQualityRank('1080p'));
  });

  it('sorts any list of labels from lowest to highest without losing duplicates', () => {
    expect(sortQualityLabels(['Auto', '4K', '360p', 'Original', '1080p HDR', '4K'])).toEqual([
      '360p',
      '1080p HDR',
      '4K',
      '4K',
      'Original',
      'Auto',
    ]);
  });
});

describe('labelHlsLevel', () => {
  it.each([
    [{ height: 2160 }, '4K'],
    [{ height: 1080 }, '1080p'],
    [{ height: 1076, width: 1916 }, '1080p'],
    [{ height: 800, width: 1920 }, '1080p'],
    [{ height: 1440, width: 2560 }, '1080p'],
    [{ height: 720 }, '720p'],
    [{ height: 576, width: 720 }, '480p'],
    [{ height: 480 }, '480p'],
    [{ height: 360 }, '360p'],
    [{ height: 240 }, '360p'],
    [{}, '360p'],
    [{ height: 2160, isHdr: true }, '4K HDR'],
    [{ height: 1080, isHdr: true }, '1080p HDR'],
    [{ height: 1080, isHdr: false }, '1080p'],
  ])('labels a level of %o as %s', (level, label) => {
    expect(labelHlsLevel(level)).toBe(label);
  });

  it('never labels a level Original or Auto', () => {
    for (let height = 0; height <= 5000; height += 7) {
      expect(['Original', 'Auto']).not.toContain(labelHlsLevel({ height }));
    }
  });

  it('classifies a picture by the larger of its height and its 16:9 width', () => {
    expect(classifyResolution({ width: 3840, height: 1600 })).toBe('4k');
    expect(classifyResolution({ width: 1280 })).toBe('720');
  });
});

describe('getDeviceBestQuality', () => {
  it.each([
    [3840, 2160, 1, '4k'],
    [2560, 1440, 1, '4k'],
    [2159, 1000, 1, '1080'],
    [1920, 1080, 1, '1080'],
    [1080, 1920, 1, '1080'],
    [1079, 600, 1, '720'],
    [1280, 720, 1, '1080'],
    [1000, 600, 1, '720'],
    [719, 400, 1, '480'],
    [480, 320, 1, '480'],
    [479, 320, 1, '360'],
    [0, 0, 1, '360'],
  ])('gives a %ix%i screen at ratio %d the quality %s', (width, height, ratio, quality) => {
    expect(getDeviceBestQuality({ width, height, devicePixelRatio: ratio })).toBe(quality);
  });

  it('compares the larger side with the heights, so a 1280x720 screen already counts as 1080', () => {
    expect(getDeviceBestQuality({ width: 720, height: 1280 })).toBe('1080');
  });

  it('counts device pixels, so a 390x844 phone at ratio 3 gets 4k (2532 px)', () => {
    expect(getDeviceBestQuality({ width: 390, height: 844, devicePixelRatio: 3 })).toBe('4k');
  });

  it('treats a missing, zero or negative pixel ratio as 1', () => {
    expect(getDeviceBestQuality({ width: 1000, height: 600 })).toBe('720');
    expect(getDeviceBestQuality({ width: 1000, height: 600, devicePixelRatio: 0 })).toBe('720');
    expect(getDeviceBestQuality({ width: 1000, height: 600, devicePixelRatio: -2 })).toBe('720');
  });
});

describe('parseDeviceQuality', () => {
  it('reads a stored device quality and rejects anything else', () => {
    expect(parseDeviceQuality('1080')).toBe('1080');
    expect(parseDeviceQuality('4k')).toBe('4k');
    expect(parseDeviceQuality('4K')).toBeNull();
    expect(parseDeviceQuality('1440')).toBeNull();
    expect(parseDeviceQuality(null)).toBeNull();
    expect(parseDeviceQuality(undefined)).toBeNull();
  });
});
