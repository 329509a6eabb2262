import { describe, expect, it } from 'vitest';
import { createLoadSampler } from './server-load';

describe('createLoadSampler', () => {
  it('reads a busy event loop as loaded and an idle one as nearly idle, 0 to 100', async () => {
    const sampler = createLoadSampler(100);
    try {
      expect(sampler.percent()).toBe(0);
      // Busy for about 100 ms, in slices that let the sampler's timer run.
      for (let slice = 0; slice < 10; slice += 1) {
        const until = performance.now() + 20;
        while (performance.now() < until) {
          // spinning on purpose
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(sampler.percent()).toBeGreaterThan(50);
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(sampler.percent()).toBeLessThan(50);
      expect(sampler.percent()).toBeGreaterThanOrEqual(0);
    } finally {
      sampler.stop();
    }
  });
});
