// `npm run test:smoke`: starts the built server on the embedded defaults (fresh data folder, free
// port) and checks what a newcomer does first: the home page, a movie page, the catalogue search
// API, a sign-up and a bookmark synced there and back. The server collects garbage often, and the
// test waits while it idles (a native driver once aborted the process on garbage collection),
// then stops it, expecting a clean exit. Needs `npm run build` first. Plain JavaScript, so it
// runs on any Node.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { areOutputsPresent, repoRoot } from './build-fingerprint.mjs';

const STARTUP_TIMEOUT_MS = 60_000;
const IDLE_MS = 3_000;
/** well under the server's own 10 s limit for requests still running */
const STOP_TIMEOUT_MS = 5_000;

if (!areOutputsPresent()) {
  console.error('smoke test: no build found; run `npm run build` first.');
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'reelhouse-smoke-'));
const port = await findFreePort();
const origin = `http://127.0.0.1:${port}`;
/** @type {string[]} */
const output = [];
// Every collection a full one, and a small young generation so that they come often: a native
// add-on that breaks when its objects are collected between two scripts (better-sqlite3 12 on
// Node 24.19+ aborts the process) then fails every run, not one in three.
const serverArgs = ['--gc-global', '--max-semi-space-size=1', 'apps/server/dist/main.js'];
const server = spawn(process.execPath, serverArgs, {
  cwd: repoRoot,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    TMDB_API_TOKEN: '',
    SAMPLE_MEDIA: 'off',
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout.on('data', (chunk) => output.push(String(chunk)));
server.stderr.on('data', (chunk) => output.push(String(chunk)));
/** @type {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} */
const exited = new Promise((resolve) =>
  server.on('exit', (code, signal) => resolve({ code, signal })),
);

/** @type {string[]} */
const checks = [];
/**
 * @param {string} name
 * @param {() => Promise<void>} run
 */
async function check(name, run) {
  const startedAt = performance.now();
  await run();
  checks.push(`ok  ${name} (${Math.round(performance.now() - startedAt)} ms)`);
}

try {
  await check('the server answers /healthz', () => waitForHealth());
  await check('the home page renders', async () => {
    const html = await expectPage('/');
    expectText(html, 'Reelhouse');
  });
  await check('a movie page renders', async () => {
    const html = await expectPage('/movies/10378-big-buck-bunny');
    expectText(html, 'Big Buck Bunny');
  });
  await check('the catalogue search API answers', async () => {
    const body = /** @type {{ results?: { id?: unknown }[] }} */ (
      await expectJson('/api/catalogue/search/multi?query=big%20buck&page=1', 200)
    );
    if (!body.results?.some((item) => item.id === 10378)) {
      throw new Error(`search for "big buck" lacks Big Buck Bunny: ${JSON.stringify(body)}`);
    }
  });
  await check('sign-up, then a bookmark synced up and read back', async () => {
    const username = `smoke${Date.now().toString(36)}`;
    const password = 'a long smoke-test passphrase';
    const signup = await request('/api/auth/signup', {
      method: 'POST',
      body: { username, email: `${username}@example.org`, password, passwordConfirm: password },
    });
    await expectStatus(signup, 201);
    const cookie = signup.headers.get('set-cookie')?.split(';')[0];
    if (!cookie) throw new Error('sign-up set no session cookie');
    const addedAt = Date.now();
    const sync = await request('/api/sync/bookmarks', {
      method: 'POST',
      cookie,
      body: { bookmarks: [{ mediaId: 10378, category: 'watchlist', addedAt }], updatedAt: addedAt },
    });
    await expectStatus(sync, 200);
    const stored = /** @type {{ bookmarks?: { mediaId?: unknown, category?: unknown }[] }} */ (
      await expectJson('/api/users/me/bookmarks', 200, cookie)
    );
    if (!stored.bookmarks?.some((b) => b.mediaId === 10378 && b.category === 'watchlist')) {
      throw new Error(`the synced bookmark did not come back: ${JSON.stringify(stored)}`);
    }
  });
  await check(`the process stays up while idle for ${IDLE_MS / 1000} s`, async () => {
    const outcome = await Promise.race([exited, delay(IDLE_MS).then(() => null)]);
    if (outcome) throw new Error(`the server exited while idle: ${JSON.stringify(outcome)}`);
  });
  await check(
    'SIGTERM lets a request finish, closes its idle keep-alive connection and exits 0',
    async () => {
      // A request half sent when the signal comes: its connection is busy, then idle and kept.
      const socket = connect(port, '127.0.0.1');
      await /** @type {Promise<void>} */ (
        new Promise((resolve) => socket.once('connect', resolve))
      );
      socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n');
      await delay(100);
      server.kill('SIGTERM');
      await delay(200);
      /** @type {Promise<string>} */
      const answered = new Promise((resolve) =>
        socket.once('data', (chunk) => resolve(String(chunk))),
      );
      socket.write('\r\n');
      const answer = await answered;
      if (!answer.startsWith('HTTP/1.1 200')) throw new Error(`the pending request got: ${answer}`);
      const outcome = await Promise.race([exited, delay(STOP_TIMEOUT_MS).then(() => null)]);
      socket.destroy();
      if (!outcome) throw new Error(`still running ${STOP_TIMEOUT_MS / 1000} s after SIGTERM`);
      if (outcome.code !== 0) throw new Error(`exit ${JSON.stringify(outcome)}`);
    },
  );
  console.log(`${checks.join('\n')}\nsmoke test passed on Node.js ${process.version}`);
} catch (error) {
  console.log(checks.join('\n'));
  console.error(
    `FAIL smoke test on Node.js ${process.version}: ${error instanceof Error ? error.message : String(error)}`,
  );
  console.error(`--- server output ---\n${output.join('').slice(-8_000)}`);
  process.exitCode = 1;
} finally {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}

async function waitForHealth() {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const outcome = await Promise.race([exited, delay(250).then(() => null)]);
    if (outcome) throw new Error(`the server exited during start: ${JSON.stringify(outcome)}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
  }
  throw new Error(`no answer on ${origin}/healthz within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

/**
 * @param {string} pathname
 * @param {{ method?: string, body?: unknown, cookie?: string }} [options]
 * @returns {Promise<Response>}
 */
function request(pathname, { method = 'GET', body, cookie } = {}) {
  /** @type {Record<string, string>} */
  const headers = { origin };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (cookie) headers.cookie = cookie;
  return fetch(`${origin}${pathname}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
}

/**
 * @param {Response} response
 * @param {number} status
 */
async function expectStatus(response, status) {
  if (response.status !== status) {
    const text = await response.text();
    throw new Error(
      `${response.url}: ${response.status} instead of ${status}: ${text.slice(0, 500)}`,
    );
  }
}

/**
 * @param {string} pathname
 * @returns {Promise<string>} the page's HTML
 */
async function expectPage(pathname) {
  const response = await request(pathname);
  await expectStatus(response, 200);
  const html = await response.text();
  expectText(html, '<html');
  return html;
}

/**
 * @param {string} pathname
 * @param {number} status
 * @param {string} [cookie]
 * @returns {Promise<unknown>} the parsed body
 */
async function expectJson(pathname, status, cookie) {
  const response = await request(pathname, { cookie });
  await expectStatus(response, status);
  return response.json();
}

/**
 * @param {string} text
 * @param {string} wanted
 */
function expectText(text, wanted) {
  if (!text.includes(wanted)) throw new Error(`expected "${wanted}" in the answer`);
}

/** @returns {Promise<number>} a port nothing listens on at the moment */
function findFreePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}
