import {
  bookmarkSyncRequestSchema,
  type BookmarkSyncRequest,
  watchHistorySyncRequestSchema,
  type WatchHistorySyncRequest,
} from '@reelhouse/core/sync/sync-schema';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test-support/test-database';
import type { SessionIdentity } from '../accounts/session-identity';
import { createLimiterFactory } from '../limits/limiter';
import {
  createSyncService,
  SYNC_UNIT_BYTES,
  SYNC_UNITS_PER_MINUTE,
  type SyncService,
} from './service';
import { insertUserWithSessions, syncDatabaseTargets } from './sync-routes.test-support';
import { bm, clearAccounts, gone, JAN_1, matrix, pilot } from './sync.test-support';

const NOW = JAN_1 + 1_000_000;
const phone: SessionIdentity = { userId: 'alice', sessionId: 'phone' };
const laptop: SessionIdentity = { userId: 'alice', sessionId: 'laptop' };
const bobPhone: SessionIdentity = { userId: 'bob', sessionId: 'bob-phone' };

/** A request as the routes hand it over: read with core's schema. */
const bookmarkSync = (body: unknown): BookmarkSyncRequest => bookmarkSyncRequestSchema.parse(body);
const historySync = (body: unknown): WatchHistorySyncRequest =>
  watchHistorySyncRequestSchema.parse(body);

