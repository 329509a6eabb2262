// The fixed settings of the sample library: clip length limits, frame rate, keyframe interval and
// qualities, and where the library goes when no folder is given. The encoder, the playlists and
// the thumbnails all read them from here, so they agree on the clip's timing.
import path from 'node:path';

/** Length of every generated clip (movies and episodes alike), in seconds. */
export const DEFAULT_SAMPLE_SECONDS = 30;
/** Frames per second of every rendition. */
export const FPS = 30;
/** Seconds between keyframes: the HLS segment length and the thumbnail interval. */
export const KEYFRAME_SECONDS = 2;

/**
 * @typedef {object} Rendition
 * @property {string} name folder name in `<base>.hls/` and the file suffix (`<base> - 720p.mp4`)
 * @property {number} width
 * @property {number} height
 * @property {number} videoKbps
 * @property {number} audioKbps
 */

/** Lowest first: the master playlist lists them in this order. @type {readonly Rendition[]} */
export const RENDITIONS = [
  { name: '360p', width: 640, height: 360, videoKbps: 700, audioKbps: 96 },
  { name: '720p', width: 1280, height: 720, videoKbps: 2000, audioKbps: 128 },
];

/**
 * The second audio track the episodes' HLS playlists offer beside the clip's own (English): a
 * higher tone, so the player's audio menu and the per-series memory have a choice to make.
 */
export const SECOND_AUDIO = {
  folder: 'audio-es',
  language: 'es',
  name: 'Spanish',
  frequency: 660,
  audioKbps: 96,
};

/**
 * The short 4K rendition the first movie carries (`<base> - 2160p.mp4`), so the 4K personal token
 * flow is testable offline: a few seconds, a low bitrate and the fastest preset keep generation
 * quick on a fresh machine. @type {Rendition}
 */
export const FOUR_K_RENDITION = {
  name: '2160p',
  width: 3840,
  height: 2160,
  videoKbps: 1500,
  audioKbps: 64,
};
/** Longest 4K clip, in seconds (shorter when the whole clip is). */
export const FOUR_K_MAX_SECONDS = 4;

const MIN_SECONDS = 2;
const MAX_SECONDS = 3600;

/**
 * Refuses a clip length the generator cannot cut into keyframe intervals, or an absurd one.
 * @param {number} seconds
 */
export function checkSeconds(seconds) {
  if (!Number.isFinite(seconds) || seconds < MIN_SECONDS || seconds > MAX_SECONDS) {
    throw new Error(`--seconds must be a number from ${MIN_SECONDS} to ${MAX_SECONDS}`);
  }
}

/**
 * Where the sample media goes when no `--out` is given: `SAMPLE_MEDIA_DIR`, else
 * `<DATA_DIR or ./data>/sample-media`, relative paths resolved against `cwd` as the server does.
 * @param {Record<string, string | undefined>} [env]
 * @param {string} [cwd]
 * @returns {string} absolute folder
 */
export function resolveSampleMediaDir(env = process.env, cwd = process.cwd()) {
  if (env.SAMPLE_MEDIA_DIR) return path.resolve(cwd, env.SAMPLE_MEDIA_DIR);
  return path.resolve(cwd, env.DATA_DIR || './data', 'sample-media');
}
