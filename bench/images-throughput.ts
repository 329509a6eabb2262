/**
 * Image endpoint throughput, in process (Hono's app.request, no sockets): the `/api/img` routes over
 * a throwaway disk cache and an in-memory artwork-facts source, plus a fake TMDB image host on
 * 127.0.0.1 for the tmdb-mode path. Measures
 *   - uncached renders (every request a new title) per kind and size: p50/p95 ms;
 *   - uncached throughput with 8 requests in flight (renders/s, bounded by the render queue);
 *   - cached answers from memory and from disk: requests/s and p50/p95 ms;
 *   - 304 answers to If-None-Match;
 * beside a trivial in-process Hono route as the baseline. Exits 1 above a budget, 2 on failure.
 *
 * Usage (from the repository root): node --import tsx bench/images-throughput.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import sharp from 'sharp';
import { createDiskImageCache } from '../apps/server/src/modules/images/disk-image-cache';
import type { ArtworkFacts } from '../apps/server/src/modules/images/artwork-path';
import { createInMemoryArtworkFacts } from '../apps/server/src/modules/images/in-memory-artwork-facts';
import { createImageRoutes } from '../apps/server/src/modules/images/routes';
import { createImageService } from '../apps/server/src/modules/images/service';
import { createTmdbImageSource } from '../apps/server/src/modules/images/tmdb-image-source-adapter';

const BUDGETS = {
  uncachedPosterP95Ms: 150,
  cachedMemoryP95Ms: 5,
  cachedDiskP95Ms: 10,
};
const TITLES = 2_000;
const CACHED_SECONDS = 2;
const GENRES = [[878, 28], [27, 53], [35], [18, 10749], [16, 10751], [99], [80, 9648], []];
const WORDS = ['Night', 'Long', 'Return', 'of', 'the', 'Silent', 'City', 'Moon', 'River', 'Last'];

function factsFor(id: number): ArtworkFacts {
  const words = Array.from({ length: 1 + (id % 6) }, (_, i) => WORDS[(id * 7 + i * 3) % 10]);
  return {
    title: words.join(' '),
    subtitle: `${1920 + (id % 100)} · Drama`,
    genreIds: GENRES[id % GENRES.length] ?? [],
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

interface Timing {
  p50: number;
  p95: number;
  perSecond: number;
  count: number;
}

function summarise(durations: number[], wallMs: number): Timing {
  const sorted = [...durations].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    perSecond: (durations.length / wallMs) * 1000,
    count: durations.length,
  };
}

async function timeRequests(
  app: Hono,
  urls: () => string | null,
  headers: Record<string, string> = {},
  expectStatus = 200,
): Promise<Timing> {
  const durations: number[] = [];
  const started = performance.now();
  for (let url = urls(); url !== null; url = urls()) {
    const t0 = performance.now();
    const response = await app.request(url, { headers });
    await response.arrayBuffer();
    durations.push(performance.now() - t0);
    if (response.status !== expectStatus) {
      throw new Error(`${url} answered ${response.status}, expected ${expectStatus}`);
    }
  }
  return summarise(durations, performance.now() - started);
}

/** URLs for `count` requests, then null. */
function take(count: number, urlOf: (i: number) => string): () => string | null {
  let i = 0;
  return () => (i < count ? urlOf(i++) : null);
}

/** Repeats `url` for `seconds`, then null. */
function during(seconds: number, url: string): () => string | null {
  const end = performance.now() + seconds * 1000;
  return () => (performance.now() < end ? url : null);
}

async function fakeTmdbHost() {
  const original = await sharp({
    create: { width: 2000, height: 3000, channels: 3, background: '#224466' },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="3000"><circle cx="1000" cy="1200" r="700" fill="#e0a526"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(original);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, baseUrl: `http://127.0.0.1:${port}/t/p`, originalBytes: original.byteLength };
}

function format(name: string, t: Timing, extra = ''): string {
  const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1).padStart(7);
  return `${name.padEnd(44)} n=${String(t.count).padStart(5)}  p50 ${ms(t.p50)} ms  p95 ${ms(t.p95)} ms  ${t.perSecond.toFixed(0).padStart(6)}/s ${extra}`;
}

