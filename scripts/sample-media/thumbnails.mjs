// The seek-preview sprite: one 160x90 tile per keyframe interval, five to a row, cut from the
// clip's keyframes, and the WebVTT track whose cues point into it (`<sprite>#xywh=x,y,w,h`).
import { ffmpeg } from './ffmpeg.mjs';
import { vttTime } from './format.mjs';
import { KEYFRAME_SECONDS } from './options.mjs';

const THUMBNAIL = { width: 160, height: 90, everySeconds: KEYFRAME_SECONDS, columns: 5 };

/**
 * Encodes the sprite of a clip. The keyframes fall every KEYFRAME_SECONDS exactly: decoding only
 * them gives the tiles.
 * @param {string} mp4File the clip (its lowest rendition is enough)
 * @param {string} spriteFile the JPEG to write
 * @param {number} seconds the clip's length
 * @returns {Promise<void>}
 */
export function encodeThumbnailSprite(mp4File, spriteFile, seconds) {
  return ffmpeg([
    ...['-skip_frame', 'nokey', '-i', mp4File, '-an'],
    ...[
      '-vf',
      `scale=${THUMBNAIL.width}:${THUMBNAIL.height},tile=${spriteGrid(seconds).join('x')}`,
    ],
    ...['-frames:v', '1', '-q:v', '4', spriteFile],
  ]);
}

/**
 * @param {string} spriteFile the sprite's file name, beside the VTT
 * @param {number} seconds
 * @returns {string} the WebVTT thumbnail track
 */
export function thumbnailsVtt(spriteFile, seconds) {
  const [columns] = spriteGrid(seconds);
  const url = encodeURIComponent(spriteFile);
  const cues = [];
  for (let i = 0; i < thumbnailCount(seconds); i++) {
    const start = i * THUMBNAIL.everySeconds;
    const end = Math.min(start + THUMBNAIL.everySeconds, seconds);
    const x = (i % columns) * THUMBNAIL.width;
    const y = Math.floor(i / columns) * THUMBNAIL.height;
    cues.push(
      `${vttTime(start)} --> ${vttTime(end)}\n${url}#xywh=${x},${y},${THUMBNAIL.width},${THUMBNAIL.height}\n`,
    );
  }
  return `WEBVTT\n\n${cues.join('\n')}`;
}

/**
 * @param {number} seconds
 * @returns {[number, number]} columns and rows of the thumbnail sprite
 */
function spriteGrid(seconds) {
  const count = thumbnailCount(seconds);
  const columns = Math.min(THUMBNAIL.columns, count);
  return [columns, Math.ceil(count / columns)];
}

/** @param {number} seconds */
function thumbnailCount(seconds) {
  return Math.ceil(seconds / THUMBNAIL.everySeconds);
}
