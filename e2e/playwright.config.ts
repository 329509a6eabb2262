/**
 * Browser journeys in Debian's Chromium against the BUILT server (run `npm run build` first).
 * The server gets a fresh data folder per run, the operator links the footer and floating
 * menu show, and the sample media generated before the server starts (kept between runs
 * in the repository's data folder); the archive provider points at a closed port.
 * Projects: 'desktop' (1280 px) and 'mobile' (390 px, touch).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { ARCHIVE_BASE_URL, CHAT_URL, MESSAGING_URL, PORT, SAMPLE_MEDIA_DIR } from './site-config';

// The config is evaluated again in every worker; the environment carries the first folder over.
const dataDir = (process.env.REELHOUSE_E2E_DATA_DIR ??= mkdtempSync(
  join(tmpdir(), 'reelhouse-e2e-'),
));

export default defineConfig({
  testDir: 'tests',
  forbidOnly: true,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: 'list',
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'off',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    // The sample media is generated first (idempotent: a stamp check once it exists), so the
    // server's library sees it from its first search.
    command: `node ../scripts/sample-media.mjs --out "${SAMPLE_MEDIA_DIR}" && node ../apps/server/dist/main.js`,
    cwd: import.meta.dirname,
    url: `http://127.0.0.1:${PORT}/readyz`,
    reuseExistingServer: false,
    // A fresh machine generates the sample media (about 20 s) and builds the catalogue first.
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      // Canonical and OpenGraph links name only a listed origin (never a request's own Host).
      PUBLIC_URL: `http://127.0.0.1:${String(PORT)}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      CHAT_URL,
      MESSAGING_URL,
      SAMPLE_MEDIA_DIR,
      ARCHIVE_BASE_URL,
      // Example donation addresses, stats and partners (fixtures/content/README.md); the pages
      // themselves come from the shipped content folder.
      CONTENT_DIR: join(import.meta.dirname, 'fixtures', 'content'),
      // Every journey comes from 127.0.0.1 with an empty image cache: the per-address allowance
      // of uncached renders (about 300 posters a minute, meant for one visitor) would refuse the
      // suite's own images on a fast run. The allowance itself has unit and benchmark tests.
      IMAGE_RENDER_POINTS_PER_MINUTE: '10000000',
    },
  },
});
