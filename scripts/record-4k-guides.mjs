// `node scripts/record-4k-guides.mjs`: re-makes the /4k page's two video guides
// (apps/web/public/guides/4k-guide-{account,token}.{mp4,jpg,vtt}) from the real site. It starts the
// built server on a fresh data folder with the sample media (one title has a 4K file), signs a
// user up through /signup, issues them a 4K token with `npm run admin -- tokens issue`, walks the
// wizard at 1280×720 in the light theme taking a screenshot at each moment, and assembles the
// stills with ffmpeg: H.264 MP4, a JPEG poster and WebVTT captions saying what each still shows.
// Needs `npm run build` first, ffmpeg, and Chromium at /usr/bin/chromium (CHROMIUM to override).
// ORIGIN=http://host:port records an already running server instead; the admin command then
// needs that server's DATA_DIR (or DATABASE_URL) in the environment. PORT: 3420 by default.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { chromium } from 'playwright-core';
import { areOutputsPresent, repoRoot } from './build-fingerprint.mjs';

const VIEWPORT = { width: 1280, height: 720 };
const OUT_DIR = path.join(repoRoot, 'apps', 'web', 'public', 'guides');
const SAMPLE_MEDIA_DIR = path.join(repoRoot, 'data', 'sample-media');
const MAX_MP4_BYTES = 500 * 1024;
const MAX_POSTER_BYTES = 80 * 1024;
const MAX_GUIDE_SECONDS = 30;
const STARTUP_TIMEOUT_MS = 180_000;
const PASSWORD = 'a long guide-recording passphrase';

/**
 * One moment of a guide: a screenshot held `seconds` on screen, with the caption saying what it shows.
 * @typedef {{ file: string, seconds: number, caption: string }} Still
 */

const workDir = mkdtempSync(path.join(tmpdir(), 'reelhouse-guides-'));
const ownServer = process.env.ORIGIN === undefined;
const dataDir = process.env.DATA_DIR ?? path.join(workDir, 'data');
const port = Number(process.env.PORT ?? 3420);
const origin = process.env.ORIGIN ?? `http://127.0.0.1:${String(port)}`;
/** the environment the server and the admin command share (same data folder, same database) */
const serverEnv = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: origin,
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.DATABASE_URL ?? '',
  REDIS_URL: process.env.REDIS_URL ?? '',
  TMDB_API_TOKEN: '',
  SAMPLE_MEDIA: 'on',
  SAMPLE_MEDIA_DIR,
  LOG_LEVEL: 'warn',
};

