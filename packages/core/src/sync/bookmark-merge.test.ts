import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Bookmark } from '../bookmarks/bookmark-schema';
import { addBookmark, removeBookmark, toMediaId } from '../bookmarks/bookmarks';
import {
  applyBookmarkEvents,
  type BookmarkEvent,
  type BookmarkRecord,
  type BookmarkState,
  getBookmarkKey,
  getBookmarkTombstones,
  getLiveBookmarks,
  isBookmarkPresent,
  mergeBookmarkRecords,
  mergeBookmarkStates,
} from './bookmark-merge';

const MAIN_RUNS = { numRuns: 2000 };
const dune = toMediaId(438631);
const record = (addedAt: number, deletedAt: number, category = 'watchlist'): BookmarkRecord => ({
  mediaId: dune,
  category,
  addedAt,
  deletedAt,
});
const stateOf = (...records: BookmarkRecord[]): BookmarkState =>
  new Map(records.map((r) => [getBookmarkKey(r), r]));
const empty: BookmarkState = new Map();

// Random multi-device histories over a small key space, so that devices collide often.
const eventArb: fc.Arbitrary<BookmarkEvent> = fc.record(
  {
    kind: fc.constantFrom('add', 'remove'),
    mediaId: fc.integer({ min: 1, max: 4 }).map(toMediaId),
    category: fc.constantFrom('watchlist', 'favorites', 'Anime'),
    atMs: fc.integer({ min: 1, max: 40 }),
  },
  { noNullPrototype: true },
);
const historyArb = fc.array(eventArb, { maxLength: 12 });
const stateArb = historyArb.map((events) => applyBookmarkEvents(empty, events));
const devicesArb = fc.array(historyArb, { minLength: 1, maxLength: 4 });

/** Devices' histories plus one interleaving of them (each device's own order kept). */
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

const mergeAll = (states: readonly BookmarkState[]) => states.reduce(mergeBookmarkStates, empty);

describe('mergeBookmarkRecords', () => {
  it.each([
    [
      'keeps a re-add that came after the removal',
      record(30, 0),
      record(10, 20),
      record(30, 20),
      true,
    ],
    [
      'keeps a removal that came after the add',
      record(10, 0),
      record(0, 20),
      record(10, 20),
      false,
    ],
    [
      'lets a re-add at the same instant win over a removal',
      record(20, 0),
      record(0, 20),
      record(20, 20),
      true,
    ],
    ['refreshes addedAt to the later add', record(10, 0), record(15, 0), record(15, 0), true],
  ])('%s', (_rule, a, b, merged, present) => {
    expect(mergeBookmarkRecords(a, b)).toEqual(merged);
    expect(mergeBookmarkRecords(b, a)).toEqual(merged);
    expect(isBookmarkPresent(merged)).toBe(present);
  });
});

describe('mergeBookmarkStates: cases', () => {
  it('keeps every key of both sides', () => {
    const a = stateOf(record(1, 0, 'watchlist'));
    const b = stateOf(record(2, 0, 'favorites'));
    expect([...mergeBookmarkStates(a, b).keys()].sort()).toEqual(
      [
        getBookmarkKey({ mediaId: dune, category: 'favorites' }),
        getBookmarkKey({ mediaId: dune, category: 'watchlist' }),
      ].sort(),
    );
  });

  it('does not change the states it is given', () => {
    const a = stateOf(record(1, 0));
    mergeBookmarkStates(a, stateOf(record(0, 5)));
    expect(a).toEqual(stateOf(record(1, 0)));
  });

  it('keys categories that contain separators without ambiguity', () => {
    expect(getBookmarkKey({ mediaId: toMediaId(1), category: '2,x' })).not.toBe(
      getBookmarkKey({ mediaId: toMediaId(12), category: 'x' }),
    );
    expect(getBookmarkKey({ mediaId: toMediaId(1), category: '"]' })).not.toBe(
      getBookmarkKey({ mediaId: toMediaId(1), category: '\\"]' }),
    );
  });

  it('never lets a stale tombstone beat a newer re-add, whatever the list times', () => {
    // Device A deleted at 20; device B re-added at 30 but its list was last saved... at 25.
    const a = stateOf(record(10, 20));
    const b = stateOf(record(30, 0));
    expect(getLiveBookmarks(mergeBookmarkStates(a, b))).toEqual([
      { mediaId: dune, category: 'watchlist', addedAt: 30 },
    ]);
  });
});

