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
  const build = spawnSync(npm, ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
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
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
