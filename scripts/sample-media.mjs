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
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

/** Bump whenever the generated files change, so existing libraries are regenerated. */
export const SAMPLE_MEDIA_VERSION = 1;
/** Length of every generated clip (movies and episodes alike), in seconds. */
export const DEFAULT_SAMPLE_SECONDS = 30;
/** The titles that get clips. */
export const SAMPLE_TITLES_FILE = fileURLToPath(
  new URL('sample-media-titles.json', import.meta.url),
);
/** How to install ffmpeg, for messages. */
export const FFMPEG_INSTALL_HINT =
  'install the ffmpeg package (Debian/Ubuntu: sudo apt-get install ffmpeg; Fedora: sudo dnf install ffmpeg; macOS: brew install ffmpeg)';

const COMPLETE_FILE = '.complete';
const FPS = 30;
const KEYFRAME_SECONDS = 2;
const THUMBNAIL = { width: 160, height: 90, everySeconds: KEYFRAME_SECONDS, columns: 5 };
const CAPTION_SECONDS = 3;
const MIN_SECONDS = 2;
const MAX_SECONDS = 3600;
const AUDIO_CODEC = 'mp4a.40.2'; // ffmpeg's native AAC encoder writes AAC-LC

/**
 * @typedef {object} Rendition
 * @property {string} name folder name in `<base>.hls/` and the file suffix (`<base> - 720p.mp4`)
 * @property {number} width
 * @property {number} height
 * @property {number} videoKbps
 * @property {number} audioKbps
 */

/** Lowest first: the master playlist lists them in this order. @type {readonly Rendition[]} */
const RENDITIONS = [
  { name: '360p', width: 640, height: 360, videoKbps: 700, audioKbps: 96 },
  { name: '720p', width: 1280, height: 720, videoKbps: 2000, audioKbps: 128 },
];

/**
 * @typedef {object} MovieTitle
 * @property {string} title
 * @property {number} year
 * @property {number} tmdbId
 */

/**
 * @typedef {object} ShowTitle
 * @property {string} title
 * @property {number} year
 * @property {number} tmdbId
 * @property {{ season: number, episodes: number[] }[]} seasons
 */

/**
 * @typedef {object} SampleTitles
 * @property {MovieTitle[]} movies
 * @property {ShowTitle[]} shows
 */

/**
 * One video of the library: where its files go and what its captions call it.
 * @typedef {object} ClipTarget
 * @property {string} dir folder relative to the library root
 * @property {string} base file name without quality suffix and extension
 * @property {string} name what the captions call the video
 */

/**
 * @typedef {object} GenerateOptions
 * @property {string} outDir the library folder
 * @property {number} [seconds] clip length, default {@link DEFAULT_SAMPLE_SECONDS}
 * @property {boolean} [force] regenerate even when the library is up to date
 * @property {(line: string) => void} [log] progress lines, default console.log
 * @property {string} [titlesFile] default {@link SAMPLE_TITLES_FILE}
 */

/**
 * @typedef {object} GenerateResult
 * @property {boolean} generated false when the library was already up to date
 * @property {string} outDir absolute library folder
 * @property {number} elapsedMs
 */