async function main(): Promise<number> {
  const directory = mkdtempSync(join(tmpdir(), 'reelhouse-bench-images-'));
  const tmdb = await fakeTmdbHost();
  try {
    const facts: Record<string, ArtworkFacts> = {};
    for (let id = 1; id <= TITLES; id += 1) facts[`movie-${id}`] = factsFor(id);
    const build = (memoryCacheBytes?: number) => {
      const service = createImageService({
        artworkFacts: createInMemoryArtworkFacts(facts),
        tmdbImages: createTmdbImageSource({ baseUrl: tmdb.baseUrl }),
        cache: createDiskImageCache({ directory, maxBytes: 512 * 1024 * 1024 }),
        memoryCacheBytes,
      });
      const app = new Hono();
      app.route('/api/img', createImageRoutes({ service }));
      return { app, service };
    };
    const { app, service } = build();
    const baseline = new Hono();
    baseline.get('/ok', (c) => c.text('ok'));

    let nextId = 1;
    const fresh = (kind: string, query: string) => () =>
      `/api/img?src=/art/${kind}/movie-${nextId++}.svg&${query}`;
    await timeRequests(app, take(5, fresh('poster', 'w=342'))); // warm-up: fonts, libvips
    const lines: string[] = [];
    const uncachedPoster = await timeRequests(app, take(60, fresh('poster', 'w=342')));
    lines.push(format('uncached poster w=342 webp', uncachedPoster));
    const cases: [string, string, string][] = [
      ['poster', 'w=780', 'uncached poster w=780 webp'],
      ['poster', 'w=342&output=avif', 'uncached poster w=342 avif'],
      ['poster', 'w=185&output=jpeg', 'uncached poster w=185 jpeg'],
      ['backdrop', 'w=1280', 'uncached backdrop w=1280 webp'],
      ['still', 'w=300', 'uncached still w=300 webp'],
      ['logo', 'w=500&output=png', 'uncached logo w=500 png'],
      ['profile', 'w=185', 'uncached profile w=185 webp'],
    ];
    for (const [kind, query, name] of cases) {
      lines.push(format(name, await timeRequests(app, take(25, fresh(kind, query)))));
    }
    let tmdbId = 0;
    const tmdbPoster = await timeRequests(
      app,
      take(25, () => `/api/img?src=/p${tmdbId++}.jpg&w=342`),
    );
    lines.push(format('uncached TMDB 2000x3000 jpeg → w=342 webp', tmdbPoster));

    const inFlight = 8;
    const t0 = performance.now();
    const batch = Array.from({ length: 80 }, () => fresh('poster', 'w=342')());
    for (let i = 0; i < batch.length; i += inFlight) {
      const responses = await Promise.all(
        batch.slice(i, i + inFlight).map(async (url) => app.request(url)),
      );
      if (responses.some((response) => response.status !== 200)) {
        throw new Error('a parallel uncached request failed');
      }
    }
    const parallelRate = (batch.length / (performance.now() - t0)) * 1000;
    lines.push(
      `uncached posters, ${inFlight} in flight`.padEnd(44) +
        ` ${parallelRate.toFixed(1)} renders/s`,
    );

    const hot = '/api/img?src=/art/poster/movie-1.svg&w=342';
    await app.request(hot);
    const memory = await timeRequests(app, during(CACHED_SECONDS, hot));
    lines.push(format('cached (memory) poster w=342', memory));

    const { app: diskApp } = build(1); // a 1-byte memory cache: every hit reads the disk
    const disk = await timeRequests(diskApp, during(CACHED_SECONDS, hot));
    lines.push(format('cached (disk) poster w=342', disk));

    const etag = (await app.request(hot)).headers.get('ETag') ?? '';
    const notModified = await timeRequests(
      app,
      during(CACHED_SECONDS, hot),
      { 'If-None-Match': etag },
      304,
    );
    lines.push(format('304 If-None-Match', notModified));

    const base = await timeRequests(baseline, during(CACHED_SECONDS, '/ok'));
    lines.push(format('baseline: trivial Hono route, in process', base));
    lines.push(
      `cached memory / baseline throughput ratio: ${(memory.perSecond / base.perSecond).toFixed(2)}`,
    );

    console.log(
      `Image endpoint, in process (${availableParallelism()} cores, sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips})`,
    );
    for (const line of lines) console.log(`  ${line}`);
    console.log(`  renders counted: ${service.stats().renders}`);

    const checks: [string, number, number][] = [
      ['uncached poster w=342 webp p95', uncachedPoster.p95, BUDGETS.uncachedPosterP95Ms],
      ['cached (memory) p95', memory.p95, BUDGETS.cachedMemoryP95Ms],
      ['cached (disk) p95', disk.p95, BUDGETS.cachedDiskP95Ms],
    ];
    let failed = false;
    for (const [name, value, budget] of checks) {
      const ok = value <= budget;
      failed ||= !ok;
      console.log(`${ok ? 'OK  ' : 'OVER'} ${name}: ${value.toFixed(2)} ms (budget ${budget} ms)`);
    }
    return failed ? 1 : 0;
  } finally {
    tmdb.server.closeAllConnections();
    tmdb.server.close();
    rmSync(directory, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
