/**
 * Starts the BUILT server (run `npm run build` first) on a free port with a throwaway data
 * folder, for benchmarks that measure pages in a browser. `stop()` ends it and removes the folder.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

/** Chromium flags that work in containers and CI. */
export const CHROMIUM_ARGS = [
  ...['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  ...['--disable-component-update', '--disable-sync', '--no-first-run'],
];
export const CHROMIUM_PATH = '/usr/bin/chromium';

export interface BuiltServer {
  origin: string;
  stop(): Promise<void>;
}

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

async function waitUntilReady(origin: string, exited: () => boolean): Promise<void> {
  // The first start builds the embedded catalogue; allow two minutes on a slow machine.
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    if (exited()) throw new Error('the server exited before it was ready');
    const ready = await fetch(`${origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await delay(100);
  }
  throw new Error('the server was not ready within 120 s');
}

/**
 * The command that runs `args` with Node, pinned to one CPU when `cpu` is given and `taskset` is
 * available (load tests keep the load generator on another core).
 */
export function nodeCommand(args: string[], cpu?: number): { command: string; args: string[] } {
  if (cpu !== undefined && existsSync('/usr/bin/taskset')) {
    return { command: '/usr/bin/taskset', args: ['-c', String(cpu), process.execPath, ...args] };
  }
  return { command: process.execPath, args };
}

/** A free TCP port on 127.0.0.1. */
export { freePort };

/**
 * @param extraEnv more environment for the server (e.g. where the sample media is)
 * @param options.cpu pin the server to this CPU (when taskset is available)
 */
export async function startBuiltServer(
  extraEnv: Record<string, string> = {},
  options: { cpu?: number } = {},
): Promise<BuiltServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'reelhouse-bench-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...extraEnv,
  };
  const run = nodeCommand(['apps/server/dist/main.js'], options.cpu);
  const server = spawn(run.command, run.args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(origin, () => server.exitCode !== null);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
