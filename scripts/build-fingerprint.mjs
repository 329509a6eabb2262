// A fingerprint of everything the build reads (paths, sizes and modification times), so
// `npm start` rebuilds only when a source changed since the last build.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));
export const stampFile = path.join(repoRoot, '.build-stamp');

const INPUTS = [
  'package-lock.json',
  'packages/core/src',
  'apps/web/app',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'apps/web/package.json',
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/server/package.json',
];

const OUTPUTS = ['apps/web/build/server/index.js', 'apps/server/dist/main.js'];

function* walk(target) {
  if (!existsSync(target)) return;
  const stats = statSync(target);
  if (stats.isFile()) {
    yield [target, stats];
    return;
  }
  for (const entry of readdirSync(target).sort()) yield* walk(path.join(target, entry));
}

export function computeFingerprint() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const [file, stats] of walk(path.join(repoRoot, input))) {
      hash.update(`${path.relative(repoRoot, file)}\0${stats.size}\0${stats.mtimeMs}\n`);
    }
  }
  return hash.digest('hex');
}

export function areOutputsPresent() {
  return OUTPUTS.every((file) => existsSync(path.join(repoRoot, file)));
}
