/**
 * A built server of a test's own (run `npm run build` first), on a free port with the data and
 * content folders the test gives: for journeys whose figures or content another test file must
 * not see (the shared server's page views, content that shows on every page). `stop()` ends it
 * with SIGTERM, which writes the page views it still holds.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

const REPOSITORY = join(import.meta.dirname, '..', '..');

export interface OwnServer {
  origin: string;
  stop(): Promise<void>;
}

/** A free TCP port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * @param env more settings for the server (SAMPLE_MEDIA, limits…)
 * @returns once the server answers /readyz (the first start builds the catalogue: up to 120 s)
 */
export async function startOwnServer(options: {
  dataDir: string;
  contentDir: string;
  env?: Record<string, string>;
}): Promise<OwnServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${String(port)}`;
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: REPOSITORY,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: options.dataDir,
      CONTENT_DIR: options.contentDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ARCHIVE_BASE_URL: 'http://127.0.0.1:9',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
  };
  const started = Date.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error('the server exited before it was ready');
    if (Date.now() - started > 120_000) {
      await stop();
      throw new Error('the server was not ready within 120 s');
    }
    const isReady = await fetch(`${origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (isReady) return { origin, stop };
    await delay(100);
  }
}
