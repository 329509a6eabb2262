import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEVICE_QUALITIES, getQualityRank, QUALITY_LABELS } from './quality';
import { listFileQualities, pickBestFileQuality, pickBestQualityIndex } from './quality-choice';

describe('pickBestQualityIndex', () => {
  it.each([
    [['360p', '720p', '1080p', '4K'], '1080', {}, 2],
    [['360p', '720p', '1080p', '4K'], '4k', {}, 3],
    [['360p', '720p', '1080p', '4K'], '480', {}, 0],
    [['4K', '1080p', '720p'], '720', {}, 2],
    [['1080p', '1080p HDR'], '1080', {}, 0],
    [['1080p', '1080p HDR'], '1080', { allowHdr: true }, 1],
    [['4K', '4K HDR', 'Original'], '4k', { allowHdr: true }, 1],
    [['1080p', 'Original'], '4k', {}, 0],
    [['Original'], '4k', {}, 0],
    [['4K', '1080p'], '720', {}, 1],
    [['4K', 'Original'], '360', {}, 0],
    [['4K HDR'], '1080', {}, 0],
    [['Auto', '720p'], '1080', {}, 1],
    [['720p', '720p'], '1080', {}, 0],
  ] as const)(
    'picks from %j on a %s device (%o) the index %i',
    (labels, device, options, index) => {
      expect(pickBestQualityIndex(labels, device, options)).toBe(index);
    },
  );

  it("returns null when only 'Auto' or nothing is available ('No valid quality found')", () => {
    expect(pickBestQualityIndex([], '1080')).toBeNull();
    expect(pickBestQualityIndex(['Auto'], '1080')).toBeNull();
  });

  it('never picks a known quality above the device when one at or below it exists', () => {
    const knownLabels = fc.constantFrom(
      ...QUALITY_LABELS.filter((label) => label !== 'Auto' && label !== 'Original'),
    );
    fc.assert(
      fc.property(
        fc.array(knownLabels, { minLength: 1 }),
        fc.constantFrom(...DEVICE_QUALITIES),
        fc.boolean(),
        (labels, device, allowHdr) => {
          const index = pickBestQualityIndex(labels, device, { allowHdr });
          expect(index).not.toBeNull();
          const picked = labels[index ?? -1]!;
          const deviceRank = getQualityRank(device === '4k' ? '4K HDR' : `${device}p HDR`);
          const fits = labels.filter(
            (label) => getQualityRank(label) <= deviceRank && (allowHdr || !label.endsWith('HDR')),
          );
          if (fits.length > 0) {
            expect(fits).toContain(picked);
            for (const label of fits) {
              expect(getQualityRank(label)).toBeLessThanOrEqual(getQualityRank(picked));
            }
          } else {
            for (const label of labels) {
              expect(getQualityRank(label)).toBeGreaterThanOrEqual(getQualityRank(picked));
            }
          }
        },
      ),
    );
  });
});

describe('pickBestFileQuality', () => {
  const file = { url: '/media/x.mp4', type: 'mp4' };

  it('picks the best file quality key the device can show', () => {
    expect(pickBestFileQuality({ '4k': file, '1080': file, '720': file }, '1080')).toBe('1080');
    expect(pickBestFileQuality({ '4k-hdr': file, '4k': file }, '4k', { allowHdr: true })).toBe(
      '4k-hdr',
    );
    expect(pickBestFileQuality({ original: file }, '720')).toBe('original');
  });

  it('returns null for an empty qualities map', () => {
    expect(pickBestFileQuality({}, '1080')).toBeNull();
  });
});

describe('listFileQualities', () => {
  it('lists the qualities of a file stream lowest first, with their labels', () => {
    const file = { url: '/a.mp4', type: 'mp4' };
    expect(listFileQualities({ original: file, '4k': file, '480': file })).toEqual([
      { key: '480', label: '480p' },
      { key: '4k', label: '4K' },
      { key: 'original', label: 'Original' },
    ]);
  });
});
