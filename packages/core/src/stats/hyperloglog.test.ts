import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  SKETCH_REGISTERS,
  addHash,
  createSketch,
  estimateDistinct,
  mergeSketch,
} from './hyperloglog';

/** A seeded 32-bit generator (mulberry32): uniform hashes, the same on every run. */
function hashes(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

function sketchOf(count: number, seed: number): Uint8Array {
  const next = hashes(seed);
  const sketch = createSketch();
  for (let i = 0; i < count; i += 1) addHash(sketch, next(), next());
  return sketch;
}

/** Three standard errors (1.04 / √registers): a run outside it is a bug, not bad luck. */
const BOUND = (3 * 1.04) / Math.sqrt(SKETCH_REGISTERS);

describe('HyperLogLog sketch', () => {
  it('is 4 KiB and counts nothing when empty', () => {
    expect(createSketch().byteLength).toBe(4096);
    expect(estimateDistinct(createSketch())).toBe(0);
  });

  it.each([1, 10, 100, 1000, 10_000, 100_000, 1_000_000])(
    'estimates %d distinct items within three standard errors (about 5 %%)',
    (count) => {
      const estimate = estimateDistinct(sketchOf(count, count));
      expect(Math.abs(estimate - count)).toBeLessThanOrEqual(Math.max(1, count * BOUND));
    },
  );

  it('counts an item added twice once', () => {
    const sketch = createSketch();
    for (let i = 0; i < 5; i += 1) addHash(sketch, 0xdeadbeef, 0x12345678);
    expect(estimateDistinct(sketch)).toBe(1);
  });

  it('merges to the sketch of the union, in any order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(0xffffffff), fc.nat(0xffffffff)), { maxLength: 300 }),
        fc.nat(300),
        (items, cut) => {
          const whole = createSketch();
          const first = createSketch();
          const second = createSketch();
          items.forEach(([high, low], i) => {
            addHash(whole, high, low);
            addHash(i < cut ? first : second, high, low);
          });
          expect(mergeSketch(createSketch(), mergeSketch(second.slice(), first))).toEqual(whole);
          expect(mergeSketch(first.slice(), second)).toEqual(mergeSketch(second.slice(), first));
        },
      ),
    );
  });

  it('estimates the union of overlapping days once per item', () => {
    // Days 1 and 2 share 20,000 of their 50,000 items each: 80,000 distinct.
    const next = hashes(7);
    const shared = Array.from({ length: 20_000 }, () => [next(), next()] as const);
    const day = () => {
      const sketch = createSketch();
      for (const [high, low] of shared) addHash(sketch, high, low);
      for (let i = 0; i < 30_000; i += 1) addHash(sketch, next(), next());
      return sketch;
    };
    const estimate = estimateDistinct(mergeSketch(day(), day()));
    expect(Math.abs(estimate - 80_000)).toBeLessThanOrEqual(80_000 * BOUND);
  });

  it('ignores a sketch of another size', () => {
    const sketch = sketchOf(100, 3);
    expect(mergeSketch(sketch.slice(), new Uint8Array(10).fill(60))).toEqual(sketch);
  });
});
