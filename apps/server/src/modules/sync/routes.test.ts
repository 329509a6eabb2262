import { MAX_SYNC_BOOKMARKS } from '@reelhouse/core/sync/sync-schema';
import type { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test-support/test-database';
import {
  createSyncClient,
  createSyncTestApp,
  insertUserWithSessions,
  syncDatabaseTargets,
  type SyncClient,
} from './sync-routes.test-support';
import { createLimiterFactory } from '../limits/limiter';
import { SYNC_LIMITED_MESSAGE, SYNC_UNITS_PER_MINUTE } from './routes';
import { MAX_BOOKMARK_SYNC_BYTES, MAX_WATCH_HISTORY_SYNC_BYTES } from './sync-request';
import { bm, clearAccounts, gone, JAN_1, matrix, pilot } from './sync.test-support';

const NOW = JAN_1 + 1_000_000;

interface BookmarksBody {
  bookmarks: ReturnType<typeof bm>[];
  deleted: ReturnType<typeof gone>[];
  cursor: number;
}
interface HistoryBody {
  items: Record<string, unknown>;
  cursor: number;
}

async function bookmarksOf(response: Response | Promise<Response>): Promise<BookmarksBody> {
  const answer = await response;
  expect(answer.status).toBe(200);
  return (await answer.json()) as BookmarksBody;
}

async function historyOf(response: Response | Promise<Response>): Promise<HistoryBody> {
  const answer = await response;
  expect(answer.status).toBe(200);
  return (await answer.json()) as HistoryBody;
}

describe.each(syncDatabaseTargets())('sync routes on $dialect', (target) => {
  const getDatabase = useTestDatabase(() => target.open());
  let app: Hono;
  let phone: SyncClient;
  let laptop: SyncClient;

  beforeEach(async () => {
    const { db } = getDatabase();
    await clearAccounts(db);
    await insertUserWithSessions(db, 'alice', ['phone', 'laptop']);
    await insertUserWithSessions(db, 'bob', ['bob-phone']);
    app = createSyncTestApp(db, () => NOW);
    phone = createSyncClient(app, 'alice', 'phone');
    laptop = createSyncClient(app, 'alice', 'laptop');
  });

  describe('bookmarks', () => {
    it('answers a sync with the merged list, tombstones and cursor, in exactly core’s shape', async () => {
      await laptop.post('/sync/bookmarks', { bookmarks: [bm(1, 10)], updatedAt: 10 });

      const answer = await bookmarksOf(
        phone.post('/sync/bookmarks', { bookmarks: [bm(2, 20)], updatedAt: 20 }),
      );

      expect(Object.keys(answer).sort()).toEqual(['bookmarks', 'cursor', 'deleted']);
      expect(answer.bookmarks).toEqual([bm(1, 10), bm(2, 20)]);
      expect(answer.deleted).toEqual([]);
      expect(answer).toEqual(await bookmarksOf(laptop.get('/users/me/bookmarks')));
    });

    it('carries each bookmark’s media type through a sync: a film and a series with one id stay two', async () => {
      const film = { ...bm(615, 10), mediaType: 'movie' };
      const series = { ...bm(615, 20), mediaType: 'tv' };
      await laptop.post('/sync/bookmarks', { bookmarks: [film], updatedAt: 10, deleted: [] });
      const answer = await bookmarksOf(
        phone.post('/sync/bookmarks', { bookmarks: [series, bm(7, 30)], updatedAt: 30 }),
      );
      expect(answer.bookmarks).toEqual([film, series, bm(7, 30)]);

      // The untyped bookmark resolved elsewhere: its tombstone plus the typed add.
      const resolved = await bookmarksOf(
        laptop.post('/sync/bookmarks', {
          bookmarks: [{ ...bm(7, 30), mediaType: 'tv' }],
          deleted: [gone(7, 40)],
          updatedAt: 40,
        }),
      );
      expect(resolved.bookmarks).toEqual([film, series, { ...bm(7, 30), mediaType: 'tv' }]);
      expect(resolved.deleted).toEqual([gone(7, 40)]);
    });

    it('infers the removal of a bookmark the session was answered last time and no longer sends', async () => {
      await phone.post('/sync/bookmarks', { bookmarks: [bm(1, 10), bm(2, 20)], updatedAt: 20 });

      const answer = await bookmarksOf(
        phone.post('/sync/bookmarks', { bookmarks: [bm(1, 10)], updatedAt: 30 }),
      );

      expect(answer.bookmarks).toEqual([bm(1, 10)]);
      expect(answer.deleted).toEqual([gone(2, 30)]);
      expect((await bookmarksOf(laptop.get('/users/me/bookmarks'))).bookmarks).toEqual([bm(1, 10)]);
    });

    it('infers nothing on a session’s first sync: a new device’s list only adds', async () => {
      await phone.post('/sync/bookmarks', { bookmarks: [bm(1, 10), bm(2, 20)], updatedAt: 20 });

      const answer = await bookmarksOf(
        laptop.post('/sync/bookmarks', { bookmarks: [], updatedAt: 30 }),
      );

      expect(answer.bookmarks).toEqual([bm(1, 10), bm(2, 20)]);
    });

    it('never infers the removal of a bookmark added or re-added elsewhere after the session’s last sync', async () => {
      await phone.post('/sync/bookmarks', { bookmarks: [bm(1, 10)], updatedAt: 10 });
      await laptop.post('/sync/bookmarks', { bookmarks: [bm(1, 15), bm(2, 20)], updatedAt: 20 });

      // The phone has not seen bookmark 2 nor the refresh of 1: missing, they are not removals.
      const answer = await bookmarksOf(
        phone.post('/sync/bookmarks', { bookmarks: [], updatedAt: 30 }),
      );

      expect(answer.bookmarks).toEqual([bm(1, 15), bm(2, 20)]);
      expect(answer.deleted).toEqual([]);
    });

    it('dates an inferred removal after the add it removes even when the list’s time is older', async () => {
      await phone.post('/sync/bookmarks', { bookmarks: [bm(1, 500)], updatedAt: 500 });

      const answer = await bookmarksOf(
        phone.post('/sync/bookmarks', { bookmarks: [], updatedAt: 100 }),
      );

      expect(answer.deleted).toEqual([gone(1, 501)]);
    });

    it('trusts a client that sends deleted: no inference, only what it sends changes', async () => {
      const first = await bookmarksOf(
        phone.post('/sync/bookmarks', { bookmarks: [bm(1, 10), bm(2, 20)], updatedAt: 20 }),
      );

      const unchanged = await bookmarksOf(
        phone.post('/sync/bookmarks', { bookmarks: [], deleted: [], updatedAt: 30 }),
      );
      expect(unchanged.bookmarks).toEqual([bm(1, 10), bm(2, 20)]);

      const removed = await bookmarksOf(
        phone.post('/sync/bookmarks', {
          bookmarks: [],
          deleted: [gone(2, 40)],
          updatedAt: 40,
          since: first.cursor,
        }),
      );
      expect(removed.bookmarks).toEqual([]);
      expect(removed.deleted).toEqual([gone(2, 40)]);
    });

    it('answers only what changed after since, on the sync and on the GET', async () => {
      const first = await bookmarksOf(
        phone.post('/sync/bookmarks', { bookmarks: [bm(1, 10), bm(2, 20)], updatedAt: 20 }),
      );

      const answer = await bookmarksOf(
        laptop.post('/sync/bookmarks', {
          bookmarks: [bm(3, 30)],
          deleted: [gone(1, 31)],
          since: first.cursor,
        }),
      );

      expect(answer.bookmarks).toEqual([bm(3, 30)]);
      expect(answer.deleted).toEqual([gone(1, 31)]);
      expect(answer.cursor).toBeGreaterThan(first.cursor);
      const changed = await bookmarksOf(
        phone.get(`/users/me/bookmarks?since=${String(first.cursor)}`),
      );
      expect(changed).toEqual(answer);
      const nothing = await bookmarksOf(
        phone.get(`/users/me/bookmarks?since=${String(answer.cursor)}`),
      );
      expect(nothing).toEqual({ bookmarks: [], deleted: [], cursor: answer.cursor });
    });

    it('caps times set by a device whose clock runs ahead at the server’s clock', async () => {
      const answer = await bookmarksOf(
        phone.post('/sync/bookmarks', { bookmarks: [bm(1, NOW + 60_000)], updatedAt: NOW }),
      );

      expect(answer.bookmarks).toEqual([bm(1, NOW)]);
    });

    it('keeps each user’s bookmarks apart', async () => {
      await phone.post('/sync/bookmarks', { bookmarks: [bm(1, 10)], updatedAt: 10 });
      const bob = createSyncClient(app, 'bob', 'bob-phone');

      expect((await bookmarksOf(bob.get('/users/me/bookmarks'))).bookmarks).toEqual([]);
    });

    it('forgets a session’s cursor with its session: after sign-out nothing is inferred', async () => {
      await phone.post('/sync/bookmarks', { bookmarks: [bm(1, 10)], updatedAt: 10 });
      const { db } = getDatabase();
      await db.deleteFrom('sessions').where('id', '=', 'phone').execute();
      expect(await db.selectFrom('sync_clients').selectAll().execute()).toEqual([]);

      // A request still carrying the old session id (a race with sign-out) stores no cursor.
      await phone.post('/sync/bookmarks', { bookmarks: [bm(1, 10)], updatedAt: 20 });
      const answer = await bookmarksOf(
        phone.post('/sync/bookmarks', { bookmarks: [], updatedAt: 30 }),
      );

      expect(answer.bookmarks).toEqual([bm(1, 10)]);
    });

    it('merges concurrent syncs of many sessions without losing any', async () => {
      const { db } = getDatabase();
      const sessions = Array.from({ length: 8 }, (_, n) => `tab-${String(n)}`);
      await insertUserWithSessions(db, 'carol', sessions);
      const clients = sessions.map((session) => createSyncClient(app, 'carol', session));
      const answers = await Promise.all(
        clients.map((client, n) =>
          bookmarksOf(
            client.post('/sync/bookmarks', { bookmarks: [bm(n + 1, 10)], updatedAt: 10 }),
          ),
        ),
      );
      // Each sends what it was answered, the first one without its own bookmark: one removal.
      await Promise.all(
        clients.map((client, n) => {
          const list = answers[n]?.bookmarks ?? [];
          const bookmarks = n === 0 ? list.filter((b) => b.mediaId !== 1) : list;
          return client.post('/sync/bookmarks', { bookmarks, updatedAt: 20 });
        }),
      );

      const answer = await bookmarksOf(clients[1]?.get('/users/me/bookmarks') ?? phone.get('/'));
      expect(answer.bookmarks.map((b) => b.mediaId)).toEqual([2, 3, 4, 5, 6, 7, 8]);
      expect(answer.deleted).toEqual([gone(1, 20)]);
    });

    it('infers removals only up to the cursor a whole-list client says it received', async () => {
      const first = await bookmarksOf(
        phone.post('/sync/bookmarks', { bookmarks: [bm(1, 10)], updatedAt: 10 }),
      );
      await laptop.post('/sync/bookmarks', { bookmarks: [bm(2, 20)], updatedAt: 20 });
      // This answer (holding bookmark 2) is lost on the way: the phone keeps its old list.
      await phone.post('/sync/bookmarks', { bookmarks: [bm(1, 10)], updatedAt: 10 });

      const answer = await bookmarksOf(
        phone.post('/sync/bookmarks', {
          bookmarks: [bm(1, 10)],
          updatedAt: 30,
          since: first.cursor,
        }),
      );

      expect(answer.bookmarks).toEqual([bm(2, 20)]);
      expect((await bookmarksOf(laptop.get('/users/me/bookmarks'))).bookmarks).toEqual([
        bm(1, 10),
        bm(2, 20),
      ]);
    });
  });

  describe('watch history', () => {
    it('answers a sync with the merged items and cursor, in exactly core’s shape', async () => {
      await laptop.post('/sync/watch-history', { items: matrix(50, 600), updatedAt: 50 });

      const answer = await historyOf(
        phone.post('/sync/watch-history', { items: pilot(40, 300), updatedAt: 40 }),
      );

      expect(Object.keys(answer).sort()).toEqual(['cursor', 'items']);
      expect(answer.items).toEqual({ ...matrix(50, 600), ...pilot(40, 300) });
      expect(answer).toEqual(await historyOf(laptop.get('/users/me/watch-history')));
    });

    it('keeps the later save of an episode and the furthest point either device reached', async () => {
      await phone.post('/sync/watch-history', { items: pilot(40, 2000), updatedAt: 40 });

      const answer = await historyOf(
        laptop.post('/sync/watch-history', { items: pilot(50, 100), updatedAt: 50 }),
      );

      const episode = (answer.items['1396'] as { episodes: Record<string, unknown> }).episodes.s1e1;
      expect(episode).toMatchObject({
        updatedAt: 50,
        progress: { watched: 100, duration: 3000 },
        furthestWatched: 2000,
      });
    });

    it('records the session as the device of each save', async () => {
      await phone.post('/sync/watch-history', { items: matrix(50, 600), updatedAt: 50 });

      const rows = await getDatabase()
        .db.selectFrom('watch_progress')
        .select('device_id')
        .execute();
      expect(rows).toEqual([{ device_id: 'phone' }]);
    });

    it('answers only what changed after since, on the sync and on the GET', async () => {
      const first = await historyOf(
        phone.post('/sync/watch-history', { items: matrix(50, 600), updatedAt: 50 }),
      );

      const answer = await historyOf(
        laptop.post('/sync/watch-history', {
          items: pilot(60, 300),
          updatedAt: 60,
          since: first.cursor,
        }),
      );

      expect(answer.items).toEqual(pilot(60, 300));
      const changed = await historyOf(
        phone.get(`/users/me/watch-history?since=${String(first.cursor)}`),
      );
      expect(changed).toEqual(answer);
      const nothing = await historyOf(
        phone.get(`/users/me/watch-history?since=${String(answer.cursor)}`),
      );
      expect(nothing).toEqual({ items: {}, cursor: answer.cursor });
    });
  });

  describe('refusals', () => {
    const posts = ['/sync/bookmarks', '/sync/watch-history'] as const;
    const validBody = {
      '/sync/bookmarks': { bookmarks: [] },
      '/sync/watch-history': { items: {} },
    };

    it('answers 401 without a session, on every call', async () => {
      for (const path of ['/users/me/bookmarks', '/users/me/watch-history']) {
        const response = await app.request(`/api${path}`);
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ error: 'Unauthorized' });
      }
      for (const path of posts) {
        const response = await app.request(`/api${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(validBody[path]),
        });
        expect(response.status).toBe(401);
      }
    });

    it.each(posts)(
      'refuses %s from a foreign origin or a cross-site page with 403',
      async (path) => {
        const foreign: Record<string, string>[] = [
          { Origin: 'https://evil.example' },
          { 'Sec-Fetch-Site': 'cross-site' },
        ];
        for (const headers of foreign) {
          const response = await phone.post(path, validBody[path], headers);
          expect(response.status).toBe(403);
          expect(await response.json()).toHaveProperty('error');
        }
        expect(
          (await phone.post(path, validBody[path], { Origin: 'http://localhost' })).status,
        ).toBe(200);
      },
    );

    it.each(posts)('refuses %s without a JSON content type with 415', async (path) => {
      const response = await phone.post(path, JSON.stringify(validBody[path]), {
        'Content-Type': 'text/plain',
      });

      expect(response.status).toBe(415);
      expect(await response.json()).toHaveProperty('error');
    });

    it.each(posts)(
      'refuses %s with malformed JSON or a body the schema refuses with 400',
      async (path) => {
        const malformed = await phone.post(path, '{"bookmarks": [');
        expect(malformed.status).toBe(400);
        const invalid = await phone.post(path, { bookmarks: [{ mediaId: -1 }], items: [] });
        expect(invalid.status).toBe(400);
        expect(await invalid.json()).toMatchObject({ error: 'Invalid request' });
      },
    );

    it('refuses more bookmarks than a sync may carry with 400', async () => {
      const bookmarks = Array.from({ length: MAX_SYNC_BOOKMARKS + 1 }, (_, n) => bm(n + 1, 10));

      expect((await phone.post('/sync/bookmarks', { bookmarks })).status).toBe(400);
    });

    it('refuses a bad since cursor with 400', async () => {
      for (const since of ['-1', 'abc', '1.5', '99999999999999999']) {
        const response = await phone.get(`/users/me/bookmarks?since=${since}`);
        expect(response.status).toBe(400);
      }
    });

    it('refuses any text holding U+0000 with 400 and stores nothing', async () => {
      const bodies: [string, unknown][] = [
        ['/sync/bookmarks', { bookmarks: [bm(1, 10, 'watch\u0000list')] }],
        ['/sync/bookmarks', { bookmarks: [], deleted: [gone(1, 10, '\u0000')] }],
        ['/sync/watch-history', { items: { '603': { ...matrix(5, 1)['603'], title: 'A\u0000' } } }],
        ['/sync/watch-history', { items: {}, extra: { 'key\u0000': 1 } }],
      ];
      for (const [path, body] of bodies) {
        const response = await phone.post(path, body);
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({
          issues: [{ message: 'Text may not contain the character U+0000' }],
        });
      }
      const { db } = getDatabase();
      expect(await db.selectFrom('bookmarks').selectAll().execute()).toEqual([]);
      expect(await db.selectFrom('watch_progress').selectAll().execute()).toEqual([]);
    });

    it('sends no-store with its answers, the user’s data being private, and leaves other API routes alone', async () => {
      for (const response of [
        await phone.get('/users/me/bookmarks'),
        await phone.post('/sync/watch-history', { items: {} }),
        await app.request('/api/users/me/watch-history'),
      ]) {
        expect(response.headers.get('cache-control')).toBe('no-store');
      }
      const other = await app.request('/api/catalogue/anything');
      expect(other.headers.get('cache-control')).toBeNull();
    });
  });

  describe.runIf(target.dialect === 'sqlite')('the per-account limit', () => {
    it("refuses an account's syncs beyond its budget with 429 and Retry-After, not another's", async () => {
      const { db } = getDatabase();
      const limited = createSyncTestApp(db, () => NOW, createLimiterFactory());
      const alice = createSyncClient(limited, 'alice', 'phone');
      const bob = createSyncClient(limited, 'bob', 'bob-phone');
      // A body counts by its size: six of these fit the minute's budget, a seventh does not.
      const large = { bookmarks: [], updatedAt: 1 };
      const sixth = String(Math.floor(SYNC_UNITS_PER_MINUTE / 6) * 64 * 1024);
      const answers = [];
      for (let i = 0; i < 7; i += 1) {
        answers.push(await alice.post('/sync/bookmarks', large, { 'Content-Length': sixth }));
      }

      expect(answers.slice(0, 6).map((answer) => answer.status)).toEqual([
        200, 200, 200, 200, 200, 200,
      ]);
      expect(answers[6]?.status).toBe(429);
      expect(Number(answers[6]?.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(await answers[6]?.json()).toEqual({ error: SYNC_LIMITED_MESSAGE });
      expect((await bob.post('/sync/bookmarks', large)).status).toBe(200);
    });
  });

  // Size caps concern the HTTP layer, not the database: SQLite is enough.
  describe.runIf(target.dialect === 'sqlite')('body size caps', () => {
    it('accepts the largest honest bookmark sync, and refuses a byte over the cap with 413', async () => {
      // The spec's whole-list client at the schema's 10,000 bookmarks, with long custom
      // categories and every number at its longest, and a thousand tombstones of our client.
      const category = 'a category of mine'.padEnd(30, '!');
      const bookmarks = Array.from({ length: MAX_SYNC_BOOKMARKS }, (_, n) =>
        bm(Number.MAX_SAFE_INTEGER - n, Number.MAX_SAFE_INTEGER, category),
      );
      const deleted = bookmarks
        .slice(0, 1_000)
        .map((b) => gone(b.mediaId, Number.MAX_SAFE_INTEGER, category));
      const largest = JSON.stringify({ bookmarks, deleted, updatedAt: Number.MAX_SAFE_INTEGER });
      expect(Buffer.byteLength(largest)).toBeLessThan(MAX_BOOKMARK_SYNC_BYTES);

      expect((await phone.post('/sync/bookmarks', largest)).status).toBe(200);
      const over = await phone.post('/sync/bookmarks', paddedBody(MAX_BOOKMARK_SYNC_BYTES + 1));
      expect(over.status).toBe(413);
      expect(await over.json()).toEqual({ error: 'Request body too large' });
    });

    it('accepts a 5,000-item history of long titles and refuses a byte over the cap with 413', async () => {
      const items = Object.fromEntries(
        Array.from({ length: 5_000 }, (_, n) => [
          String(1_000_000 + n),
          { ...matrix(NOW, 600)['603'], title: 'T'.repeat(100) },
        ]),
      );
      const response = await phone.post('/sync/watch-history', { items });

      expect(response.status).toBe(200);
      const over = await phone.post(
        '/sync/watch-history',
        paddedBody(MAX_WATCH_HISTORY_SYNC_BYTES + 1),
      );
      expect(over.status).toBe(413);
    });
  });
});

/** `{}` padded with JSON whitespace to exactly `bytes` bytes. */
function paddedBody(bytes: number): string {
  return `{${' '.repeat(bytes - 2)}}`;
}
