import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeFilmPopularity, computeSeriesPopularity } from './popularity';

describe('computeFilmPopularity', () => {
  it('puts a billion-dollar film at the trending-flame threshold of 450', () => {
    expect(computeFilmPopularity({ boxOfficeUsd: 1_000_000_000, year: 2010 })).toBeCloseTo(450, 0);
    expect(computeFilmPopularity({ boxOfficeUsd: 2_797_501_328, year: 2019 })).toBeGreaterThan(450);
    expect(computeFilmPopularity({ boxOfficeUsd: 900_000_000, year: 2019 })).toBeLessThan(450);
  });

  it('grows with box office on a log scale', () => {
    const at = (usd: number) => computeFilmPopularity({ boxOfficeUsd: usd, year: 2000 });
    expect(Math.round(at(1_000_000))).toBe(45);
    expect(Math.round(at(10_000_000))).toBe(156);
    expect(Math.round(at(100_000_000))).toBe(301);
  });

  it('gives a film without box office 10 to 40 by recency', () => {
    expect(computeFilmPopularity({ boxOfficeUsd: null, year: 1950 })).toBe(10);
    expect(computeFilmPopularity({ boxOfficeUsd: null, year: 1995 })).toBe(25);
    expect(computeFilmPopularity({ boxOfficeUsd: null, year: 2023 })).toBe(40);
  });

  it('never lets a tiny box office figure sink a film below its recency floor', () => {
    expect(computeFilmPopularity({ boxOfficeUsd: 22, year: 2020 })).toBe(40);
  });

  it('never decreases when box office grows', () => {
    fc.assert(
      fc.property(fc.nat(3e9), fc.nat(3e9), fc.integer({ min: 1900, max: 2030 }), (a, b, year) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(computeFilmPopularity({ boxOfficeUsd: high, year })).toBeGreaterThanOrEqual(
          computeFilmPopularity({ boxOfficeUsd: low, year }),
        );
      }),
    );
  });
});

describe('computeSeriesPopularity', () => {
  const base = {
    firstAirDate: '2010-01-01',
    lastAirDate: '2011-01-01',
    status: 'Ended',
    isOnStreamingNetwork: false,
    type: 'Scripted',
    snapshotDate: '2024-12-31',
  };

  it('rises with years on air, a running status and a streaming network', () => {
    const short = computeSeriesPopularity(base);
    const long = computeSeriesPopularity({ ...base, lastAirDate: '2020-01-01' });
    const running = computeSeriesPopularity({ ...base, status: 'Running', lastAirDate: null });
    const streaming = computeSeriesPopularity({ ...base, isOnStreamingNetwork: true });
    expect(long).toBeGreaterThan(short);
    expect(running).toBeGreaterThan(long);
    expect(streaming).toBe(short + 25);
  });

  it('measures a running series to the data snapshot, not to a clock', () => {
    const running = { ...base, status: 'Running', lastAirDate: null };
    expect(computeSeriesPopularity(running)).toBeLessThan(
      computeSeriesPopularity({ ...running, snapshotDate: '2030-01-01' }),
    );
  });

  it('stays under the trending flame even for a 35-year running series', () => {
    expect(
      computeSeriesPopularity({
        ...base,
        firstAirDate: '1989-12-17',
        lastAirDate: null,
        status: 'Running',
        isOnStreamingNetwork: true,
      }),
    ).toBeLessThan(450);
  });
});
