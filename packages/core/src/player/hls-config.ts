/**
 * hls.js settings of the spec (section 9): buffer sizes by connection speed and retry counts.
 * Returns plain numbers; the web app passes them to `new Hls(config)`.
 */

/** How many times a failed manifest or playlist load is retried. */
export const HLS_NETWORK_RETRIES = 3;

/** How many times a failed media fragment load is retried. */
export const HLS_FRAGMENT_RETRIES = 10;

/** Effective connection types (navigator.connection.effectiveType) that count as slow. */
export const SLOW_CONNECTION_TYPES = ['slow-2g', '2g', '3g'] as const;

/** One megabyte as hls.js counts it (its own default is 60 * 1000 * 1000). */
const MEGABYTE = 1000 * 1000;

/** Buffer limits for slow and normal connections. */
export const HLS_BUFFER_LIMITS = {
  slow: { maxBufferSizeBytes: 60 * MEGABYTE, maxBufferLengthSeconds: 120 },
  normal: { maxBufferSizeBytes: 500 * MEGABYTE, maxBufferLengthSeconds: 360 },
} as const;

/**
 * @param effectiveType navigator.connection.effectiveType, or undefined where the browser has no
 *   Network Information API (then the connection counts as normal)
 * @returns true for 'slow-2g', '2g' and '3g'
 */
export function isSlowConnection(effectiveType: string | undefined): boolean {
  return SLOW_CONNECTION_TYPES.some((type) => type === effectiveType);
}

/** The subset of the hls.js configuration the spec fixes. */
export interface HlsSettings {
  /** bytes of media kept ahead of the playhead */
  maxBufferSize: number;
  /** seconds of media hls.js tries to keep ahead */
  maxBufferLength: number;
  /** hard ceiling in seconds; equal to maxBufferLength so the spec's figure is a real limit */
  maxMaxBufferLength: number;
  manifestLoadingMaxRetry: number;
  levelLoadingMaxRetry: number;
  fragLoadingMaxRetry: number;
}

/**
 * hls.js settings for a connection: 60 MB / 120 s on slow connections, 500 MB / 360 s otherwise;
 * manifest and playlist loads retried 3 times, fragments 10 times. The retry counts use hls.js's
 * flat option names, which it still maps onto its newer load policies.
 */
export function getHlsSettings(effectiveType: string | undefined): HlsSettings {
  const limits = isSlowConnection(effectiveType)
    ? HLS_BUFFER_LIMITS.slow
    : HLS_BUFFER_LIMITS.normal;
  return {
    maxBufferSize: limits.maxBufferSizeBytes,
    maxBufferLength: limits.maxBufferLengthSeconds,
    maxMaxBufferLength: limits.maxBufferLengthSeconds,
    manifestLoadingMaxRetry: HLS_NETWORK_RETRIES,
    levelLoadingMaxRetry: HLS_NETWORK_RETRIES,
    fragLoadingMaxRetry: HLS_FRAGMENT_RETRIES,
  };
}
