import {
  applyProgressEvents,
  getProgressEventRecord,
  getProgressKey,
  type ProgressEvent,
  type ProgressRecord,
  type ProgressState,
} from '@reelhouse/core/sync/progress-merge';
import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROWS_PER_PAGE } from './turns';
import { databaseTargets, useTestDatabase } from '../../../test-support/test-database';
import {
  createSqlProgressSyncRepository,
  type ProgressSyncRepository,
} from './progress-repository';
import { byKey, clearAccounts, insertUser, interleave, JAN_1 } from './sync.test-support';

const RUNS = { numRuns: 200 };
const empty: ProgressState = new Map();
const keyOf = (r: ProgressRecord) => getProgressKey(r.mediaId, r.episodeKey);
const sorted = (records: Iterable<ProgressRecord>) => byKey(records, keyOf);

const save = (overrides: Partial<ProgressEvent>): ProgressEvent => ({
  mediaId: '1396',
  episodeKey: 's1e1',
  updatedAt: JAN_1,
  watchedSeconds: 600.5,
  durationSeconds: 3000,
  deviceId: 'phone',
  title: 'Breaking Bad',
  year: 2008,
  episode: { id: '62085', number: 1, title: 'Pilot', seasonId: '3572' },
  ...overrides,
});
const rec = (overrides: Partial<ProgressEvent>): ProgressRecord =>
  getProgressEventRecord(save(overrides));

// Saves over a small key space with many equal times and fields, to force every tie-breaker.
const eventArb: fc.Arbitrary<ProgressEvent> = fc.record(
  {
    mediaId: fc.constantFrom('1', '2'),
    episodeKey: fc.constantFrom('movie', 's1e1', 's1e2'),
    updatedAt: fc.integer({ min: 1, max: 6 }).map((n) => JAN_1 + n),
    watchedSeconds: fc.constantFrom(0, 30, 95, 99.75, 100),
    durationSeconds: fc.constantFrom(0, 100, 120.5),
    deviceId: fc.constantFrom('a', 'B', 'b', 'é'),
    title: fc.constantFrom('X', 'x', 'Ÿ', '千'),
    year: fc.constantFrom(null, 0, 2000),
    episode: fc.option(
      fc.record(
        {
          id: fc.constantFrom('e1', 'e2'),
          number: fc.constantFrom(2, 9, 10),
          title: fc.constantFrom('', 'T', 'T"'),
          seasonId: fc.constant('s'),
        },
        { noNullPrototype: true },
      ),
      { nil: null },
    ),
  },
  { noNullPrototype: true },
);
/** A device: its syncs in order, each the saves made since its previous sync. */
const deviceArb = fc.array(fc.array(eventArb, { maxLength: 5 }), { minLength: 1, maxLength: 4 });
const historyArb = fc.array(deviceArb, { minLength: 1, maxLength: 3 }).chain((devices) => {
  const total = devices.reduce((sum, syncs) => sum + syncs.length, 0);
  const picks = fc.array(fc.nat(), { minLength: total, maxLength: total });
  return fc.tuple(fc.constant(devices), picks, picks);
});

/** Each sync sends the device's whole state so far, as a client does. */
function syncBodies(devices: readonly (readonly ProgressEvent[][])[]): ProgressRecord[][][] {
  return devices.map((syncs) => {
    let state = empty;
    return syncs.map((events) => {
      state = applyProgressEvents(state, events);
      return [...state.values()];
    });
  });
}

