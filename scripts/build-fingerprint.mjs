// A fingerprint of everything the build reads (paths, sizes and modification times), so
// `npm start` rebuilds only when a build input changed since the last build. Inputs are whole
// folders minus what the build never reads (outputs, installed packages, tests), so a new source
// file anywhere in them counts without being listed here.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));
export const stampFile = path.join(repoRoot, '.build-stamp');

/** Folders and files the build reads, relative to the repository root. */
const INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'patches',
  'packages/core',
  'apps/web',
  'apps/server',
];

/** Folder names inside the inputs that the build writes or never reads. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'build', 'dist', '.react-router', 'coverage']);

/** Files inside the inputs that the build never reads. */
const SKIPPED_FILE = /(\.test\.tsx?|\.tsbuildinfo)$/;

const OUTPUTS = ['apps/web/build/server/index.js', 'apps/server/dist/main.js'];

/**
 * @param {string} target a file or folder
 * @returns {Generator<[string, import('node:fs').Stats]>} the files under it, sorted, with stats
 */
function* walk(target) {
  if (!existsSync(target)) return;
  const stats = statSync(target);
  if (stats.isFile()) {
    if (!SKIPPED_FILE.test(target)) yield [target, stats];
    return;
  }
  for (const entry of readdirSync(target).sort()) {
    if (!SKIPPED_FOLDERS.has(entry)) yield* walk(path.join(target, entry));
  }
}

/**
 * @param {string} [root]
 * @returns {string[]} the build inputs under `root`, as sorted paths relative to it
 */
export function listBuildInputs(root = repoRoot) {
  const files = [];
  for (const input of INPUTS) {
    for (const [file] of walk(path.join(root, input))) files.push(path.relative(root, file));
  }
  return files;
}

/**
 * @param {string} [root]
 * @returns {string} hex digest of the build inputs' paths, sizes and modification times
 */
export function computeFingerprint(root = repoRoot) {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const [file, stats] of walk(path.join(root, input))) {
      hash.update(`${path.relative(root, file)}\0${stats.size}\0${stats.mtimeMs}\n`);
    }
  }
  return hash.digest('hex');
}

/**
 * @param {string} [root]
 * @returns {boolean} true when every file `npm start` runs has been built
 */
export function areOutputsPresent(root = repoRoot) {
  return OUTPUTS.every((file) => existsSync(path.join(root, file)));
}