/** Thrown when ffmpeg cannot be run; the message says how to install it. */
export class FfmpegMissingError extends Error {
  constructor() {
    super(
      `ffmpeg was not found. The sample media is generated with ffmpeg: ${FFMPEG_INSTALL_HINT}, then run \`npm run media:samples\`.`,
    );
    this.name = 'FfmpegMissingError';
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

/**
 * @param {string} [titlesFile]
 * @returns {SampleTitles} the titles, validated
 */
export function readSampleTitles(titlesFile = SAMPLE_TITLES_FILE) {
  /** @type {unknown} */
  const raw = JSON.parse(readFileSync(titlesFile, 'utf8'));
  const fail = (/** @type {string} */ what) => {
    throw new Error(`${titlesFile}: ${what}`);
  };
  if (typeof raw !== 'object' || raw === null) return fail('expected an object');
  const { movies = [], shows = [] } = /** @type {Partial<SampleTitles>} */ (raw);
  if (!Array.isArray(movies) || !Array.isArray(shows)) return fail('movies and shows are arrays');
  const isTitle = (/** @type {Partial<MovieTitle>} */ t) =>
    typeof t.title === 'string' &&
    t.title.trim() !== '' &&
    Number.isInteger(t.year) &&
    Number.isInteger(t.tmdbId) &&
    Number(t.tmdbId) > 0;
  const isPositiveInteger = (/** @type {unknown} */ n) => Number.isInteger(n) && Number(n) > 0;
  for (const movie of movies) if (!isTitle(movie)) fail(`bad movie ${JSON.stringify(movie)}`);
  for (const show of shows) {
    const ok =
      isTitle(show) &&
      Array.isArray(show.seasons) &&
      show.seasons.every(
        (s) =>
          isPositiveInteger(s.season) &&
          Array.isArray(s.episodes) &&
          s.episodes.every(isPositiveInteger),
      );
    if (!ok) fail(`bad show ${JSON.stringify(show)}`);
  }
  return { movies, shows };
}

/**
 * What `.complete` holds for a library generated with these settings.
 * @param {number} seconds
 * @param {SampleTitles} titles
 * @returns {string}
 */
export function sampleMediaStamp(seconds, titles) {
  const digest = createHash('sha256').update(JSON.stringify(titles)).digest('hex').slice(0, 12);
  return `reelhouse-sample-media ${SAMPLE_MEDIA_VERSION}; seconds=${seconds}; titles=${digest}`;
}

/**
 * @param {string} outDir
 * @param {{ seconds?: number, titlesFile?: string }} [options]
 * @returns {boolean} true when `outDir` holds a complete library of this generator version
 */
export function isSampleMediaCurrent(outDir, options = {}) {
  const file = path.join(outDir, COMPLETE_FILE);
  if (!existsSync(file)) return false;
  const expected = sampleMediaStamp(
    options.seconds ?? DEFAULT_SAMPLE_SECONDS,
    readSampleTitles(options.titlesFile),
  );
  return readFileSync(file, 'utf8').trim() === expected;
}

/** @returns {boolean} true when `ffmpeg` runs */
export function isFfmpegAvailable() {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-version'], { stdio: 'ignore' });
  return !result.error && result.status === 0;
}

/**
 * Generates the library unless it is up to date (or `force`).
 * @param {GenerateOptions} options
 * @returns {Promise<GenerateResult>}
 */
export async function generateSampleMedia(options) {
  const started = performance.now();
  const outDir = path.resolve(options.outDir);
  const seconds = options.seconds ?? DEFAULT_SAMPLE_SECONDS;
  const log = options.log ?? console.log;
  checkSeconds(seconds);
  const titles = readSampleTitles(options.titlesFile);
  const stamp = sampleMediaStamp(seconds, titles);
  const elapsed = () => Math.round(performance.now() - started);

  if (!options.force && isSampleMediaCurrent(outDir, { ...options, seconds })) {
    log(`Sample media is up to date: ${outDir}`);
    return { generated: false, outDir, elapsedMs: elapsed() };
  }
  if (!isFfmpegAvailable()) throw new FfmpegMissingError();

  mkdirSync(path.dirname(outDir), { recursive: true });
  removeAbandonedWork(outDir);
  const workDir = `${outDir}.tmp-${process.pid}`;
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir);
  try {
    const targets = clipTargets(titles);
    log(
      `Generating sample media: ${titles.movies.length} movies, ${targets.length - titles.movies.length} episodes, ${seconds} s clips...`,
    );
    const clipDir = path.join(workDir, '.clip');
    await encodeBaseClip(clipDir, seconds);
    writeLibrary(workDir, clipDir, titles, targets, seconds);
    rmSync(clipDir, { recursive: true, force: true });
    writeFileSync(path.join(workDir, COMPLETE_FILE), `${stamp}\n`);
    publish(workDir, outDir, stamp, Boolean(options.force));
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  log(`Sample media written to ${outDir} in ${(elapsed() / 1000).toFixed(1)} s`);
  return { generated: true, outDir, elapsedMs: elapsed() };
}

/**
 * What `npm start` does: generates the library when it is missing or outdated; without ffmpeg,
 * or when generating fails, warns once and lets the site start without sample media.
 * @param {{ outDir: string, warn?: (line: string) => void, log?: (line: string) => void }} options
 * @returns {Promise<'current' | 'generated' | 'no-ffmpeg' | 'failed'>}
 */
export async function ensureSampleMedia(options) {
  const warn = options.warn ?? console.warn;
  try {
    if (isSampleMediaCurrent(options.outDir)) return 'current';
    if (!isFfmpegAvailable()) {
      warn(
        `Warning: no sample media, because ffmpeg is not installed. To get it, ${FFMPEG_INSTALL_HINT}, then start again. Until then Watch finds only the other sources (your media folder, Internet Archive, Jellyfin). SAMPLE_MEDIA=off skips this step.`,
      );
      return 'no-ffmpeg';
    }
    await generateSampleMedia({ outDir: options.outDir, log: options.log });
    return 'generated';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    warn(
      `Warning: the sample media could not be generated, so the site starts without it. ${reason}`,
    );
    return 'failed';
  }
}

/** @param {number} seconds */
function checkSeconds(seconds) {
  if (!Number.isFinite(seconds) || seconds < MIN_SECONDS || seconds > MAX_SECONDS) {
    throw new Error(`--seconds must be a number from ${MIN_SECONDS} to ${MAX_SECONDS}`);
  }
}

/**
 * Removes work folders of earlier runs that died (their process is gone).
 * @param {string} outDir
 */
function removeAbandonedWork(outDir) {
  const name = path.basename(outDir);
  for (const entry of readdirSync(path.dirname(outDir))) {
    if (!entry.startsWith(`${name}.`)) continue;
    const pid = /^\.(?:tmp|old)-(\d+)$/.exec(entry.slice(name.length))?.[1];
    if (pid !== undefined && !isProcessAlive(Number(pid))) {
      rmSync(path.join(path.dirname(outDir), entry), { recursive: true, force: true });
    }
  }
}

/** @param {number} pid */
function isProcessAlive(pid) {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * Moves the finished work folder into place, replacing an older library. When another run
 * published the same library meanwhile, keeps that one.
 * @param {string} workDir
 * @param {string} outDir
 * @param {string} stamp
 * @param {boolean} force
 */
function publish(workDir, outDir, stamp, force) {
  if (existsSync(outDir)) {
    const completeFile = path.join(outDir, COMPLETE_FILE);
    const current = existsSync(completeFile) ? readFileSync(completeFile, 'utf8').trim() : '';
    if (current === stamp && !force) return;
    const oldDir = `${outDir}.old-${process.pid}`;
    renameSync(outDir, oldDir);
    renameSync(workDir, outDir);
    rmSync(oldDir, { recursive: true, force: true });
    return;
  }
  renameSync(workDir, outDir);
}

/**
 * @param {SampleTitles} titles
 * @returns {ClipTarget[]} every video of the library, movies first
 */
function clipTargets(titles) {
  /** @type {ClipTarget[]} */
  const targets = titles.movies.map((movie) => ({
    dir: titleFolder(movie),
    base: safeName(`${movie.title} (${movie.year})`),
    name: movie.title,
  }));
  for (const show of titles.shows) {
    for (const { season, episodes } of show.seasons) {
      for (const episode of episodes) {
        const base = safeName(`${show.title} S${pad2(season)}E${pad2(episode)}`);
        targets.push({
          dir: path.join(titleFolder(show), `Season ${pad2(season)}`),
          base,
          name: base,
        });
      }
    }
  }
  return targets;
}

/** @param {MovieTitle} title */
function titleFolder(title) {
  return safeName(`${title.title} (${title.year}) [tmdbid-${title.tmdbId}]`);
}

/** @param {string} name */
function safeName(name) {
  return name.replace(/[/\\:*?"<>|]/g, '').trim();
}

/** @param {number} n */
function pad2(n) {
  return String(n).padStart(2, '0');
}

/**
 * Encodes the one clip every title shares: `<clipDir>/<rendition>.mp4`, `<clipDir>/hls/…` and
 * `<clipDir>/thumbnails.jpg`.
 * @param {string} clipDir
 * @param {number} seconds
 */
async function encodeBaseClip(clipDir, seconds) {
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
    // The keyframes fall every KEYFRAME_SECONDS exactly: decoding only them gives the tiles.
    ffmpeg([
      ...['-skip_frame', 'nokey', '-i', path.join(clipDir, `${lowest.name}.mp4`), '-an'],
      ...[
        '-vf',
        `scale=${THUMBNAIL.width}:${THUMBNAIL.height},tile=${spriteGrid(seconds).join('x')}`,
      ],
      ...['-frames:v', '1', '-q:v', '4', path.join(clipDir, 'thumbnails.jpg')],
    ]),
  ]);
  writeFileSync(path.join(hlsDir, 'master.m3u8'), masterPlaylist(clipDir, hlsDir));
}

/** A large running clock and a "sample clip" line, so frames and thumbnails tell the time. */
function clockOverlay() {
  const box = 'fontcolor=white:box=1:boxcolor=black@0.6';
  return [
    `drawtext=text='%{pts\\:hms}':fontsize=96:${box}:boxborderw=24:x=(w-tw)/2:y=(h-th)/2`,
    `drawtext=text='Generated sample clip':fontsize=40:${box}:boxborderw=12:x=(w-tw)/2:y=h-th-48`,
  ].join(',');
}

/** @returns {Promise<boolean>} true when ffmpeg's drawtext filter works (it needs a font) */
async function canDrawText() {
  try {
    await ffmpeg([
      ...['-f', 'lavfi', '-i', 'color=size=64x64:duration=0.1', '-vf', 'drawtext=text=0'],
      ...['-f', 'null', '-'],
    ]);
    return true;
  } catch {
    return false;
  }
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

/**
 * The master playlist: each rendition's peak and average bandwidth measured on its segments,
 * its codecs read from the encoded stream.
 * @param {string} clipDir
 * @param {string} hlsDir
 * @returns {string}
 */
function masterPlaylist(clipDir, hlsDir) {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:6', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const r of RENDITIONS) {
    const { peak, average } = measureBandwidth(path.join(hlsDir, r.name));
    const codecs = `${avcCodecString(path.join(clipDir, `${r.name}.mp4`))},${AUDIO_CODEC}`;
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${peak},AVERAGE-BANDWIDTH=${average},RESOLUTION=${r.width}x${r.height},CODECS="${codecs}",FRAME-RATE=${FPS.toFixed(3)}`,
      `${r.name}/index.m3u8`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * @param {string} renditionDir folder of `index.m3u8` and its segments
 * @returns {{ peak: number, average: number }} bits per second
 */
function measureBandwidth(renditionDir) {
  const lines = readFileSync(path.join(renditionDir, 'index.m3u8'), 'utf8').split(/\r?\n/);
  let peak = 0;
  let totalBits = 0;
  let totalSeconds = 0;
  for (let i = 0; i < lines.length; i++) {
    const duration = /^#EXTINF:([\d.]+)/.exec(lines[i] ?? '')?.[1];
    const uri = lines[i + 1];
    if (duration === undefined || !uri) continue;
    const bits = statSync(path.join(renditionDir, uri)).size * 8;
    const segmentSeconds = Number(duration);
    if (segmentSeconds > 0) peak = Math.max(peak, bits / segmentSeconds);
    totalBits += bits;
    totalSeconds += segmentSeconds;
  }
  if (totalSeconds === 0) throw new Error(`No segments in ${renditionDir}`);
  return { peak: Math.ceil(peak), average: Math.ceil(totalBits / totalSeconds) };
}

/**
 * The RFC 6381 codec string of an MP4's H.264 track, from its `avcC` box
 * (profile, constraint flags, level), e.g. `avc1.4d401f`.
 * @param {string} mp4File
 * @returns {string}
 */
function avcCodecString(mp4File) {
  const data = readFileSync(mp4File);
  const at = data.indexOf('avcC');
  if (at < 0 || at + 8 > data.length) throw new Error(`No H.264 configuration in ${mp4File}`);
  const hex = (/** @type {number} */ offset) =>
    (data[at + offset] ?? 0).toString(16).padStart(2, '0');
  return `avc1.${hex(5)}${hex(6)}${hex(7)}`;
}

/**
 * Links the base clip into every title folder and writes the per-title files.
 * @param {string} libraryDir
 * @param {string} clipDir
 * @param {SampleTitles} titles
 * @param {ClipTarget[]} targets
 * @param {number} seconds
 */
function writeLibrary(libraryDir, clipDir, titles, targets, seconds) {
  const place = createLinker();
  for (const movie of titles.movies) {
    writeSidecar(path.join(libraryDir, titleFolder(movie)), movie.tmdbId, 'movie');
  }
  for (const show of titles.shows) {
    writeSidecar(path.join(libraryDir, titleFolder(show)), show.tmdbId, 'show');
  }
  for (const target of targets) {
    const dir = path.join(libraryDir, target.dir);
    const file = (/** @type {string} */ suffix) => path.join(dir, `${target.base}${suffix}`);
    mkdirSync(dir, { recursive: true });
    for (const r of RENDITIONS)
      place(path.join(clipDir, `${r.name}.mp4`), file(` - ${r.name}.mp4`));
    placeTree(place, path.join(clipDir, 'hls'), file('.hls'));
    place(path.join(clipDir, 'thumbnails.jpg'), file('.thumbnails.jpg'));
    writeFileSync(file('.thumbnails.vtt'), thumbnailsVtt(`${target.base}.thumbnails.jpg`, seconds));
    const cues = captionCues(target.name, seconds);
    writeFileSync(file('.en.vtt'), captionsVtt(cues));
    writeFileSync(file('.en.srt'), captionsSrt(cues));
  }
}

/**
 * @param {string} dir
 * @param {number} tmdbId
 * @param {'movie' | 'show'} type
 */
function writeSidecar(dir, tmdbId, type) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'reelhouse.json'),
    `${JSON.stringify({ tmdbId, type, sample: true }, null, 2)}\n`,
  );
}

/**
 * Hard links a file into place, falling back to copying where links are not possible.
 * @returns {(from: string, to: string) => void}
 */
function createLinker() {
  let canLink = true;
  return (from, to) => {
    if (canLink) {
      try {
        linkSync(from, to);
        return;
      } catch {
        canLink = false;
      }
    }
    copyFileSync(from, to);
  };
}

/**
 * @param {(from: string, to: string) => void} place
 * @param {string} from
 * @param {string} to
 */
function placeTree(place, from, to) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) placeTree(place, source, target);
    else place(source, target);
  }
}

/**
 * @typedef {object} Cue
 * @property {number} start seconds
 * @property {number} end seconds
 * @property {string} text cue text with <i>/<b> markup, lines separated by \n
 */

/**
 * A cue every ~3 s naming the video and the time; the second one italic and bold, the third
 * on two lines. Short clips get at least three cues, closer together.
 * @param {string} name
 * @param {number} seconds
 * @returns {Cue[]}
 */
function captionCues(name, seconds) {
  const step = Math.min(CAPTION_SECONDS, seconds / 3);
  const count = Math.max(3, Math.floor(seconds / step + 1e-9));
  const title = escapeCueText(name);
  /** @type {Cue[]} */
  const cues = [];
  for (let n = 1; n <= count; n++) {
    const start = roundMs((n - 1) * step);
    const end = Math.min(roundMs(start + step * (5 / 6)), seconds);
    const at = clock(start);
    const text =
      n === 2
        ? `<i>${title}</i> — sample caption ${n} at <b>${at}</b>`
        : n === 3
          ? `${title} — sample caption ${n} at ${at}\nThis caption has a second line`
          : `${title} — sample caption ${n} at ${at}`;
    cues.push({ start, end, text });
  }
  return cues;
}

/** @param {Cue[]} cues */
function captionsVtt(cues) {
  const body = cues.map(
    (cue, i) => `${i + 1}\n${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${cue.text}\n`,
  );
  return `WEBVTT\n\n${body.join('\n')}`;
}

/** @param {Cue[]} cues */
function captionsSrt(cues) {
  const body = cues.map(
    (cue, i) =>
      `${i + 1}\n${vttTime(cue.start).replace('.', ',')} --> ${vttTime(cue.end).replace('.', ',')}\n${cue.text}\n`,
  );
  return body.join('\n');
}

/**
 * @param {string} spriteFile the sprite's file name, beside the VTT
 * @param {number} seconds
 */
function thumbnailsVtt(spriteFile, seconds) {
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

/** @param {string} text */
function escapeCueText(text) {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** @param {number} seconds */
function roundMs(seconds) {
  return Math.round(seconds * 1000) / 1000;
}

/**
 * @param {number} seconds
 * @returns {string} `HH:MM:SS.mmm`
 */
function vttTime(seconds) {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  return `${pad2(h)}:${pad2(m)}:${pad2(s)}.${String(ms % 1000).padStart(3, '0')}`;
}

/**
 * @param {number} seconds
 * @returns {string} `M:SS`
 */
function clock(seconds) {
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${pad2(whole % 60)}`;
}

/**
 * Runs ffmpeg quietly; rejects with its error output.
 * @param {string[]} args
 * @returns {Promise<void>}
 */
function ffmpeg(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'ffmpeg',
      ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...args],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk) => {
      stderr = (stderr + String(chunk)).slice(-4000);
    });
    child.on('error', (error) => {
      reject(
        /** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT'
          ? new FfmpegMissingError()
          : error,
      );
    });
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg failed (${signal ?? `exit ${code}`}): ${stderr.trim()}`));
    });
  });
}

const USAGE = 'Usage: node scripts/sample-media.mjs [--out <dir>] [--seconds <n>] [--force]';

async function main() {
  /** @type {{ out?: string, seconds?: string, force?: boolean, help?: boolean }} */
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        out: { type: 'string' },
        seconds: { type: 'string' },
        force: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exitCode = 1;
    return;
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  try {
    await generateSampleMedia({
      outDir: values.out ? path.resolve(values.out) : resolveSampleMediaDir(),
      seconds: values.seconds === undefined ? DEFAULT_SAMPLE_SECONDS : Number(values.seconds),
      force: values.force ?? false,
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await main();
}
