// Running ffmpeg: whether it is installed, what to tell a user without it, and one quiet run
// that rejects with ffmpeg's own error output. What to encode is the callers' business.
import { spawn, spawnSync } from 'node:child_process';

/** How to install ffmpeg, for messages. */
export const FFMPEG_INSTALL_HINT =
  'install the ffmpeg package (Debian/Ubuntu: sudo apt-get install ffmpeg; Fedora: sudo dnf install ffmpeg; macOS: brew install ffmpeg)';

/** Thrown when ffmpeg cannot be run; the message says how to install it. */
export class FfmpegMissingError extends Error {
  constructor() {
    super(
      `ffmpeg was not found. The sample media is generated with ffmpeg: ${FFMPEG_INSTALL_HINT}, then run \`npm run media:samples\`.`,
    );
    this.name = 'FfmpegMissingError';
  }
}

/** @returns {boolean} true when `ffmpeg` runs */
export function isFfmpegAvailable() {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-version'], { stdio: 'ignore' });
  return !result.error && result.status === 0;
}

/**
 * Runs ffmpeg quietly; rejects with its error output.
 * @param {string[]} args
 * @returns {Promise<void>}
 */
export function ffmpeg(args) {
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

/** @returns {Promise<boolean>} true when ffmpeg's drawtext filter works (it needs a font) */
export async function canDrawText() {
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
