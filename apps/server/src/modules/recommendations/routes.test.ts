import { toMediaId } from '@reelhouse/core/bookmarks/bookmarks';
import { Hono } from 'hono';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createErrorHandler } from '../../http/errors';
import { createLogger } from '../../observability/logger';
import { useTestDatabase } from '../../../test-support/test-database';
import { useRealCatalogue } from '../catalogue/embedded/real-catalogue.test-support';
import { createSqlBookmarkSyncRepository } from '../sync/bookmark-repository';
import { createSqlProgressSyncRepository } from '../sync/progress-repository';
import {
  fakeRequireSession,
  syncDatabaseTargets,
  TEST_SESSION_HEADER,
} from '../sync/sync-routes.test-support';
import { clearAccounts, insertUser } from '../sync/sync.test-support';
import { createBecauseService } from './because-service';
import { createRecommendationRoutes } from './routes';

const ALICE = { [TEST_SESSION_HEADER]: 'alice:s1' };

interface Answer {
  rows: { title: string; seed: { mediaType: string; id: number }; items: { id: number }[] }[];
}

describe.each(syncDatabaseTargets())('GET /api/recommendations/because on $dialect', (target) => {
  const getDatabase = useTestDatabase(() => target.open());
  const getCatalogue = useRealCatalogue();
  let app: Hono;

  beforeAll(() => {
    const { db } = getDatabase();
    app = new Hono();
    app.onError(createErrorHandler(createLogger('silent')));
    app.route(
      '/api',
      createRecommendationRoutes({
        service: createBecauseService({
          catalogue: getCatalogue(),
          bookmarks: createSqlBookmarkSyncRepository(db),
          progress: createSqlProgressSyncRepository(db),
        }),
        requireSession: fakeRequireSession,
      }),
    );
  });

  beforeEach(async () => {
    const { db } = getDatabase();
    await clearAccounts(db);
    await insertUser(db, 'alice');
  });

  it("builds a row from the account's synced bookmark, says why, and leaves out what the account knows", async () => {
    const { db } = getDatabase();
    const bookmarks = createSqlBookmarkSyncRepository(db);
    await bookmarks.mergeIn('alice', [
      {
        mediaId: toMediaId(1396),
        mediaType: 'tv',
        category: 'watchlist',
        addedAt: 10,
        deletedAt: 0,
      },
    ]);
    const first = (await (
      await app.request('/api/recommendations/because', { headers: ALICE })
    ).json()) as Answer;
    expect(first.rows.map((row) => row.title)).toEqual(['Because you bookmarked Breaking Bad']);
    const firstItem = first.rows[0]?.items[0];
    expect(firstItem).toBeDefined();
    expect(first.rows[0]?.items.some((item) => item.id === 1396)).toBe(false);

    // Bookmarking the first suggestion takes it out of the row.
    await bookmarks.mergeIn('alice', [
      {
        mediaId: toMediaId(firstItem?.id ?? 0),
        mediaType: 'tv',
        category: 'watchlist',
        addedAt: 5,
        deletedAt: 0,
      },
    ]);
    const second = (await (
      await app.request('/api/recommendations/because', { headers: ALICE })
    ).json()) as Answer;
    const row = second.rows.find((each) => each.seed.id === 1396);
    expect(row?.items.some((item) => item.id === firstItem?.id)).toBe(false);
  });

  it('answers no rows to an account with nothing synced, and 401 without a session', async () => {
    const answer = await app.request('/api/recommendations/because', { headers: ALICE });
    expect(await answer.json()).toEqual({ rows: [] });
    expect((await app.request('/api/recommendations/because')).status).toBe(401);
  });
});
