import type { MediaId } from '@reelhouse/core/bookmarks/bookmark-schema';
import {
  applyBookmarkEvents,
  type BookmarkEvent,
  type BookmarkRecord,
  type BookmarkState,
  getBookmarkKey,
  isBookmarkPresent,
} from '@reelhouse/core/sync/bookmark-merge';
import fc from 'fast-check';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROWS_PER_PAGE } from './turns';
import { databaseTargets, useTestDatabase } from '../../../test-support/test-database';
import {
  type BookmarkSyncRepository,
  createSqlBookmarkSyncRepository,
} from './bookmark-repository';
import { byKey, clearAccounts, insertUser, interleave, JAN_1 } from './sync.test-support';

const RUNS = { numRuns: 200 };
const empty: BookmarkState = new Map();
const id = (n: number) => n as MediaId;
const keyOf = (r: BookmarkRecord) => getBookmarkKey(r);
const sorted = (records: Iterable<BookmarkRecord>) => byKey(records, keyOf);
const record = (overrides: Partial<BookmarkRecord>): BookmarkRecord => ({
  mediaId: id(603),
  category: 'Watchlist',
  addedAt: JAN_1,
  deletedAt: 0,
  ...overrides,
});

// Changes over a small key space with many equal times, to force ties between add and remove.
const eventArb: fc.Arbitrary<BookmarkEvent> = fc.record(
  {
    kind: fc.constantFrom('add' as const, 'remove' as const),
    mediaId: fc.constantFrom(id(1), id(2), id(3)),
    category: fc.constantFrom('Watchlist', 'Favourites', 'À voir 千'),
    atMs: fc.integer({ min: 1, max: 8 }).map((n) => JAN_1 + n),
  },
  { noNullPrototype: true },
);
/** A device: its syncs in order, each the events made since its previous sync. */
const deviceArb = fc.array(fc.array(eventArb, { maxLength: 5 }), { minLength: 1, maxLength: 4 });
const historyArb = fc.array(deviceArb, { minLength: 1, maxLength: 3 }).chain((devices) => {
  const total = devices.reduce((sum, syncs) => sum + syncs.length, 0);
  const picks = fc.array(fc.nat(), { minLength: total, maxLength: total });
  return fc.tuple(fc.constant(devices), picks, picks);
});

/** Each sync sends the device's whole state so far, as a client does. */
function syncBodies(devices: readonly (readonly BookmarkEvent[][])[]): BookmarkRecord[][][] {
  return devices.map((syncs) => {
    let state = empty;
    return syncs.map((events) => {
      state = applyBookmarkEvents(state, events);
      return [...state.values()];
    });
  });
}