describe('live list and tombstones', () => {
  it('lists live bookmarks oldest first, ties by id then category', () => {
    const state = applyBookmarkEvents(empty, [
      { kind: 'add', mediaId: toMediaId(2), category: 'b', atMs: 5 },
      { kind: 'add', mediaId: toMediaId(2), category: 'a', atMs: 5 },
      { kind: 'add', mediaId: toMediaId(1), category: 'z', atMs: 5 },
      { kind: 'add', mediaId: toMediaId(9), category: 'a', atMs: 1 },
      { kind: 'remove', mediaId: toMediaId(3), category: 'a', atMs: 1 },
    ]);
    expect(getLiveBookmarks(state).map((b) => `${b.mediaId}/${b.category}`)).toEqual([
      '9/a',
      '1/z',
      '2/a',
      '2/b',
    ]);
    expect(getBookmarkTombstones(state)).toEqual([
      { mediaId: 3, category: 'a', addedAt: 0, deletedAt: 1 },
    ]);
  });

  it('orders tombstones by key', () => {
    const state = applyBookmarkEvents(empty, [
      { kind: 'remove', mediaId: toMediaId(2), category: 'a', atMs: 1 },
      { kind: 'remove', mediaId: toMediaId(1), category: 'b', atMs: 1 },
      { kind: 'remove', mediaId: toMediaId(1), category: 'a', atMs: 1 },
    ]);
    expect(getBookmarkTombstones(state).map((r) => `${r.mediaId}/${r.category}`)).toEqual([
      '1/a',
      '1/b',
      '2/a',
    ]);
  });
});

describe('mergeBookmarkStates: properties over random multi-device histories', () => {
  it('is commutative', () => {
    fc.assert(
      fc.property(stateArb, stateArb, (a, b) => {
        expect(mergeBookmarkStates(a, b)).toEqual(mergeBookmarkStates(b, a));
      }),
      MAIN_RUNS,
    );
  });

  it('is associative', () => {
    fc.assert(
      fc.property(stateArb, stateArb, stateArb, (a, b, c) => {
        expect(mergeBookmarkStates(mergeBookmarkStates(a, b), c)).toEqual(
          mergeBookmarkStates(a, mergeBookmarkStates(b, c)),
        );
      }),
      MAIN_RUNS,
    );
  });

  it('is idempotent, also when a side is merged in twice', () => {
    fc.assert(
      fc.property(stateArb, stateArb, (a, b) => {
        expect(mergeBookmarkStates(a, a)).toEqual(a);
        const once = mergeBookmarkStates(a, b);
        expect(mergeBookmarkStates(once, b)).toEqual(once);
      }),
      MAIN_RUNS,
    );
  });

  it('agrees with applying all devices’ events one by one, in any interleaving', () => {
    fc.assert(
      fc.property(interleavedArb, ([devices, picks]) => {
        const deviceStates = devices.map((events) => applyBookmarkEvents(empty, events));
        const order = interleave(devices, picks);
        let oneByOne = empty;
        for (const event of order) oneByOne = applyBookmarkEvents(oneByOne, [event]);
        expect(oneByOne).toEqual(mergeAll(deviceStates));
      }),
      MAIN_RUNS,
    );
  });

  it('agrees with replaying every change in time order on one list (removals first at a tie)', () => {
    fc.assert(
      fc.property(devicesArb, (devices) => {
        const merged = mergeAll(devices.map((events) => applyBookmarkEvents(empty, events)));
        const timeline = devices
          .flat()
          .sort((a, b) => a.atMs - b.atMs || Number(a.kind === 'add') - Number(b.kind === 'add'));
        let list: Bookmark[] = [];
        for (const { kind, mediaId, category, atMs } of timeline) {
          list =
            kind === 'add'
              ? addBookmark(list, { mediaId, mediaType: undefined, category }, atMs)
              : removeBookmark(list, { mediaId, mediaType: undefined, category });
        }
        const sorted = (bookmarks: Bookmark[]) =>
          bookmarks.map((b) => `${b.mediaId}/${b.category}@${b.addedAt}`).sort();
        expect(sorted(getLiveBookmarks(merged))).toEqual(sorted(list));
      }),
      MAIN_RUNS,
    );
  });

  it('never loses an item: every key any device saw is in the merge, live or tombstone', () => {
    fc.assert(
      fc.property(devicesArb, (devices) => {
        const merged = mergeAll(devices.map((events) => applyBookmarkEvents(empty, events)));
        for (const { mediaId, category } of devices.flat()) {
          expect(merged.has(getBookmarkKey({ mediaId: mediaId, category: category }))).toBe(true);
        }
        expect(getLiveBookmarks(merged).length + getBookmarkTombstones(merged).length).toBe(
          merged.size,
        );
      }),
      MAIN_RUNS,
    );
  });
});

