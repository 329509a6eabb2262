/**
 * Seek-bar thumbnail rules (spec section 9): picture size and quality, how often a thumbnail is
 * taken, and how long each seek may take. Drawing them (canvas, video element) is the web app's job.
 */

/** Thumbnail canvas width in pixels. */
export const THUMBNAIL_WIDTH_PX = 160;

/** Thumbnail canvas height in pixels. */
export const THUMBNAIL_HEIGHT_PX = 90;

/** JPEG quality passed to canvas.toDataURL / toBlob (0 to 1). */
export const THUMBNAIL_JPEG_QUALITY = 0.85;

/** Videos shorter than this many seconds get a thumbnail every 10 s, longer ones every 30 s. */
export const SHORT_VIDEO_MAX_SECONDS = 300;

/**
 * How long each successive attempt to seek the hidden video may take, in milliseconds: 2 s, then
 * 3 s, then 5 s; after the third timeout that thumbnail is skipped.
 */
export const THUMBNAIL_SEEK_TIMEOUTS_MS = [2000, 3000, 5000] as const;

/**
 * @param durationSeconds the video length
 * @returns seconds between thumbnails: 10 under 300 s, else 30 (300 s exactly counts as long)
 */
export function getThumbnailIntervalSeconds(durationSeconds: number): number {
  return durationSeconds < SHORT_VIDEO_MAX_SECONDS ? 10 : 30;
}

/**
 * @returns the times to capture, in seconds: 0, interval, 2 × interval, ... strictly before the
 *   end; empty while the duration is unknown (0, negative, NaN or Infinity)
 */
export function getThumbnailTimes(durationSeconds: number): number[] {
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) return [];
  const interval = getThumbnailIntervalSeconds(durationSeconds);
  const count = Math.ceil(durationSeconds / interval);
  return Array.from({ length: count }, (_, index) => index * interval);
}

/**
 * The thumbnail to show while hovering the seek bar.
 * @param hoverTimeSeconds the time under the pointer
 * @returns the capture time at or before it (clamped into the video), or null when the video has
 *   no thumbnails
 */
export function getThumbnailTimeAt(
  hoverTimeSeconds: number,
  durationSeconds: number,
): number | null {
  const times = getThumbnailTimes(durationSeconds);
  const last = times.at(-1);
  if (last === undefined) return null;
  if (Number.isNaN(hoverTimeSeconds)) return 0;
  const interval = getThumbnailIntervalSeconds(durationSeconds);
  const slot = Math.floor(Math.max(0, hoverTimeSeconds) / interval) * interval;
  return Math.min(slot, last);
}

/**
 * @param attempt 0 for the first seek attempt of a thumbnail, 1 for the second, 2 for the third
 * @returns the timeout for that attempt in ms, or null when there is no further attempt
 */
export function getThumbnailSeekTimeoutMs(attempt: number): number | null {
  return THUMBNAIL_SEEK_TIMEOUTS_MS[attempt] ?? null;
}