describe.each(databaseTargets())('bookmark sync repository on $dialect', (target) => {
  const getDatabase = useTestDatabase(() => target.open());
  let repository: BookmarkSyncRepository;

  beforeAll(() => {
    repository = createSqlBookmarkSyncRepository(getDatabase().db);
  });

  beforeEach(async () => {
    const { db } = getDatabase();
    await clearAccounts(db);
    await insertUser(db, 'alice');
    await insertUser(db, 'bob');
  });

  it('stores a record and reads it back with every field unchanged and times as numbers', async () => {
    const stored = record({ mediaId: id(9_007_199_254_740_991), deletedAt: JAN_1 - 1 });
    await repository.mergeIn('alice', [stored]);

    const { records } = await repository.list('alice');

    expect(records).toStrictEqual([stored]);
    expect(typeof records[0]?.addedAt).toBe('number');
    expect(typeof records[0]?.mediaId).toBe('number');
  });

  it('keeps each time at its maximum whatever order two syncs arrive in', async () => {
    const add = record({ addedAt: JAN_1 + 5 });
    const remove = record({ addedAt: 0, deletedAt: JAN_1 + 7 });
    await repository.mergeIn('alice', [add]);
    await repository.mergeIn('alice', [remove]);
    await repository.mergeIn('bob', [remove]);
    await repository.mergeIn('bob', [add]);

    const expected = [record({ addedAt: JAN_1 + 5, deletedAt: JAN_1 + 7 })];
    expect((await repository.list('alice')).records).toStrictEqual(expected);
    expect((await repository.list('bob')).records).toStrictEqual(expected);
  });

  it('keeps a removal as a tombstone, and a later re-add brings the bookmark back', async () => {
    await repository.mergeIn('alice', [record({ addedAt: JAN_1 })]);
    await repository.mergeIn('alice', [record({ addedAt: 0, deletedAt: JAN_1 + 1 })]);

    const [tombstone] = (await repository.list('alice')).records;
    expect(tombstone).toStrictEqual(record({ addedAt: JAN_1, deletedAt: JAN_1 + 1 }));
    expect(tombstone && isBookmarkPresent(tombstone)).toBe(false);

    await repository.mergeIn('alice', [record({ addedAt: JAN_1 + 2 })]);
    const [back] = (await repository.list('alice')).records;
    expect(back && isBookmarkPresent(back)).toBe(true);
  });

  it('merges duplicates of one key within a single sync', async () => {
    await repository.mergeIn('alice', [
      record({ addedAt: JAN_1 + 3 }),
      record({ addedAt: 0, deletedAt: JAN_1 + 2 }),
      record({ addedAt: JAN_1 + 1 }),
    ]);

    expect((await repository.list('alice')).records).toStrictEqual([
      record({ addedAt: JAN_1 + 3, deletedAt: JAN_1 + 2 }),
    ]);
  });

  it('keeps each user’s bookmarks apart', async () => {
    await repository.mergeIn('alice', [record({ mediaId: id(1) })]);
    await repository.mergeIn('bob', [record({ mediaId: id(2) })]);

    expect((await repository.list('alice')).records.map((r) => r.mediaId)).toEqual([1]);
    expect((await repository.list('bob')).records.map((r) => r.mediaId)).toEqual([2]);
  });

  it('writes more records than one statement batch holds, and reads back more than a page holds, in key order', async () => {
    const count = ROWS_PER_PAGE * 2 + 234;
    const many = Array.from({ length: count }, (_, n) => [
      record({ mediaId: id(count - n) }),
      record({ mediaId: id(count - n), category: 'favorites' }),
    ]).flat();
    await repository.mergeIn('alice', many);

    const { records } = await repository.list('alice');
    expect(records).toHaveLength(count * 2);
    const keys = records.map((r) => `${String(r.mediaId).padStart(6, '0')}/${r.category}`);
    expect(keys).toEqual([...keys].sort());
    expect(new Set(keys).size).toBe(count * 2);
  });

  it('stores a typed movie and a typed series with the same id as two bookmarks', async () => {
    const film = record({ mediaId: id(615), mediaType: 'movie', addedAt: JAN_1 + 1 });
    const series = record({ mediaId: id(615), mediaType: 'tv', addedAt: JAN_1 + 2 });
    await repository.mergeIn('alice', [film]);
    await repository.mergeIn('alice', [series]);
    expect(sorted((await repository.list('alice')).records)).toEqual(sorted([film, series]));
  });

  it('keeps an untyped bookmark apart from the typed ones of its id, and answers it without a type', async () => {
    const untyped = record({ mediaId: id(615) });
    const series = record({ mediaId: id(615), mediaType: 'tv' });
    await repository.mergeIn('alice', [untyped, series]);
    const { records } = await repository.list('alice');
    expect(sorted(records)).toEqual(sorted([untyped, series]));
    expect(records.find((r) => r.mediaType === undefined)).not.toHaveProperty('mediaType');
  });

  it('converges a resolved bookmark: an untyped tombstone and a typed add leave only the typed one live', async () => {
    await repository.mergeIn('alice', [record({ mediaId: id(615), addedAt: JAN_1 })]);
    const { cursor } = await repository.mergeIn('alice', [
      record({ mediaId: id(615), addedAt: 0, deletedAt: JAN_1 + 50 }),
      record({ mediaId: id(615), mediaType: 'tv', addedAt: JAN_1 }),
    ]);
    // A device that had not heard of the resolution sends its untyped add again.
    await repository.mergeIn('alice', [record({ mediaId: id(615), addedAt: JAN_1 })]);
    const { records } = await repository.list('alice');
    expect(records.filter(isBookmarkPresent)).toEqual([
      record({ mediaId: id(615), mediaType: 'tv', addedAt: JAN_1 }),
    ]);
    expect((await repository.list('alice', cursor)).records).toEqual([]);
  });

  it('pages through a movie, a series and an untyped bookmark of one id and category', async () => {
    const count = ROWS_PER_PAGE + 17;
    const many = Array.from({ length: count }, (_, n) =>
      (['movie', 'tv', undefined] as const).map((mediaType) =>
        record({ mediaId: id(n + 1), ...(mediaType ? { mediaType } : {}) }),
      ),
    ).flat();
    await repository.mergeIn('alice', many);
    const { records } = await repository.list('alice');
    expect(sorted(records)).toEqual(sorted(many));
  });

  it('refuses a merge for an unknown user and stores nothing', async () => {
    await expect(repository.mergeIn('nobody', [record({})])).rejects.toThrow();
    const { db } = getDatabase();
    expect(await db.selectFrom('bookmarks').selectAll().execute()).toEqual([]);
  });

  it('answers an unknown user with nothing and cursor 0', async () => {
    expect(await repository.list('nobody')).toEqual({ records: [], cursor: 0 });
  });

  it('answers only what changed after the cursor, and nothing for a sync that changed nothing', async () => {
    await repository.mergeIn('alice', [record({ mediaId: id(1) }), record({ mediaId: id(2) })]);
    const { cursor } = await repository.list('alice');

    await repository.mergeIn('alice', [record({ mediaId: id(1) })]); // already known
    const unchanged = await repository.list('alice', cursor);
    expect(unchanged.records).toEqual([]);
    expect(unchanged.cursor).toBeGreaterThanOrEqual(cursor);

    await repository.mergeIn('alice', [record({ mediaId: id(2), deletedAt: JAN_1 + 1 })]);
    const changed = await repository.list('alice', unchanged.cursor);
    expect(changed.records).toStrictEqual([record({ mediaId: id(2), deletedAt: JAN_1 + 1 })]);
    expect(changed.cursor).toBeGreaterThan(unchanged.cursor);
    expect((await repository.list('alice', changed.cursor)).records).toEqual([]);
  });

  it('answers everything for a cursor it never handed out', async () => {
    await repository.mergeIn('alice', [record({})]);

    const { records } = await repository.list('alice', 1_000_000);

    expect(records).toStrictEqual([record({})]);
  });

  it('removes a user’s bookmarks and sessions when the user is deleted', async () => {
    const { db } = getDatabase();
    await repository.mergeIn('alice', [record({})]);
    await repository.mergeIn('bob', [record({})]);
    await db
      .insertInto('sessions')
      .values({
        id: 's1',
        user_id: 'alice',
        secret_hash: 'h',
        created_at: JAN_1,
        last_seen_at: JAN_1,
        expires_at: JAN_1 + 1,
      })
      .execute();

    await db.deleteFrom('users').where('id', '=', 'alice').execute();

    expect(await db.selectFrom('bookmarks').select('user_id').execute()).toEqual([
      { user_id: 'bob' },
    ]);
    expect(await db.selectFrom('sessions').selectAll().execute()).toEqual([]);
  });

  it('agrees with core’s merge and converges whatever order the devices’ syncs arrive in', async () => {
    await fc.assert(
      fc.asyncProperty(historyArb, async ([devices, picksA, picksB]) => {
        const { db } = getDatabase();
        await db.deleteFrom('bookmarks').execute();
        const bodies = syncBodies(devices);
        const expected = applyBookmarkEvents(empty, devices.flat(2));

        for (const body of interleave(bodies, picksA)) await repository.mergeIn('alice', body);
        for (const body of interleave(bodies, picksB).reverse()) {
          await repository.mergeIn('bob', body);
        }

        const alice = (await repository.list('alice')).records;
        const bob = (await repository.list('bob')).records;
        expect(sorted(alice)).toStrictEqual(sorted(expected.values()));
        expect(bob).toStrictEqual(alice);
      }),
      RUNS,
    );
  });

  it('answers a since cursor with exactly the records that changed after it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(eventArb, { maxLength: 10 }),
        fc.array(eventArb, { maxLength: 10 }),
        async (before, after) => {
          const { db } = getDatabase();
          await db.deleteFrom('bookmarks').execute();
          const first = applyBookmarkEvents(empty, before);
          const final = applyBookmarkEvents(first, after);
          await repository.mergeIn('alice', [...first.values()]);
          const { cursor } = await repository.list('alice');

          await repository.mergeIn('alice', [...applyBookmarkEvents(empty, after).values()]);

          const changed = [...final.entries()]
            .filter(([key, value]) => JSON.stringify(first.get(key)) !== JSON.stringify(value))
            .map(([, value]) => value);
          const answer = await repository.list('alice', cursor);
          expect(sorted(answer.records)).toStrictEqual(sorted(changed));
        },
      ),
      RUNS,
    );
  });
});
