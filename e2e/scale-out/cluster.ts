/**
 * A small deployment for the scale-out test: a Redis server of its own (so it can be stopped and
 * started), a PostgreSQL database of its own on the server of TEST_DATABASE_URL, two BUILT
 * instances, and nginx in front running deploy/nginx.conf with ports and paths rewritten.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
const REDIS_SERVER = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((file) =>
  existsSync(file),
);

/** What the test needs, or why it cannot run here. */
export function whyScaleOutCannotRun(): string | null {
  if (!process.env.TEST_DATABASE_URL) return 'TEST_DATABASE_URL is not set';
  if (!process.env.TEST_REDIS_URL) return 'TEST_REDIS_URL is not set';
  if (!NGINX) return 'nginx is not installed';
  if (!REDIS_SERVER) return 'redis-server is not installed';
  if (!existsSync(path.join(repoRoot, 'apps/server/dist/main.js')))
    return 'no build: run npm run build';
  return null;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await delay(100);
  }
  throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`);
}

const answers = (url: string) => async () => (await fetch(url)).ok;

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface Instance {
  name: string;
  port: number;
  origin: string;
  /** SIGKILL: the process dies at once, mid-request */
  kill(): Promise<void>;
  start(): Promise<void>;
  isRunning(): boolean;
  output(): string;
}

export interface RedisServer {
  port: number;
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export interface Cluster {
  /** nginx, the address visitors use */
  origin: string;
  instances: [Instance, Instance];
  redis: RedisServer;
  /** the application name every instance's PostgreSQL connections carry */
  applicationName: string;
  /** runs SQL on the cluster's database, outside the instances */
  query<Row extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<Row[]>;
  stop(): Promise<void>;
}

function startRedis(port: number, dir: string): RedisServer {
  let child: ChildProcess | null = null;
  const url = `redis://127.0.0.1:${String(port)}`;
  const server: RedisServer = {
    port,
    url,
    async start() {
      child = spawn(
        REDIS_SERVER ?? 'redis-server',
        [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--save',
          '',
          '--appendonly',
          'no',
          '--dir',
          dir,
        ],
        { stdio: 'ignore' },
      );
      await waitFor(() => canConnect(port), 'redis');
    },
    async stop() {
      const running = child;
      child = null;
      if (running?.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
  };
  return server;
}

const dataDirs: string[] = [];

function startInstance(name: string, port: number, env: Record<string, string>): Instance {
  let child: ChildProcess | null = null;
  let log = '';
  const origin = `http://127.0.0.1:${String(port)}`;
  return {
    name,
    port,
    origin,
    async start() {
      const dataDir = mkdtempSync(path.join(tmpdir(), `reelhouse-scale-${name}-`));
      dataDirs.push(dataDir);
      child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/main.js')], {
        cwd: repoRoot,
        env: {
          ...process.env,
          ...env,
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          SAMPLE_MEDIA: 'off',
          LOG_FORMAT: 'json',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
      await waitFor(answers(`${origin}/readyz`), `instance ${name}`);
    },
    async kill() {
      const running = child;
      child = null;
      if (running?.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
    isRunning: () => child !== null && child.exitCode === null && child.signalCode === null,
    output: () => log,
  };
}

/** deploy/nginx.conf, with the test's ports, inside a whole nginx.conf of its own. */
function writeNginxConfig(dir: string, listen: number, upstreams: number[]): string {
  let site = readFileSync(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8');
  site = site.replace(/listen 80;/, `listen 127.0.0.1:${String(listen)};`);
  let index = 0;
  site = site.replace(
    /server 127\.0\.0\.1:300\d/g,
    () => `server 127.0.0.1:${String(upstreams[index++])}`,
  );
  if (index !== upstreams.length) throw new Error('deploy/nginx.conf no longer lists two servers');
  const file = path.join(dir, 'nginx.conf');
  const isRoot = process.getuid?.() === 0;
  writeFileSync(
    file,
    `${isRoot ? 'user root;\n' : ''}worker_processes 1;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site}
}
`,
  );
  return file;
}

export async function startCluster(): Promise<Cluster> {
  const databaseUrl = process.env.TEST_DATABASE_URL ?? '';
  const database = `reelhouse_scale_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const clusterUrl = new URL(databaseUrl);
  clusterUrl.pathname = `/${database}`;
  const direct = new pg.Client({ connectionString: clusterUrl.toString() });
  await direct.connect();

  const dir = mkdtempSync(path.join(tmpdir(), 'reelhouse-scale-'));
  const redis = startRedis(await freePort(), dir);
  await redis.start();

  const applicationName = `reelhouse_scale_${randomBytes(3).toString('hex')}`;
  const instanceUrl = new URL(clusterUrl);
  instanceUrl.searchParams.set('application_name', applicationName);
  const nginxPort = await freePort();
  const ports = [await freePort(), await freePort()];
  const env = {
    DATABASE_URL: instanceUrl.toString(),
    REDIS_URL: redis.url,
    TRUSTED_PROXIES: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${String(nginxPort)}`,
  };
  const instances: [Instance, Instance] = [
    startInstance('a', ports[0] ?? 0, env),
    startInstance('b', ports[1] ?? 0, env),
  ];
  // One at a time: both run the migrations at start, which must be safe, but need not race here.
  await instances[0].start();
  await instances[1].start();

  const config = writeNginxConfig(dir, nginxPort, ports);
  const nginx = spawn(NGINX ?? 'nginx', ['-p', dir, '-c', config, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let nginxErrors = '';
  nginx.stderr.on('data', (chunk: Buffer) => (nginxErrors += chunk.toString()));
  const origin = `http://127.0.0.1:${String(nginxPort)}`;
  await waitFor(answers(`${origin}/healthz`), `nginx (${nginxErrors})`);

  return {
    origin,
    instances,
    redis,
    applicationName,
    async query<Row extends pg.QueryResultRow>(text: string, values?: unknown[]) {
      return (await direct.query<Row>(text, values)).rows;
    },
    async stop() {
      nginx.kill('SIGTERM');
      await Promise.all(instances.map((instance) => instance.kill()));
      await redis.stop();
      await direct.end();
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
      for (const folder of [dir, ...dataDirs.splice(0)]) {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
