import { afterEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test-support/test-database';
import { createLogger } from '../../observability/logger';
import { createLimiterFactory } from '../limits/limiter';
import { openStats, type Stats } from './setup';

describe('the statistics module', () => {
  const getDatabase = useTestDatabase();
  let stats: Stats | undefined;

  afterEach(async () => {
    await stats?.close();
    stats = undefined;
  });

  it('gives the /stats page the recorded sums and this instance’s live load, read in process', async () => {
    stats = openStats({
      db: getDatabase().db,
      logger: createLogger('silent'),
      limits: createLimiterFactory(),
      launchDate: '2026-01-01',
    });
    await stats.recorder.record(
      [
        { type: 'play-started', mediaType: 'movie', tmdbId: 10378, timeZone: 'Asia/Tokyo' },
        { type: 'watch-progress', seconds: 60 },
      ],
      { address: '198.51.100.7', userAgent: 'Firefox' },
    );
    await stats.recorder.flush();

    const figures = await stats.page.read();
    expect(figures.launchDate).toBe('2026-01-01');
    expect(figures.totals).toMatchObject({ playsStarted: 1, watchSeconds: 60 });
    expect(figures.topMovies).toEqual([{ tmdbId: 10378, plays: 1 }]);
    expect(figures.topCountries).toEqual([{ code: 'JP', country: 'Japan', plays: 1 }]);
    expect(figures.serverLoad).toBeGreaterThanOrEqual(0);
    expect(figures.serverLoad).toBeLessThanOrEqual(100);
  });
});
