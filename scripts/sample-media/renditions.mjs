// Encodes the one clip every title shares, in every rendition: a clock over `testsrc2` with a
// quiet tone as MP4, then cut into HLS segments, plus the thumbnail sprite and the master
// playlists (one with a second audio track, for the episodes). Placing the clip in the title
// folders is library.mjs's job.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { canDrawText, ffmpeg } from './ffmpeg.mjs';
import { MASTER_WITH_SECOND_AUDIO, masterPlaylist } from './hls-master.mjs';
import {
  FOUR_K_MAX_SECONDS,
  FOUR_K_RENDITION,
  FPS,
  KEYFRAME_SECONDS,
  RENDITIONS,
  SECOND_AUDIO,
} from './options.mjs';
import { encodeThumbnailSprite } from './thumbnails.mjs';

/** @typedef {import('./options.mjs').Rendition} Rendition */

/**
 * Encodes the one clip every title shares: `<clipDir>/<rendition>.mp4`, `<clipDir>/hls/…` and
 * `<clipDir>/thumbnails.jpg`.
 * @param {string} clipDir
 * @param {number} seconds
 */
export async function encodeBaseClip(clipDir, seconds) {
  mkdirSync(clipDir, { recursive: true });
  const top = /** @type {Rendition} */ (RENDITIONS.at(-1));
  const gop = String(FPS * KEYFRAME_SECONDS);
  const overlay = (await canDrawText()) ? `${clockOverlay()},` : '';
  const audioOut = RENDITIONS.map((r) => `[a${r.name}]`).join('');
  const filter = [
    `[0:v]${overlay}format=yuv420p,split=${RENDITIONS.length}${RENDITIONS.map((r) => `[s${r.name}]`).join('')}`,
    ...RENDITIONS.map((r) =>
      r === top
        ? `[s${r.name}]null[v${r.name}]`
        : `[s${r.name}]scale=${r.width}:${r.height}[v${r.name}]`,
    ),
    `[1:a]volume=0.25,aformat=channel_layouts=stereo,asplit=${RENDITIONS.length}${audioOut}`,
  ].join(';');

  /** @type {string[]} */
  const args = [
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${top.width}x${top.height}:rate=${FPS}:duration=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:sample_rate=48000:duration=${seconds}`,
    '-filter_complex',
    filter,
  ];
  for (const r of RENDITIONS) {
    args.push(
      ...['-map', `[v${r.name}]`, '-map', `[a${r.name}]`],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-pix_fmt', 'yuv420p'],
      ...['-b:v', `${r.videoKbps}k`, '-maxrate', `${Math.round(r.videoKbps * 1.2)}k`],
      ...['-bufsize', `${r.videoKbps * 2}k`],
      ...['-g', gop, '-keyint_min', gop, '-sc_threshold', '0', '-r', String(FPS)],
      ...['-c:a', 'aac', '-b:a', `${r.audioKbps}k`],
      ...['-movflags', '+faststart', path.join(clipDir, `${r.name}.mp4`)],
    );
  }
  await ffmpeg(args);

  const hlsDir = path.join(clipDir, 'hls');
  const lowest = /** @type {Rendition} */ (RENDITIONS[0]);
  await Promise.all([
    ...RENDITIONS.map(async (r) => {
      const dir = path.join(hlsDir, r.name);
      mkdirSync(dir, { recursive: true });
      await ffmpeg([
        ...['-i', path.join(clipDir, `${r.name}.mp4`), '-map', '0', '-c', 'copy'],
        ...['-f', 'hls', '-hls_time', String(KEYFRAME_SECONDS), '-hls_playlist_type', 'vod'],
        ...['-hls_segment_type', 'mpegts', '-hls_flags', 'independent_segments'],
        ...['-hls_segment_filename', path.join(dir, 'segment-%03d.ts')],
        path.join(dir, 'index.m3u8'),
      ]);
    }),
    encodeSecondAudio(path.join(hlsDir, SECOND_AUDIO.folder), seconds),
    encodeThumbnailSprite(
      path.join(clipDir, `${lowest.name}.mp4`),
      path.join(clipDir, 'thumbnails.jpg'),
      seconds,
    ),
  ]);
  writeFileSync(path.join(hlsDir, 'master.m3u8'), masterPlaylist(clipDir, hlsDir));
  writeFileSync(
    path.join(clipDir, MASTER_WITH_SECOND_AUDIO),
    masterPlaylist(clipDir, hlsDir, { secondAudio: true }),
  );
}

/**
 * Encodes the second audio track as an audio-only HLS rendition: `<dir>/index.m3u8` and its
 * segments, cut at the video's keyframe interval.
 * @param {string} dir
 * @param {number} seconds
 */
async function encodeSecondAudio(dir, seconds) {
  mkdirSync(dir, { recursive: true });
  await ffmpeg([
    ...[
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=${SECOND_AUDIO.frequency}:sample_rate=48000:duration=${seconds}`,
    ],
    ...['-af', 'volume=0.25', '-ac', '2', '-c:a', 'aac', '-b:a', `${SECOND_AUDIO.audioKbps}k`],
    ...['-f', 'hls', '-hls_time', String(KEYFRAME_SECONDS), '-hls_playlist_type', 'vod'],
    ...['-hls_segment_type', 'mpegts'],
    ...['-hls_segment_filename', path.join(dir, 'segment-%03d.ts')],
    path.join(dir, 'index.m3u8'),
  ]);
}

/**
 * Encodes the short 4K clip: `<clipDir>/2160p.mp4`, the test pattern at 3840×2160 for at most
 * {@link FOUR_K_MAX_SECONDS} seconds (H.264 High at level 5.1, as 4K needs).
 * @param {string} clipDir
 * @param {number} seconds the other renditions' length
 */
export async function encodeFourKClip(clipDir, seconds) {
  mkdirSync(clipDir, { recursive: true });
  const r = FOUR_K_RENDITION;
  const length = Math.min(seconds, FOUR_K_MAX_SECONDS);
  const gop = String(FPS * KEYFRAME_SECONDS);
  await ffmpeg([
    ...['-f', 'lavfi', '-i', `testsrc2=size=${r.width}x${r.height}:rate=${FPS}:duration=${length}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${length}`],
    ...['-map', '0:v', '-map', '1:a'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-profile:v', 'high', '-level', '5.1'],
    ...['-pix_fmt', 'yuv420p', '-b:v', `${r.videoKbps}k`],
    ...['-maxrate', `${Math.round(r.videoKbps * 1.2)}k`, '-bufsize', `${r.videoKbps * 2}k`],
    ...['-g', gop, '-keyint_min', gop, '-sc_threshold', '0', '-r', String(FPS)],
    ...['-af', 'volume=0.25', '-ac', '2', '-c:a', 'aac', '-b:a', `${r.audioKbps}k`],
    ...['-movflags', '+faststart', path.join(clipDir, `${r.name}.mp4`)],
  ]);
}

/** A large running clock and a "sample clip" line, so frames and thumbnails tell the time. */
function clockOverlay() {
  const box = 'fontcolor=white:box=1:boxcolor=black@0.6';
  return [
    `drawtext=text='%{pts\\:hms}':fontsize=96:${box}:boxborderw=24:x=(w-tw)/2:y=(h-th)/2`,
    `drawtext=text='Generated sample clip':fontsize=40:${box}:boxborderw=12:x=(w-tw)/2:y=h-th-48`,
  ].join(',');
}