describe.each(databaseTargets())('progress sync repository on $dialect', (target) => {
  const getDatabase = useTestDatabase(() => target.open());
  let repository: ProgressSyncRepository;

  beforeAll(() => {
    repository = createSqlProgressSyncRepository(getDatabase().db);
  });

  beforeEach(async () => {
    const { db } = getDatabase();
    await clearAccounts(db);
    await insertUser(db, 'alice');
    await insertUser(db, 'bob');
  });

  it('stores a record and reads it back with every field unchanged and times as numbers', async () => {
    const stored: ProgressRecord = {
      ...rec({}),
      furthestSeconds: 1_234.25,
      completedAt: JAN_1 - 9,
      hiddenAt: JAN_1 - 3,
    };
    const movie = rec({ mediaId: '603', episodeKey: 'movie', episode: null, year: null });
    await repository.mergeIn('alice', [stored, movie]);

    const { records } = await repository.list('alice');

    expect(sorted(records)).toStrictEqual(sorted([stored, movie]));
    expect(typeof records[0]?.updatedAt).toBe('number');
    expect(typeof records[0]?.completedAt).toBe('number');
  });

  it('keeps the later save’s position but the furthest point and completion of any save', async () => {
    const finished = rec({ updatedAt: JAN_1 + 1, watchedSeconds: 2_950 });
    const rewatch = rec({ updatedAt: JAN_1 + 2, watchedSeconds: 60, deviceId: 'tv' });
    await repository.mergeIn('alice', [finished]);
    await repository.mergeIn('alice', [rewatch]);
    await repository.mergeIn('bob', [rewatch]);
    await repository.mergeIn('bob', [finished]);

    const expected = [{ ...rewatch, furthestSeconds: 2_950, completedAt: JAN_1 + 1 }];
    expect((await repository.list('alice')).records).toStrictEqual(expected);
    expect((await repository.list('bob')).records).toStrictEqual(expected);
  });

  it('keeps the latest time the media was taken off Continue Watching, and a later hiding is a change', async () => {
    const save = rec({ updatedAt: JAN_1 + 5 });
    await repository.mergeIn('alice', [{ ...save, hiddenAt: JAN_1 + 7 }]);
    const { cursor } = await repository.mergeIn('alice', [{ ...save, hiddenAt: JAN_1 + 6 }]);
    expect((await repository.list('alice')).records[0]?.hiddenAt).toBe(JAN_1 + 7);
    expect((await repository.list('alice', cursor)).records).toEqual([]);

    await repository.mergeIn('alice', [{ ...save, hiddenAt: JAN_1 + 9 }]);
    const changed = await repository.list('alice', cursor);
    expect(changed.records.map((record) => record.hiddenAt)).toEqual([JAN_1 + 9]);
  });

  it.each([
    ['the further position', { watchedSeconds: 50 }, { watchedSeconds: 70 }],
    ['then the longer duration', { durationSeconds: 10 }, { durationSeconds: 20 }],
    ['then the device id by code point', { deviceId: 'Z' }, { deviceId: 'a' }],
    ['then the title', { title: 'A' }, { title: 'B' }],
    ['then the year, none first', { year: null }, { year: 0 }],
    ['then the episode facts as JSON text', { episode: null }, { episode: rec({}).episode }],
    [
      'then the episode facts by text, not number',
      { episode: { id: 'e', number: 10, title: '', seasonId: 's' } },
      { episode: { id: 'e', number: 9, title: '', seasonId: 's' } },
    ],
  ])('breaks a tie on updatedAt by %s, whatever the arrival order', async (_rule, a, b) => {
    await repository.mergeIn('alice', [rec(a)]);
    await repository.mergeIn('alice', [rec(b)]);
    await repository.mergeIn('bob', [rec(b)]);
    await repository.mergeIn('bob', [rec(a)]);

    expect((await repository.list('alice')).records).toMatchObject([rec(b)]);
    expect((await repository.list('bob')).records).toMatchObject([rec(b)]);
  });

  it.runIf(target.dialect === 'postgres')(
    'compares text tie-breakers by code point even where the columns sort by language',
    async () => {
      const { db } = getDatabase();
      const setCollation = (collation: string) =>
        sql`alter table watch_progress alter column device_id type text collate ${sql.id(collation)}`.execute(
          db,
        );
      await setCollation('und-x-icu'); // a language order: 'a' before 'Z'
      try {
        await repository.mergeIn('alice', [rec({ deviceId: 'a' })]);
        await repository.mergeIn('alice', [rec({ deviceId: 'Z' })]);

        expect((await repository.list('alice')).records).toMatchObject([{ deviceId: 'a' }]);
      } finally {
        await setCollation('default');
      }
    },
  );

  it('refuses a merge for an unknown user and stores nothing', async () => {
    await expect(repository.mergeIn('nobody', [rec({})])).rejects.toThrow();
    const { db } = getDatabase();
    expect(await db.selectFrom('watch_progress').selectAll().execute()).toEqual([]);
  });

  it('writes more records than one statement batch holds, duplicates merged, and reads back more than a page holds', async () => {
    const count = ROWS_PER_PAGE * 2 + 300;
    const many = Array.from({ length: count }, (_, n) => rec({ mediaId: String(n + 1) }));
    await repository.mergeIn('alice', [...many, rec({ mediaId: '1', updatedAt: JAN_1 + 5 })]);

    const { records } = await repository.list('alice');
    expect(records).toHaveLength(count);
    expect(new Set(records.map((r) => r.mediaId)).size).toBe(count);
    expect(records.find((r) => r.mediaId === '1')?.updatedAt).toBe(JAN_1 + 5);
  });

  it('removes a user’s progress when the user is deleted', async () => {
    const { db } = getDatabase();
    await repository.mergeIn('alice', [rec({})]);
    await repository.mergeIn('bob', [rec({})]);

    await db.deleteFrom('users').where('id', '=', 'alice').execute();

    expect(await db.selectFrom('watch_progress').select('user_id').execute()).toEqual([
      { user_id: 'bob' },
    ]);
  });

  it('agrees with core’s merge and converges whatever order the devices’ syncs arrive in', async () => {
    await fc.assert(
      fc.asyncProperty(historyArb, async ([devices, picksA, picksB]) => {
        const { db } = getDatabase();
        await db.deleteFrom('watch_progress').execute();
        const bodies = syncBodies(devices);
        const expected = applyProgressEvents(empty, devices.flat(2));

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
          await db.deleteFrom('watch_progress').execute();
          const first = applyProgressEvents(empty, before);
          const final = applyProgressEvents(first, after);
          await repository.mergeIn('alice', [...first.values()]);
          const { cursor } = await repository.list('alice');

          await repository.mergeIn('alice', [...applyProgressEvents(empty, after).values()]);

          const changed = [...final.entries()]
            .filter(([key, value]) => JSON.stringify(first.get(key)) !== JSON.stringify(value))
            .map(([, value]) => value);
          const answer = await repository.list('alice', cursor);
          expect(sorted(answer.records)).toStrictEqual(sorted(changed));
          expect(answer.cursor).toBeGreaterThan(cursor);
        },
      ),
      RUNS,
    );
  });
});
