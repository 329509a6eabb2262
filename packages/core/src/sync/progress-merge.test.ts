import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyProgressEvents,
  compareProgressRecords,
  getProgressEventRecord,
  getProgressKey,
  mergeProgressRecords,
  mergeProgressStates,
  type ProgressEvent,
  type ProgressRecord,
  type ProgressState,
} from './progress-merge';

const MAIN_RUNS = { numRuns: 2000 };
const empty: ProgressState = new Map();

const save = (overrides: Partial<ProgressEvent>): ProgressEvent => ({
  mediaId: '25',
  episodeKey: 's1e1',
  updatedAt: 100,
  watchedSeconds: 600,
  durationSeconds: 3000,
  deviceId: 'phone',
  title: 'Dark',
  year: 2017,
  episode: { id: 's1e1', number: 1, title: 'Secrets', seasonId: '7001' },
  ...overrides,
});
const rec = (overrides: Partial<ProgressEvent>): ProgressRecord =>
  getProgressEventRecord(save(overrides));

// Saves from several devices over a small key space, with many equal times to force ties.
const eventArb: fc.Arbitrary<ProgressEvent> = fc.record(
  {
    mediaId: fc.constantFrom('1', '2'),
    episodeKey: fc.constantFrom('movie', 's1e1', 's1e2'),
    updatedAt: fc.integer({ min: 1, max: 6 }),
    watchedSeconds: fc.constantFrom(0, 30, 95, 100),
    durationSeconds: fc.constantFrom(0, 100, 120),
    deviceId: fc.constantFrom('a', 'b', 'c'),
    title: fc.constantFrom('X', 'Y'),
    year: fc.constantFrom(null, 2000),
    episode: fc.option(
      fc.record(
        {
          id: fc.constantFrom('e1', 'e2'),
          number: fc.nat(3),
          title: fc.constantFrom('', 'T'),
          seasonId: fc.constant('s'),
        },
        { noNullPrototype: true },
      ),
      { nil: null },
    ),
  },
  { noNullPrototype: true },
);
const historyArb = fc.array(eventArb, { maxLength: 12 });
const stateArb = historyArb.map((events) => applyProgressEvents(empty, events));
const devicesArb = fc.array(historyArb, { minLength: 1, maxLength: 4 });
const interleavedArb = devicesArb.chain((devices) => {
  const total = devices.reduce((sum, events) => sum + events.length, 0);
  return fc.tuple(fc.constant(devices), fc.array(fc.nat(), { minLength: total, maxLength: total }));
});

function interleave<T>(histories: readonly (readonly T[])[], picks: readonly number[]): T[] {
  const queues = histories.map((events) => [...events]);
  const order: T[] = [];
  for (const pick of picks) {
    const waiting = queues.filter((queue) => queue.length > 0);
    const next = waiting[pick % waiting.length]?.shift();
    if (next !== undefined) order.push(next);
  }
  return order;
}

const mergeAll = (states: readonly ProgressState[]) => states.reduce(mergeProgressStates, empty);

describe('mergeProgressRecords: cases', () => {
  it('keeps the newer position when two devices saved the same episode', () => {
    const merged = mergeProgressRecords(
      rec({ updatedAt: 100, watchedSeconds: 600 }),
      rec({ updatedAt: 200, watchedSeconds: 60 }),
    );
    expect(merged).toMatchObject({ updatedAt: 200, watchedSeconds: 60 });
  });

  it.each([
    [
      'the further position',
      { watchedSeconds: 50 },
      { watchedSeconds: 70 },
      { watchedSeconds: 70 },
    ],
    [
      'then the longer duration',
      { durationSeconds: 10 },
      { durationSeconds: 20 },
      { durationSeconds: 20 },
    ],
    [
      'then the greater device id',
      { deviceId: 'laptop' },
      { deviceId: 'phone' },
      { deviceId: 'phone' },
    ],
    ['then the greater title', { title: 'A' }, { title: 'B' }, { title: 'B' }],
    ['then the greater year', { year: null }, { year: 1999 }, { year: 1999 }],
    [
      'then the greater episode facts',
      { episode: null },
      { episode: { id: 'x', number: 1, title: '', seasonId: 's' } },
      { episode: { id: 'x', number: 1, title: '', seasonId: 's' } },
    ],
  ])('breaks a tie on updatedAt by %s, whatever the arrival order', (_rule, a, b, expected) => {
    expect(mergeProgressRecords(rec(a), rec(b))).toMatchObject(expected);
    expect(mergeProgressRecords(rec(b), rec(a))).toMatchObject(expected);
  });

  it('keeps that an episode was finished when a later rewatch stops early', () => {
    const finished = rec({ updatedAt: 100, watchedSeconds: 2900 });
    const rewatch = rec({ updatedAt: 500, watchedSeconds: 30 });
    expect(mergeProgressRecords(finished, rewatch)).toMatchObject({
      updatedAt: 500,
      watchedSeconds: 30,
      furthestSeconds: 2900,
      completedAt: 100,
    });
  });

  it('keeps the latest time the media was taken off Continue Watching, whatever the order', () => {
    const hidden = { ...rec({ updatedAt: 100 }), hiddenAt: 300 };
    const laterSave = rec({ updatedAt: 500, deviceId: 'tv' });
    expect(mergeProgressRecords(hidden, laterSave)).toMatchObject({
      updatedAt: 500,
      hiddenAt: 300,
    });
    expect(mergeProgressRecords(laterSave, hidden)).toMatchObject({
      updatedAt: 500,
      hiddenAt: 300,
    });
    expect(mergeProgressRecords(hidden, { ...hidden, hiddenAt: 200 }).hiddenAt).toBe(300);
  });

  it('marks a save complete only above the cutoff of its kind', () => {
    expect(
      rec({ episodeKey: 's1e1', watchedSeconds: 935, durationSeconds: 1000 }).completedAt,
    ).toBe(100);
    expect(
      rec({ episodeKey: 'movie', watchedSeconds: 935, durationSeconds: 1000 }).completedAt,
    ).toBe(0);
    expect(
      rec({ episodeKey: 'movie', watchedSeconds: 941, durationSeconds: 1000 }).completedAt,
    ).toBe(100);
  });

  it('orders identical records as equal', () => {
    expect(compareProgressRecords(rec({}), rec({}))).toBe(0);
  });

  it('keys movies and episodes of one id apart', () => {
    expect(getProgressKey('25', 'movie')).not.toBe(getProgressKey('25', 's1e1'));
  });
});

