import { describe, expect, it } from 'vitest';
import {
  getThumbnailIntervalSeconds,
  getThumbnailSeekTimeoutMs,
  getThumbnailTimeAt,
  getThumbnailTimes,
  THUMBNAIL_HEIGHT_PX,
  THUMBNAIL_JPEG_QUALITY,
  THUMBNAIL_WIDTH_PX,
} from './thumbnails';

describe('thumbnails', () => {
  it('are 160x90 JPEGs at quality 0.85', () => {
    expect([THUMBNAIL_WIDTH_PX, THUMBNAIL_HEIGHT_PX, THUMBNAIL_JPEG_QUALITY]).toEqual([
      160, 90, 0.85,
    ]);
  });

  it('are taken every 10 s under 300 s and every 30 s from 300 s on', () => {
    expect(getThumbnailIntervalSeconds(299.9)).toBe(10);
    expect(getThumbnailIntervalSeconds(300)).toBe(30);
    expect(getThumbnailIntervalSeconds(7200)).toBe(30);
  });

  it('cover the video from 0 to strictly before its end', () => {
    expect(getThumbnailTimes(45)).toEqual([0, 10, 20, 30, 40]);
    expect(getThumbnailTimes(40)).toEqual([0, 10, 20, 30]);
    expect(getThumbnailTimes(300)).toHaveLength(10);
    expect(getThumbnailTimes(0.5)).toEqual([0]);
  });

  it('are not taken while the duration is unknown', () => {
    for (const duration of [0, -3, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(getThumbnailTimes(duration)).toEqual([]);
    }
  });

  it.each([
    [0, 0],
    [9.99, 0],
    [10, 10],
    [44, 40],
    [500, 40],
    [-5, 0],
    [Number.NaN, 0],
  ])('shows, when hovering %d s of a 45 s video, the thumbnail taken at %d s', (hover, shown) => {
    expect(getThumbnailTimeAt(hover, 45)).toBe(shown);
  });

  it('has no thumbnail to show for a video of unknown length', () => {
    expect(getThumbnailTimeAt(10, Number.NaN)).toBeNull();
  });

  it('gives each seek 2 s, then 3 s, then 5 s, then stops trying', () => {
    expect([0, 1, 2, 3, -1].map(getThumbnailSeekTimeoutMs)).toEqual([2000, 3000, 5000, null, null]);
  });
});