/** @type {import('node:child_process').ChildProcess | null} */
let server = null;
/** @type {import('playwright-core').Browser | null} */
let browser = null;
try {
  if (ownServer) server = await startServer();
  else await waitForReady();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const context = await browser.newContext({
    baseURL: origin,
    viewport: VIEWPORT,
    colorScheme: 'light',
    reducedMotion: 'reduce',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  // The light theme saved, as a visitor who chose it would have it.
  await context.addInitScript("localStorage.setItem('theme', 'light')");
  const page = await context.newPage();
  const username = ownServer ? 'maya' : `maya${Date.now().toString(36).slice(-5)}`;
  await signUp(page, username);
  const token = issueToken(username);
  const stills = await recordWizard(page, username, token);
  mkdirSync(OUT_DIR, { recursive: true });
  for (const [name, guide] of Object.entries(stills)) {
    const report = makeGuide(name, guide.stills, guide.poster);
    console.log(report);
  }
} finally {
  await browser?.close();
  if (server && server.exitCode === null) server.kill('SIGTERM');
  rmSync(workDir, { recursive: true, force: true });
}

/** Generates the sample media (idempotent), starts the built server and waits until it is ready. */
async function startServer() {
  if (!areOutputsPresent()) throw new Error('no build found; run `npm run build` first.');
  run(process.execPath, [path.join('scripts', 'sample-media.mjs'), '--out', SAMPLE_MEDIA_DIR]);
  const child = spawn(process.execPath, [path.join('apps', 'server', 'dist', 'main.js')], {
    cwd: repoRoot,
    env: serverEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForReady(child);
  return child;
}

/** @param {import('node:child_process').ChildProcess} [child] */
async function waitForReady(child) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the server exited: ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await delay(250);
  }
  throw new Error(`no answer on ${origin}/readyz`);
}

/**
 * @param {string} command
 * @param {string[]} args
 * @returns {string} standard output
 */
function run(command, args) {
  const result = spawnSync(command, args, {
    cwd: repoRoot,
    env: serverEnv,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${String(result.status)})`);
  }
  return result.stdout;
}

/**
 * Signs up through the site's own page, as a visitor would.
 * @param {import('playwright-core').Page} page
 * @param {string} username
 */
async function signUp(page, username) {
  await page.goto('/signup');
  await waitForHydration(page);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.org`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByTestId('signup-submit').click();
  await page.waitForURL('**/account?tab=account');
}

/**
 * The operator's command; the token is the one line it prints on standard output.
 * @param {string} username
 */
function issueToken(username) {
  const out = run('npm', ['run', '--silent', 'admin', '--', 'tokens', 'issue', username]);
  const token = out
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.startsWith('ey'));
  if (!token) throw new Error(`tokens issue printed no token: ${out}`);
  return token;
}

/** @param {import('playwright-core').Page} page */
async function waitForHydration(page) {
  // The footer's theme switch gets its state once React owns the shell.
  await page
    .locator(
      '[data-testid="site-footer"] [data-testid="theme-toggle"]:is([aria-checked="true"], [aria-checked="false"])',
    )
    .waitFor();
}

/**
 * Walks the wizard and takes the screenshots of both guides.
 * @param {import('playwright-core').Page} page
 * @param {string} username
 * @param {string} token
 * @returns {Promise<Record<string, { stills: Still[], poster: number }>>}
 */
async function recordWizard(page, username, token) {
  let count = 0;
  /**
   * @param {number} seconds
   * @param {string} caption
   * @returns {Promise<Still>}
   */
  const shoot = async (seconds, caption) => {
    count += 1;
    const file = path.join(workDir, `still-${String(count).padStart(2, '0')}.png`);
    await page.screenshot({ path: file });
    return { file, seconds, caption };
  };
  const step = page.getByTestId('four-k-step');
  const wizard = page.locator('section[aria-labelledby="four-k-wizard-heading"]');
  const next = wizard.getByRole('button', { name: 'Next' });

  await page.goto('/4k');
  await waitForHydration(page);
  await page.getByText(`You are signed in as ${username}`).waitFor();

  /** @type {Still[]} */
  const account = [];
  account.push(
    await shoot(
      3,
      `Open the 4K page while signed in. Step 1, Account, shows who you are signed in as: ${username}.`,
    ),
  );
  // Selected, so the still points at it.
  await page.getByTestId('four-k-request').click({ clickCount: 3 });
  account.push(
    await shoot(
      4,
      'Under "No token yet?" is a request for a token, already naming your account and this site.',
    ),
  );
  const copy = step.getByTestId('copy-button');
  await copy.hover();
  account.push(await shoot(2, 'Press Copy to copy the request.'));
  await copy.click();
  await copy.getByText('Copied').waitFor();
  account.push(
    await shoot(
      3,
      'The button says Copied. Send the request to us by e-mail or in the chat; we reply with your personal token.',
    ),
  );
  await next.hover();
  account.push(
    await shoot(3, 'When the token has arrived, come back to this page and press Next.'),
  );
  await next.click();
  await step.and(page.locator('[data-step="2"]')).waitFor();
  await page.mouse.move(0, 0);
  account.push(await shoot(3, 'Step 2, Token: this is where you paste the token we sent you.'));

  /** @type {Still[]} */
  const tokenGuide = [];
  const field = step.getByLabel('Your 4K token');
  await field.scrollIntoViewIfNeeded();
  tokenGuide.push(
    await shoot(3, 'Step 2, Token. Click the "Your 4K token" box to paste the token we sent you.'),
  );
  await field.click();
  // Put in two parts, so the video shows the long token going in; then Home shows its start.
  const third = Math.ceil(token.length / 3);
  await field.fill(token.slice(0, third));
  tokenGuide.push(await shoot(2, 'Paste the whole token: it is long, so take all of it.'));
  await field.fill(token);
  await field.press('Home');
  tokenGuide.push(
    await shoot(3, 'The token is in the box; it starts with "ey". Press Test token to check it.'),
  );
  await step.getByRole('button', { name: 'Test token' }).click();
  await step.getByText('Token is valid!').waitFor();
  await page.mouse.move(0, 0);
  await step.getByText('Token is valid!').scrollIntoViewIfNeeded();
  const unlocked = await step.locator('ul li').allInnerTexts();
  const titles = unlocked.length === 0 ? '' : `: ${unlocked.join(', ')}`;
  tokenGuide.push(
    await shoot(
      4,
      `"Token is valid!" The test lists the titles it unlocks in 4K for your account${titles}.`,
    ),
  );
  await next.hover();
  tokenGuide.push(await shoot(2, 'Press Next.'));
  await next.click();
  await step.and(page.locator('[data-step="3"]')).waitFor();
  await page.mouse.move(0, 0);
  const submit = step.getByRole('button', { name: 'Submit token' });
  await submit.hover();
  tokenGuide.push(
    await shoot(
      3,
      'Step 3, Submit: the token is kept in this browser and saved to your account. Press Submit token.',
    ),
  );
  await submit.click();
  await step.getByText('You are all set').waitFor();
  await page.mouse.move(0, 0);
  // The toasts (submitted, synced to the account) come one after the other.
  await page.getByText('Your 4k token has been synced to your account.').waitFor();
  await waitForDoneSteps(page);
  tokenGuide.push(
    await shoot(
      4,
      '"You are all set": titles with a 4K version now offer it in the player\'s quality menu. Find something to watch.',
    ),
  );
  return {
    '4k-guide-account': { stills: account, poster: 1 },
    '4k-guide-token': { stills: tokenGuide, poster: 3 },
  };
}

/**
 * Waits until every step shows as done in the same colours. Chromium sometimes leaves the
 * Submit step's children with the white of its current state although the step itself has the
 * done step's colour (its children are not restyled), and then may paint white on grey. The
 * recording shows the page as its styles say: a stale step gets its own colour set and cleared
 * again, which restyles its children and changes nothing else.
 * @param {import('playwright-core').Page} page
 */
async function waitForDoneSteps(page) {
  const steps = `[...document.querySelectorAll('ol[aria-label="Steps"] li')]`;
  const isSettled = `${steps}.every((li) =>
    [...li.querySelectorAll('*')].every((node) => getComputedStyle(node).color === getComputedStyle(li).color))`;
  const restyle = `${steps}.forEach((li) => {
    li.style.color = getComputedStyle(li).color;
    void li.offsetWidth;
    li.style.color = '';
  })`;
  for (const attempt of [1, 2]) {
    try {
      await page.waitForFunction(isSettled, undefined, { timeout: 2_000 });
      return;
    } catch {
      console.warn(`the steps' children kept an old text colour (${String(attempt)}); restyling`);
      await page.evaluate(restyle);
    }
  }
  await page.waitForFunction(isSettled, undefined, { timeout: 2_000 });
}

/**
 * Writes `<name>.mp4`, `<name>.jpg` and `<name>.vtt` into the public guides folder.
 * @param {string} name
 * @param {Still[]} stills
 * @param {number} posterIndex the still that tells most
 * @returns {string} what was written
 */
function makeGuide(name, stills, posterIndex) {
  const total = stills.reduce((sum, still) => sum + still.seconds, 0);
  if (total > MAX_GUIDE_SECONDS) throw new Error(`${name}: ${String(total)} s is too long`);
  const list = path.join(workDir, `${name}.txt`);
  // The concat demuxer ignores the last entry's duration unless the file is repeated.
  const last = stills.at(-1);
  writeFileSync(
    list,
    [
      ...stills.map((still) => `file '${still.file}'\nduration ${String(still.seconds)}`),
      `file '${last?.file ?? ''}'`,
      '',
    ].join('\n'),
  );
  const mp4 = path.join(OUT_DIR, `${name}.mp4`);
  /** @type {number | null} */
  let mp4Bytes = null;
  for (const crf of [22, 26, 30, 34, 38]) {
    // prettier-ignore
    run('ffmpeg', [
      '-y', '-loglevel', 'error', '-f', 'concat', '-safe', '0', '-i', list,
      '-vf', `fps=10,scale=${String(VIEWPORT.width)}:${String(VIEWPORT.height)},format=yuv420p`,
      '-c:v', 'libx264', '-preset', 'slow', '-tune', 'stillimage', '-crf', String(crf),
      '-movflags', '+faststart', '-an', '-t', String(total), mp4,
    ]);
    mp4Bytes = statSync(mp4).size;
    if (mp4Bytes <= MAX_MP4_BYTES) break;
  }
  if (mp4Bytes === null || mp4Bytes > MAX_MP4_BYTES) throw new Error(`${name}.mp4 is too big`);

  const jpg = path.join(OUT_DIR, `${name}.jpg`);
  const poster = stills[posterIndex] ?? stills[0];
  let jpgBytes = Infinity;
  for (let quality = 4; quality <= 20 && jpgBytes > MAX_POSTER_BYTES; quality += 2) {
    // prettier-ignore
    run('ffmpeg', ['-y', '-loglevel', 'error', '-i', poster?.file ?? '', '-q:v', String(quality), jpg]);
    jpgBytes = statSync(jpg).size;
  }
  if (jpgBytes > MAX_POSTER_BYTES) throw new Error(`${name}.jpg is too big`);

  let start = 0;
  const cues = stills.map((still, index) => {
    const end = start + still.seconds;
    const cue = `${String(index + 1)}\n${vttTime(start)} --> ${vttTime(end)}\n${still.caption}\n`;
    start = end;
    return cue;
  });
  writeFileSync(path.join(OUT_DIR, `${name}.vtt`), `WEBVTT\n\n${cues.join('\n')}`);
  return `${name}: ${String(total)} s, mp4 ${kb(mp4Bytes)}, poster ${kb(jpgBytes)}, ${String(stills.length)} cues`;
}

/** @param {number} seconds */
function vttTime(seconds) {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds - minutes * 60;
  return `00:${String(minutes).padStart(2, '0')}:${rest.toFixed(3).padStart(6, '0')}`;
}

/** @param {number} bytes */
function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
