/**
 * The seek bar's arithmetic: time texts ('1:05', '1:02:03'), the time under a point of the bar,
 * and the buffered stretches as percentages. The web app measures the bar and draws it.
 */

function toWholeSeconds(seconds: number): number {
  return Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
}

/**
 * @param seconds a position or a length (NaN, Infinity and negatives show as 0:00)
 * @param referenceSeconds the media length: when it reaches an hour, every time gets the hour
 *   field, so '0:05:00' and '1:30:00' line up
 * @returns 'm:ss' under an hour, else 'h:mm:ss'
 */
export function formatPlaybackTime(seconds: number, referenceSeconds = 0): string {
  const total = toWholeSeconds(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, '0');
  if (hours === 0 && toWholeSeconds(referenceSeconds) < 3600) return `${minutes}:${secs}`;
  return `${hours}:${String(minutes).padStart(2, '0')}:${secs}`;
}

/** @returns the seek bar's spoken value, e.g. '1:05 of 45:00' */
export function formatSeekValueText(currentSeconds: number, durationSeconds: number): string {
  return `${formatPlaybackTime(currentSeconds, durationSeconds)} of ${formatPlaybackTime(durationSeconds)}`;
}

/**
 * @param ratio where along the bar, 0 (start) to 1 (end); clamped, NaN counts as 0
 * @param durationSeconds the media length
 * @returns the time at that point, or 0 while the length is unknown (NaN, Infinity, 0)
 */
export function getTimeAtRatio(ratio: number, durationSeconds: number): number {
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) return 0;
  const clamped = Number.isNaN(ratio) ? 0 : Math.min(1, Math.max(0, ratio));
  return clamped * durationSeconds;
}

/** A buffered stretch, as a share of the bar. */
export interface BufferedSegment {
  startPercent: number;
  endPercent: number;
}

/**
 * @param ranges the media element's buffered ranges as [start, end] pairs in seconds
 * @param durationSeconds the media length
 * @returns each range as percentages of the length, clamped to [0, 100], empty ones dropped;
 *   [] while the length is unknown
 */
export function toBufferedSegments(
  ranges: readonly (readonly [number, number])[],
  durationSeconds: number,
): BufferedSegment[] {
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) return [];
  const toPercent = (seconds: number) =>
    Math.min(100, Math.max(0, (seconds / durationSeconds) * 100));
  return ranges
    .map(([start, end]) => ({ startPercent: toPercent(start), endPercent: toPercent(end) }))
    .filter((segment) => segment.endPercent > segment.startPercent);
}
