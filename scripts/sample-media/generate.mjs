// One run of the generator: checks whether the library is current, builds a new one in
// `<out>.tmp-<pid>` (clip, then title folders, then the `.complete` marker) and renames it into
// place, so a half-written library is never seen; `ensureSampleMedia` is the forgiving form
// `npm start` uses.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { FFMPEG_INSTALL_HINT, FfmpegMissingError, isFfmpegAvailable } from './ffmpeg.mjs';
import { writeLibrary } from './library.mjs';
import { checkSeconds, DEFAULT_SAMPLE_SECONDS } from './options.mjs';
import { encodeBaseClip, encodeFourKClip } from './renditions.mjs';
import { COMPLETE_FILE, isSampleMediaCurrent, sampleMediaStamp } from './stamp.mjs';
import { clipTargets, readSampleTitles } from './titles.mjs';

/**
 * @typedef {object} GenerateOptions
 * @property {string} outDir the library folder
 * @property {number} [seconds] clip length, default {@link DEFAULT_SAMPLE_SECONDS}
 * @property {boolean} [force] regenerate even when the library is up to date
 * @property {(line: string) => void} [log] progress lines, default console.log
 * @property {string} [titlesFile] default scripts/sample-media-titles.json
 */

/**
 * @typedef {object} GenerateResult
 * @property {boolean} generated false when the library was already up to date
 * @property {string} outDir absolute library folder
 * @property {number} elapsedMs
 */

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
    if (titles.movies.length > 0) await encodeFourKClip(clipDir, seconds);
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
