import { createSqlBookmarkSyncRepository } from '../../modules/sync/bookmark-repository';
import { clearAccounts, insertUser, JAN_1 } from '../../modules/sync/sync.test-support';
import type { MediaId } from '@reelhouse/core/bookmarks/bookmark-schema';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../../../test-support/test-database';
import { migrateTo } from '../migrate';

const shared = 615 as MediaId;

describe.each(databaseTargets())('migration 0004 (bookmark media type) on $dialect', (target) => {
  it('keeps every bookmark row as an untyped one, and then stores typed ones beside it', async () => {
    const opened = await target.open({ migrate: false });
    try {
      const { db } = opened.database;
      await migrateTo(db, '0003-sync-clients-and-usage-events');
      await clearAccounts(db);
      await insertUser(db, 'alice');
      await sql`insert into bookmarks (user_id, media_id, category, added_at, deleted_at, changed_seq)
        values ('alice', 615, 'watchlist', ${JAN_1}, 0, 1),
               ('alice', 615, 'favorites', 0, ${JAN_1 + 5}, 2)`.execute(db);

      expect(await migrateTo(db, '0004-bookmark-media-type')).toEqual(['0004-bookmark-media-type']);

      const repository = createSqlBookmarkSyncRepository(db);
      expect((await repository.list('alice')).records).toEqual([
        { mediaId: shared, category: 'favorites', addedAt: 0, deletedAt: JAN_1 + 5 },
        { mediaId: shared, category: 'watchlist', addedAt: JAN_1, deletedAt: 0 },
      ]);
      await repository.mergeIn('alice', [
        { mediaId: shared, mediaType: 'tv', category: 'watchlist', addedAt: JAN_1, deletedAt: 0 },
      ]);
      expect((await repository.list('alice')).records).toHaveLength(3);
      const changed = await db
        .selectFrom('bookmarks')
        .select(['changed_seq'])
        .where('media_type', '=', '')
        .orderBy('changed_seq')
        .execute();
      expect(changed.map((row) => row.changed_seq)).toEqual([1, 2]);
    } finally {
      await opened.dispose();
    }
  });

  it('goes back down to one row per id and category, the later times winning', async () => {
    const opened = await target.open();
    try {
      const { db } = opened.database;
      await insertUser(db, 'alice');
      const repository = createSqlBookmarkSyncRepository(db);
      await repository.mergeIn('alice', [
        { mediaId: shared, mediaType: 'movie', category: 'watchlist', addedAt: 5, deletedAt: 0 },
        { mediaId: shared, mediaType: 'tv', category: 'watchlist', addedAt: 9, deletedAt: 0 },
      ]);
      await migrateTo(db, '0003-sync-clients-and-usage-events');
      const rows = await sql<{ media_id: number; added_at: number }>`
        select media_id, added_at from bookmarks`.execute(db);
      expect(rows.rows.map((row) => [row.media_id, row.added_at])).toEqual([[615, 9]]);
    } finally {
      await opened.dispose();
    }
  });
});