describe('mergeProgressStates: properties over random multi-device histories', () => {
  it('is commutative', () => {
    fc.assert(
      fc.property(stateArb, stateArb, (a, b) => {
        expect(mergeProgressStates(a, b)).toEqual(mergeProgressStates(b, a));
      }),
      MAIN_RUNS,
    );
  });

  it('is associative', () => {
    fc.assert(
      fc.property(stateArb, stateArb, stateArb, (a, b, c) => {
        expect(mergeProgressStates(mergeProgressStates(a, b), c)).toEqual(
          mergeProgressStates(a, mergeProgressStates(b, c)),
        );
      }),
      MAIN_RUNS,
    );
  });

  it('is idempotent, also when a side is merged in twice', () => {
    fc.assert(
      fc.property(stateArb, stateArb, (a, b) => {
        expect(mergeProgressStates(a, a)).toEqual(a);
        const once = mergeProgressStates(a, b);
        expect(mergeProgressStates(once, b)).toEqual(once);
      }),
      MAIN_RUNS,
    );
  });

  it('agrees with applying all devices’ saves one by one, in any interleaving', () => {
    fc.assert(
      fc.property(interleavedArb, ([devices, picks]) => {
        let oneByOne = empty;
        for (const event of interleave(devices, picks))
          oneByOne = applyProgressEvents(oneByOne, [event]);
        expect(oneByOne).toEqual(
          mergeAll(devices.map((events) => applyProgressEvents(empty, events))),
        );
      }),
      MAIN_RUNS,
    );
  });

  it('resumes from the last save in the total order, and keeps the furthest point and completion of all', () => {
    fc.assert(
      fc.property(devicesArb, (devices) => {
        const merged = mergeAll(devices.map((events) => applyProgressEvents(empty, events)));
        const byKey = new Map<string, ProgressRecord[]>();
        for (const event of devices.flat()) {
          const key = getProgressKey(event.mediaId, event.episodeKey);
          byKey.set(key, [...(byKey.get(key) ?? []), getProgressEventRecord(event)]);
        }
        for (const [key, records] of byKey) {
          const last = [...records].sort(compareProgressRecords).at(-1);
          const result = merged.get(key as ReturnType<typeof getProgressKey>);
          expect(result).toMatchObject({
            updatedAt: last?.updatedAt,
            watchedSeconds: last?.watchedSeconds,
            deviceId: last?.deviceId,
            furthestSeconds: Math.max(...records.map((r) => r.watchedSeconds)),
            completedAt: Math.max(...records.map((r) => r.completedAt)),
          });
        }
      }),
      MAIN_RUNS,
    );
  });

  it('never loses an item: every key any device saved is in the merge', () => {
    fc.assert(
      fc.property(devicesArb, (devices) => {
        const merged = mergeAll(devices.map((events) => applyProgressEvents(empty, events)));
        for (const { mediaId, episodeKey } of devices.flat()) {
          expect(merged.has(getProgressKey(mediaId, episodeKey))).toBe(true);
        }
      }),
      MAIN_RUNS,
    );
  });
});

describe('control: the naive rule "incoming wins if newer or equal" on one record', () => {
  it('forgets finished episodes: fast-check finds a counterexample to "completion only grows"', () => {
    const naive = (current: ProgressRecord, incoming: ProgressRecord) =>
      incoming.updatedAt >= current.updatedAt ? incoming : current;
    const recordArb = eventArb.map((event) =>
      getProgressEventRecord({ ...event, mediaId: '1', episodeKey: 's1e1' }),
    );
    const keepsCompletion = fc.property(recordArb, recordArb, (a, b) => {
      return naive(a, b).completedAt === Math.max(a.completedAt, b.completedAt);
    });
    expect(fc.check(keepsCompletion, { numRuns: 1000 }).failed).toBe(true);
  });
});
