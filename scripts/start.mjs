// `npm start`: builds when the sources changed since the last build (or were never built),
// generates the sample media when it is missing or outdated (unless SAMPLE_MEDIA=off), then runs
// the server in the foreground, passing signals on so Ctrl+C stops it cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  areOutputsPresent,
  computeFingerprint,
  repoRoot,
  stampFile,
} from './build-fingerprint.mjs';
import { ensureSampleMedia, resolveSampleMediaDir } from './sample-media.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const stamp = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';

if (!areOutputsPresent() || stamp !== computeFingerprint()) {
  console.log('Building Reelhouse (sources changed since the last build)...');
  const startedAt = performance.now();
  // The build lists every file it writes; a newcomer needs only its warnings, or all of it when
  // it fails.
  const build = spawnSync(npm, ['run', 'build', '--silent'], {
    cwd: repoRoot,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 256 * 1024 * 1024,
  });
  if (build.status !== 0) {
    process.stdout.write(build.stdout ?? '');
    process.stderr.write(build.stderr ?? '');
    console.error(`The build failed (${build.error?.message ?? `exit code ${build.status}`}).`);
    process.exit(build.status ?? 1);
  }
  process.stderr.write(build.stderr);
  console.log(`Built in ${((performance.now() - startedAt) / 1000).toFixed(0)} s.`);
}

// The server runs in the repository root, so relative folders resolve from there.
if (process.env.SAMPLE_MEDIA !== 'off') {
  await ensureSampleMedia({ outDir: resolveSampleMediaDir(process.env, repoRoot) });
}

const server = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/main.js')], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
/** @type {NodeJS.Signals[]} */
const forwardedSignals = ['SIGINT', 'SIGTERM'];
for (const signal of forwardedSignals) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