describe('control: the naive rule "incoming wins if newer or equal, lists replace lists"', () => {
  interface WholeList {
    bookmarks: Bookmark[];
    updatedAt: number;
  }
  const naiveMerge = (current: WholeList, incoming: WholeList) =>
    incoming.updatedAt >= current.updatedAt ? incoming : current;
  const listArb = historyArb.map((events): WholeList => {
    let bookmarks: Bookmark[] = [];
    for (const { kind, mediaId, category, atMs } of events) {
      bookmarks =
        kind === 'add'
          ? addBookmark(bookmarks, { mediaId, mediaType: undefined, category }, atMs)
          : removeBookmark(bookmarks, { mediaId, mediaType: undefined, category });
    }
    return { bookmarks, updatedAt: Math.max(0, ...events.map((e) => e.atMs)) };
  });
  const keysOf = (list: WholeList) => list.bookmarks.map((b) => getBookmarkKey(b));

  it('loses items: fast-check finds a counterexample to "never loses an item"', () => {
    const neverLoses = fc.property(listArb, listArb, (a, b) => {
      const merged = new Set(keysOf(naiveMerge(a, b)));
      return [...keysOf(a), ...keysOf(b)].every((key) => merged.has(key));
    });
    const result = fc.check(neverLoses, { numRuns: 1000 });
    expect(result.failed).toBe(true);
  });

  it('depends on arrival order: fast-check finds a counterexample to commutativity', () => {
    const commutes = fc.property(listArb, listArb, (a, b) => {
      const ab = naiveMerge(a, b);
      const ba = naiveMerge(b, a);
      return JSON.stringify(ab) === JSON.stringify(ba);
    });
    expect(fc.check(commutes, { numRuns: 1000 }).failed).toBe(true);
  });
});

describe('the media type in the key', () => {
  const shared = toMediaId(615);
  const at = (mediaType: 'movie' | 'tv' | undefined, addedAt: number, deletedAt = 0) => ({
    mediaId: shared,
    ...(mediaType === undefined ? {} : { mediaType }),
    category: 'watchlist',
    addedAt,
    deletedAt,
  });

  it('keys a movie, a series and an untyped bookmark with the same id apart', () => {
    const keys = new Set([
      getBookmarkKey(at('movie', 1)),
      getBookmarkKey(at('tv', 1)),
      getBookmarkKey(at(undefined, 1)),
    ]);
    expect(keys.size).toBe(3);
  });

  it('keeps a movie and a series with the same id both live after a merge', () => {
    const merged = mergeBookmarkStates(stateOf(at('movie', 1)), stateOf(at('tv', 2)));
    expect(getLiveBookmarks(merged)).toEqual([
      { mediaId: shared, mediaType: 'movie', category: 'watchlist', addedAt: 1 },
      { mediaId: shared, mediaType: 'tv', category: 'watchlist', addedAt: 2 },
    ]);
  });

  it('does not let a tombstone of the untyped bookmark remove the typed one', () => {
    const merged = mergeBookmarkStates(stateOf(at('tv', 5)), stateOf(at(undefined, 1, 9)));
    expect(getLiveBookmarks(merged)).toEqual([
      { mediaId: shared, mediaType: 'tv', category: 'watchlist', addedAt: 5 },
    ]);
    expect(getBookmarkTombstones(merged)).toEqual([at(undefined, 1, 9)]);
  });

  it('converges a resolved bookmark: an untyped tombstone plus a typed add beat the untyped add', () => {
    const otherDevice = stateOf(at(undefined, 5));
    const resolvingDevice = applyBookmarkEvents(otherDevice, [
      { kind: 'remove', mediaId: shared, category: 'watchlist', atMs: 20 },
      { kind: 'add', mediaId: shared, mediaType: 'tv', category: 'watchlist', atMs: 5 },
    ]);
    const expected = [{ mediaId: shared, mediaType: 'tv', category: 'watchlist', addedAt: 5 }];
    expect(getLiveBookmarks(mergeBookmarkStates(otherDevice, resolvingDevice))).toEqual(expected);
    expect(getLiveBookmarks(mergeBookmarkStates(resolvingDevice, otherDevice))).toEqual(expected);
  });
});
