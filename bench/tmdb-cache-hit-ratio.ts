/**
 * TMDB adapter cache hit ratio over replayed browsing sessions against the local fake TMDB
 * (home lists, title pages with repeats, searches, a category page; visitors overlapping in time).
 * Memory cache always; the Redis tier too when TEST_REDIS_URL is set. Fails under the budget.
 *   node --import tsx bench/tmdb-cache-hit-ratio.ts
 */
import { measureTmdbHitRatio } from '../apps/server/test-support/fake-tmdb/tmdb-hit-ratio';

/** Share of reads answered without waiting for TMDB, for 100 visitors over 800 titles. */
const HIT_RATIO_BUDGET = 0.8;

const redisUrl = process.env.TEST_REDIS_URL;
const tiers = [
  { name: 'memory', redisUrl: undefined },
  ...(redisUrl ? [{ name: 'memory+redis', redisUrl }] : []),
];

let failed = false;
console.log('tier          | visitors | reads | upstream requests | hit ratio | budget');
for (const tier of tiers) {
  const report = await measureTmdbHitRatio({
    visitors: 100,
    movies: 600,
    series: 200,
    gapMs: 120_000,
    ...(tier.redisUrl ? { redisUrl: tier.redisUrl, keyPrefix: `rh:bench:${Date.now()}:` } : {}),
  });
  const ok = report.hitRatio >= HIT_RATIO_BUDGET && report.failures === 0;
  failed ||= !ok;
  console.log(
    [
      tier.name.padEnd(13),
      String(report.visitors).padStart(8),
      String(report.reads).padStart(5),
      String(report.upstreamRequests).padStart(17),
      report.hitRatio.toFixed(3).padStart(9),
      `≥ ${HIT_RATIO_BUDGET} ${ok ? 'ok' : 'UNDER'}`,
    ].join(' | '),
  );
}
console.log(`tmdb-cache-hit-ratio: ${failed ? 'FAIL' : 'PASS'}`);
process.exit(failed ? 1 : 0);
