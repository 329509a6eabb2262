import { describe, expect, it } from 'vitest';
import { buildBrowsingSessions } from './browsing-session';
import { createFakeTmdbWorld } from './fake-tmdb-world';
import { measureTmdbHitRatio } from './tmdb-hit-ratio';

describe('replayed browsing against the fake TMDB', () => {
  it('builds the same session from the same seed', () => {
    const world = createFakeTmdbWorld();
    const labels = (seed: number) =>
      buildBrowsingSessions(world, { visitors: 2, seed }).map((page) => page.label);

    expect(labels(3)).toEqual(labels(3));
    expect(labels(3)).not.toEqual(labels(4));
  });

  it('counts every read once, as a hit, a stale answer or a miss', async () => {
    const report = await measureTmdbHitRatio({ visitors: 1 });
    const { hits, staleServed, misses, loads } = report.stats.cache;

    expect(report.failures).toBe(0);
    expect(hits + staleServed + misses).toBe(report.reads);
    expect(report.upstreamRequests).toBe(loads);
  });

  it('answers most reads of one visitor from the cache (repeats, home page revisits)', async () => {
    const report = await measureTmdbHitRatio({ visitors: 1 });

    expect(report.hitRatio).toBeGreaterThan(0.3);
  });

  it('answers nearly every read from the cache once many visitors browse', async () => {
    const report = await measureTmdbHitRatio({ visitors: 30 });

    expect(report.hitRatio).toBeGreaterThan(0.85);
    expect(report.upstreamRequests).toBeLessThan(report.reads * 0.2);
  });
});
