import { describe, expect, it } from 'vitest';
import {
  AD_FORMATS,
  AD_MAX_GIF_BYTES,
  AD_MAX_STATIC_BYTES,
  AD_MIN_CAMPAIGN_DAYS,
  checkAdCreative,
  getAdCampaignDays,
  meetsAdMinimumDuration,
} from './ad-specs';

const MB = 1024 * 1024;

describe('ad specs', () => {
  it('accept animated GIF, JPG, PNG or text, up to 5 MB for GIF and 3 MB static, 3 days minimum', () => {
    expect(AD_FORMATS).toEqual(['gif', 'jpg', 'png', 'text']);
    expect([AD_MAX_GIF_BYTES, AD_MAX_STATIC_BYTES, AD_MIN_CAMPAIGN_DAYS]).toEqual([
      5 * MB,
      3 * MB,
      3,
    ]);
  });
});

describe('checkAdCreative', () => {
  it.each([
    ['gif', 5 * MB, true],
    ['GIF', 5 * MB + 1, false],
    ['.png', 3 * MB, true],
    ['jpeg', 3 * MB + 1, false],
    ['text', 10 * MB, true],
  ])('a %s of %i bytes is accepted: %s', (format, size, ok) => {
    expect(checkAdCreative(format, size).ok).toBe(ok);
  });

  it('names the reason a creative is refused', () => {
    expect(checkAdCreative('webp', 1)).toEqual({ ok: false, reason: 'unsupported-format' });
    expect(checkAdCreative('png', 4 * MB)).toEqual({ ok: false, reason: 'file-too-large' });
  });
});

describe('getAdCampaignDays', () => {
  it.each([
    ['2025-03-01', '2025-03-01', 1],
    ['2025-03-01', '2025-03-03', 3],
    ['2025-02-27', '2025-03-01', 3],
    ['2025-03-03', '2025-03-01', 0],
    ['soon', '2025-03-01', 0],
  ])('counts %s to %s as %i days', (start, end, days) => {
    expect(getAdCampaignDays(start, end)).toBe(days);
  });

  it('requires a campaign of at least 3 days', () => {
    expect(meetsAdMinimumDuration('2025-03-01', '2025-03-02')).toBe(false);
    expect(meetsAdMinimumDuration('2025-03-01', '2025-03-03')).toBe(true);
  });
});
