/**
 * What an advertiser may book (spec sections 2 "Advertise" and 5 "Ad specs"): formats, file sizes
 * and the minimum campaign length. Review for content is a human step and is not modelled here.
 */

/** Accepted creative formats. */
export const AD_FORMATS = ['gif', 'jpg', 'png', 'text'] as const;
export type AdFormat = (typeof AD_FORMATS)[number];

const BYTES_PER_MB = 1024 * 1024;

/** Largest animated GIF, in bytes (5 MB, 1 MB = 1024 × 1024 bytes). */
export const AD_MAX_GIF_BYTES = 5 * BYTES_PER_MB;

/** Largest static image (JPG or PNG), in bytes (3 MB). */
export const AD_MAX_STATIC_BYTES = 3 * BYTES_PER_MB;

/** Shortest campaign, in days. */
export const AD_MIN_CAMPAIGN_DAYS = 3;

const MS_PER_DAY = 86_400_000;

export type AdCreativeCheck =
  { ok: true } | { ok: false; reason: 'unsupported-format' | 'file-too-large' };

/**
 * Checks a creative against the specs.
 * @param format file extension or 'text', any case ('jpeg' counts as 'jpg')
 * @param sizeBytes file size in bytes (ignored for text ads)
 */
export function checkAdCreative(format: string, sizeBytes: number): AdCreativeCheck {
  const normalised = format
    .trim()
    .toLowerCase()
    .replace(/^\./, '')
    .replace(/^jpeg$/, 'jpg');
  if (!(AD_FORMATS as readonly string[]).includes(normalised)) {
    return { ok: false, reason: 'unsupported-format' };
  }
  if (normalised === 'text') return { ok: true };
  const limit = normalised === 'gif' ? AD_MAX_GIF_BYTES : AD_MAX_STATIC_BYTES;
  return sizeBytes <= limit ? { ok: true } : { ok: false, reason: 'file-too-large' };
}

/**
 * Length of a campaign booked from one day to another, both included.
 * @param startDate first day 'YYYY-MM-DD'
 * @param endDate last day 'YYYY-MM-DD'
 * @returns whole days (1 for the same day), or 0 when the end is before the start or a date is
 *   unreadable
 */
export function getAdCampaignDays(startDate: string, endDate: string): number {
  const start = Date.parse(startDate);
  const end = Date.parse(endDate);
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return 0;
  return Math.round((end - start) / MS_PER_DAY) + 1;
}

/** Whether a booking from `startDate` to `endDate` (both included) meets the 3-day minimum. */
export function meetsAdMinimumDuration(startDate: string, endDate: string): boolean {
  return getAdCampaignDays(startDate, endDate) >= AD_MIN_CAMPAIGN_DAYS;
}