describe.each(syncDatabaseTargets())('sync service on $dialect', (target) => {
  const getDatabase = useTestDatabase(() => target.open());
  let service: SyncService;

  beforeEach(async () => {
    const { db } = getDatabase();
    await clearAccounts(db);
    await insertUserWithSessions(db, 'alice', ['phone', 'laptop']);
    await insertUserWithSessions(db, 'bob', ['bob-phone']);
    service = createSyncService({ db, now: () => NOW });
  });

  describe('bookmarks', () => {
    it("answers a sync with every device's bookmarks merged, in core's wire shape, as a later list does", async () => {
      await service.syncBookmarks(laptop, bookmarkSync({ bookmarks: [bm(1, 10)], updatedAt: 10 }));

      const answer = await service.syncBookmarks(
        phone,
        bookmarkSync({ bookmarks: [bm(2, 20)], updatedAt: 20 }),
      );

      expect(Object.keys(answer).sort()).toEqual(['bookmarks', 'cursor', 'deleted']);
      expect(answer.bookmarks).toEqual([bm(1, 10), bm(2, 20)]);
      expect(answer.deleted).toEqual([]);
      expect(await service.listBookmarks('alice')).toEqual(answer);
    });

    it('infers the removal of a bookmark answered to the session last time and no longer sent', async () => {
      await service.syncBookmarks(
        phone,
        bookmarkSync({ bookmarks: [bm(1, 10), bm(2, 20)], updatedAt: 20 }),
      );

      const answer = await service.syncBookmarks(
        phone,
        bookmarkSync({ bookmarks: [bm(1, 10)], updatedAt: 30 }),
      );

      expect(answer.bookmarks).toEqual([bm(1, 10)]);
      expect(answer.deleted).toEqual([gone(2, 30)]);
      expect((await service.listBookmarks('alice')).bookmarks).toEqual([bm(1, 10)]);
    });

    it('infers nothing from the first sync of a session: a new device only adds', async () => {
      await service.syncBookmarks(
        phone,
        bookmarkSync({ bookmarks: [bm(1, 10), bm(2, 20)], updatedAt: 20 }),
      );

      const answer = await service.syncBookmarks(
        laptop,
        bookmarkSync({ bookmarks: [], updatedAt: 30 }),
      );

      expect(answer.bookmarks).toEqual([bm(1, 10), bm(2, 20)]);
      expect(answer.deleted).toEqual([]);
    });

    it('infers nothing for a client that states its removals in deleted', async () => {
      await service.syncBookmarks(
        phone,
        bookmarkSync({ bookmarks: [bm(1, 10), bm(2, 20)], updatedAt: 20 }),
      );

      const answer = await service.syncBookmarks(
        phone,
        bookmarkSync({ bookmarks: [], deleted: [gone(2, 40)], updatedAt: 40 }),
      );

      expect(answer.bookmarks).toEqual([bm(1, 10)]);
      expect(answer.deleted).toEqual([gone(2, 40)]);
    });

    it("caps a device's times at the server's clock", async () => {
      const answer = await service.syncBookmarks(
        phone,
        bookmarkSync({ bookmarks: [bm(1, NOW + 60_000)], updatedAt: NOW }),
      );

      expect(answer.bookmarks).toEqual([bm(1, NOW)]);
    });

    it('answers only what changed after since, on a sync and on a list', async () => {
      const first = await service.syncBookmarks(
        phone,
        bookmarkSync({ bookmarks: [bm(1, 10), bm(2, 20)], updatedAt: 20 }),
      );
      const firstCursor = first.cursor ?? -1;

      const answer = await service.syncBookmarks(
        laptop,
        bookmarkSync({ bookmarks: [bm(3, 30)], deleted: [gone(1, 31)], since: firstCursor }),
      );

      expect(answer.bookmarks).toEqual([bm(3, 30)]);
      expect(answer.deleted).toEqual([gone(1, 31)]);
      expect(answer.cursor).toBeGreaterThan(firstCursor);
      expect(await service.listBookmarks('alice', firstCursor)).toEqual(answer);
      expect(await service.listBookmarks('alice', answer.cursor)).toEqual({
        bookmarks: [],
        deleted: [],
        cursor: answer.cursor,
      });
    });

    it("keeps each user's bookmarks apart", async () => {
      await service.syncBookmarks(phone, bookmarkSync({ bookmarks: [bm(1, 10)], updatedAt: 10 }));

      const bobs = await service.syncBookmarks(
        bobPhone,
        bookmarkSync({ bookmarks: [bm(2, 20)], updatedAt: 20 }),
      );

      expect(bobs.bookmarks).toEqual([bm(2, 20)]);
      expect((await service.listBookmarks('alice')).bookmarks).toEqual([bm(1, 10)]);
    });
  });

  describe('watch history', () => {
    it("answers a sync with every device's items merged, in core's shape, as a later list does", async () => {
      await service.syncWatchHistory(
        laptop,
        historySync({ items: matrix(50, 600), updatedAt: 50 }),
      );

      const answer = await service.syncWatchHistory(
        phone,
        historySync({ items: pilot(40, 300), updatedAt: 40 }),
      );

      expect(Object.keys(answer).sort()).toEqual(['cursor', 'items']);
      expect(answer.items).toEqual({ ...matrix(50, 600), ...pilot(40, 300) });
      expect(await service.listWatchHistory('alice')).toEqual(answer);
    });

    it('keeps the later save of an episode and the furthest point either device reached', async () => {
      await service.syncWatchHistory(phone, historySync({ items: pilot(40, 2000), updatedAt: 40 }));

      const answer = await service.syncWatchHistory(
        laptop,
        historySync({ items: pilot(50, 100), updatedAt: 50 }),
      );

      expect(answer.items['1396']).toMatchObject({
        episodes: {
          s1e1: {
            updatedAt: 50,
            progress: { watched: 100, duration: 3000 },
            furthestWatched: 2000,
          },
        },
      });
    });

    it('stores the session as the device of each save', async () => {
      await service.syncWatchHistory(phone, historySync({ items: matrix(50, 600), updatedAt: 50 }));

      const rows = await getDatabase()
        .db.selectFrom('watch_progress')
        .select(['user_id', 'device_id'])
        .execute();
      expect(rows).toEqual([{ user_id: 'alice', device_id: 'phone' }]);
    });

    it("caps a device's save time at the server's clock", async () => {
      const answer = await service.syncWatchHistory(
        phone,
        historySync({ items: matrix(NOW + 60_000, 600), updatedAt: NOW }),
      );

      expect(answer.items['603']?.updatedAt).toBe(NOW);
    });

    it('answers only what changed after since, on a sync and on a list', async () => {
      const first = await service.syncWatchHistory(
        phone,
        historySync({ items: matrix(50, 600), updatedAt: 50 }),
      );
      const firstCursor = first.cursor ?? -1;

      const answer = await service.syncWatchHistory(
        laptop,
        historySync({ items: pilot(60, 300), updatedAt: 60, since: firstCursor }),
      );

      expect(answer.items).toEqual(pilot(60, 300));
      expect(await service.listWatchHistory('alice', firstCursor)).toEqual(answer);
      expect(await service.listWatchHistory('alice', answer.cursor)).toEqual({
        items: {},
        cursor: answer.cursor,
      });
    });
  });

  // The allowance counts in the limiter, not in the database: SQLite is enough.
  describe.runIf(target.dialect === 'sqlite')('the per-account sync allowance', () => {
    const size = (declaredBytes: number | undefined, maxBytes = 4 * 1024 * 1024) => ({
      declaredBytes,
      maxBytes,
    });
    let limited: SyncService;

    beforeEach(() => {
      limited = createSyncService({
        db: getDatabase().db,
        now: () => NOW,
        limits: createLimiterFactory(),
      });
    });

    it('allows every sync when no limits are configured', async () => {
      for (let i = 0; i < 3; i += 1) {
        expect(await service.chargeSync('alice', size(undefined, 1024 ** 3))).toEqual({
          allowed: true,
        });
      }
    });

    it('counts a sync by its declared size in units of 64 KiB, refusing once the minute’s units are spent', async () => {
      const half = (SYNC_UNITS_PER_MINUTE / 2) * SYNC_UNIT_BYTES;

      const first = await limited.chargeSync('alice', size(half));
      const second = await limited.chargeSync('alice', size(half));
      const third = await limited.chargeSync('alice', size(1));

      expect([first.allowed, second.allowed]).toEqual([true, true]);
      expect(third.allowed).toBe(false);
      expect(third.allowed ? 0 : third.retryAfterMs).toBeGreaterThan(0);
    });

    it('counts a started unit as a whole one: a 1-byte sync costs one unit', async () => {
      const answers = [];
      for (let i = 0; i <= SYNC_UNITS_PER_MINUTE; i += 1) {
        answers.push((await limited.chargeSync('alice', size(1))).allowed);
      }

      expect(answers.filter(Boolean)).toHaveLength(SYNC_UNITS_PER_MINUTE);
      expect(answers.at(-1)).toBe(false);
    });

    it('counts a sync without a declared size as the largest body its call accepts', async () => {
      const wholeMinute = SYNC_UNITS_PER_MINUTE * SYNC_UNIT_BYTES;

      expect((await limited.chargeSync('alice', size(undefined, wholeMinute))).allowed).toBe(true);
      expect((await limited.chargeSync('alice', size(1, wholeMinute))).allowed).toBe(false);
    });

    it("keeps each account's allowance apart", async () => {
      const wholeMinute = SYNC_UNITS_PER_MINUTE * SYNC_UNIT_BYTES;
      await limited.chargeSync('alice', size(wholeMinute));

      expect((await limited.chargeSync('alice', size(1))).allowed).toBe(false);
      expect((await limited.chargeSync('bob', size(wholeMinute))).allowed).toBe(true);
    });
  });
});
