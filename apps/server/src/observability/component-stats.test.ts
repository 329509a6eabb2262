import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { flattenStats, registerComponentStats } from './component-stats';

describe('flattenStats', () => {
  it('names nested counters by their path and turns flags into 0 or 1', () => {
    expect(flattenStats({ cache: { hits: 3, redisReady: true }, renders: 2, note: 'x' })).toEqual([
      ['cache_hits', 3],
      ['cache_redisReady', 1],
      ['renders', 2],
    ]);
  });
});

describe('registerComponentStats', () => {
  it('reads each component at scrape time', async () => {
    const registry = new Registry();
    let renders = 1;
    registerComponentStats(registry, { images: () => ({ renders }) });
    renders = 5;
    const text = await registry.metrics();
    expect(text).toContain('reelhouse_component_stat{component="images",stat="renders"} 5');
  });
});
