// `npm run media:samples`: generates the sample media library with ffmpeg, so Watch works offline
// and in CI. One test-pattern clip (a clock over `testsrc2`, a quiet tone) is encoded once as MP4
// and HLS at 360p and 720p, then hard-linked into every title's folder of
// scripts/sample-media-titles.json, with per-title captions (WebVTT and SRT) and a seek-preview
// thumbnail sprite with its VTT. The layout is the media library's: see README "Sample media".
//
//   node scripts/sample-media.mjs [--out <dir>] [--seconds <n>] [--force]
//
// The library is built in `<out>.tmp-<pid>` and renamed into place, and `<out>/.complete` names
// the generator version, clip length and titles, so a run with nothing to do returns at once.
//
// This file is the command and the generator's public face (`npm start` imports it); the work is
// in sample-media/: options, titles, ffmpeg, renditions (the encoded clip), hls-master,
// thumbnails, captions, library (the title folders), stamp (`.complete`), generate (one run).
// Plain JavaScript with JSDoc types, checked by `npm run typecheck`, so it runs on Node without a
// build step or tsx.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runSampleMediaCli } from './sample-media/cli.mjs';

export {
  FFMPEG_INSTALL_HINT,
  FfmpegMissingError,
  isFfmpegAvailable,
} from './sample-media/ffmpeg.mjs';
export { ensureSampleMedia, generateSampleMedia } from './sample-media/generate.mjs';
export { DEFAULT_SAMPLE_SECONDS, resolveSampleMediaDir } from './sample-media/options.mjs';
export {
  isSampleMediaCurrent,
  SAMPLE_MEDIA_VERSION,
  sampleMediaStamp,
} from './sample-media/stamp.mjs';
export { readSampleTitles, SAMPLE_TITLES_FILE } from './sample-media/titles.mjs';

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await runSampleMediaCli(process.argv.slice(2));
}
