import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Bookmark, MediaId } from '../bookmarks/bookmark-schema';
import { addBookmark, removeBookmark, toMediaId } from '../bookmarks/bookmarks';
import {
  applyBookmarkEvents,
  type BookmarkEvent,
  type BookmarkState,
  getBookmarkKey,
  getLiveBookmarks,
  mergeBookmarkStates,
} from './bookmark-merge';
import {
  getBookmarkChangesFromRequest,
  getBookmarkStateFromWire,
  getBookmarkWire,
  inferBookmarkChanges,
  syncBookmarks,
} from './bookmark-wire';

const empty: BookmarkState = new Map();
const [dune, alien] = [toMediaId(438631), toMediaId(348)];
const bm = (mediaId: MediaId, addedAt: number, category = 'watchlist'): Bookmark => ({
  mediaId,
  category,
  addedAt,
});

describe('wire conversions', () => {
  it('turns a list and tombstones into records, merging duplicates', () => {
    const state = getBookmarkStateFromWire(
      [bm(dune, 5), bm(dune, 9)],
      [{ mediaId: alien, category: 'watchlist', deletedAt: 7 }],
    );
    expect(state).toEqual(
      new Map([
        [
          getBookmarkKey({ mediaId: dune, category: 'watchlist' }),
          { mediaId: dune, category: 'watchlist', addedAt: 9, deletedAt: 0 },
        ],
        [
          getBookmarkKey({ mediaId: alien, category: 'watchlist' }),
          { mediaId: alien, category: 'watchlist', addedAt: 0, deletedAt: 7 },
        ],
      ]),
    );
  });

  it('gives the spec’s list of live bookmarks and the tombstones apart', () => {
    const state = applyBookmarkEvents(empty, [
      { kind: 'add', mediaId: dune, category: 'watchlist', atMs: 5 },
      { kind: 'add', mediaId: alien, category: 'watchlist', atMs: 5 },
      { kind: 'remove', mediaId: alien, category: 'watchlist', atMs: 8 },
    ]);
    expect(getBookmarkWire(state)).toEqual({
      bookmarks: [bm(dune, 5)],
      deleted: [{ mediaId: alien, category: 'watchlist', deletedAt: 8 }],
    });
  });

  it('loses nothing that matters: a round trip through the wire changes no later merge', () => {
    const eventArb: fc.Arbitrary<BookmarkEvent> = fc.record(
      {
        kind: fc.constantFrom('add', 'remove'),
        mediaId: fc.integer({ min: 1, max: 3 }).map(toMediaId),
        category: fc.constantFrom('watchlist', 'favorites'),
        atMs: fc.integer({ min: 1, max: 30 }),
      },
      { noNullPrototype: true },
    );
    const stateArb = fc
      .array(eventArb, { maxLength: 10 })
      .map((events) => applyBookmarkEvents(empty, events));
    fc.assert(
      fc.property(stateArb, stateArb, (state, other) => {
        const { bookmarks, deleted } = getBookmarkWire(state);
        const roundTrip = getBookmarkStateFromWire(bookmarks, deleted);
        expect([...roundTrip.keys()].sort()).toEqual([...state.keys()].sort());
        expect(getLiveBookmarks(mergeBookmarkStates(roundTrip, other))).toEqual(
          getLiveBookmarks(mergeBookmarkStates(state, other)),
        );
      }),
      { numRuns: 1000 },
    );
  });
});

describe('inferBookmarkChanges (three-way)', () => {
  it('infers a removal for an item the server sent last time that the client no longer has', () => {
    const changes = inferBookmarkChanges([bm(dune, 5)], [bm(dune, 5), bm(alien, 6)], 50);
    expect(changes.get(getBookmarkKey({ mediaId: alien, category: 'watchlist' }))).toEqual({
      mediaId: alien,
      category: 'watchlist',
      addedAt: 0,
      deletedAt: 50,
    });
  });

  it('infers nothing from an item the server never sent (a new add) or on a first sync', () => {
    expect(getBookmarkWire(inferBookmarkChanges([bm(dune, 5)], [], 50)).deleted).toEqual([]);
    expect(getBookmarkWire(inferBookmarkChanges([bm(dune, 5)], null, 50))).toEqual({
      bookmarks: [bm(dune, 5)],
      deleted: [],
    });
  });

  it('dates a removal after the add it removes, even when the client’s clock is behind', () => {
    const changes = inferBookmarkChanges([], [bm(alien, 900)], 100);
    expect(changes.get(getBookmarkKey({ mediaId: alien, category: 'watchlist' }))?.deletedAt).toBe(
      901,
    );
  });

  it('does not remove an item another device re-added after the client’s last change', () => {
    // The server sent alien (added at 10); the client dropped it by 40; another device re-added it at 60.
    const stored = getBookmarkStateFromWire([bm(alien, 60)]);
    const merged = mergeBookmarkStates(stored, inferBookmarkChanges([], [bm(alien, 10)], 40));
    expect(getLiveBookmarks(merged)).toEqual([bm(alien, 60)]);
  });
});

describe('getBookmarkChangesFromRequest', () => {
  it('infers removals for a spec client, dated by its list’s updatedAt', () => {
    const changes = getBookmarkChangesFromRequest(
      { bookmarks: [], updatedAt: 70 },
      [bm(dune, 5)],
      100,
    );
    expect(getBookmarkWire(changes).deleted).toEqual([
      { mediaId: dune, category: 'watchlist', deletedAt: 70 },
    ]);
  });

  it('dates removals at the server’s clock when the spec client sends no updatedAt', () => {
    const changes = getBookmarkChangesFromRequest(
      { bookmarks: [], updatedAt: null },
      [bm(dune, 5)],
      100,
    );
    expect(getBookmarkWire(changes).deleted[0]?.deletedAt).toBe(100);
  });

  it('trusts a client that sends its own tombstones, inferring nothing', () => {
    const changes = getBookmarkChangesFromRequest(
      { bookmarks: [], deleted: [{ mediaId: alien, category: 'watchlist', deletedAt: 30 }] },
      [bm(dune, 5)],
      100,
    );
    expect(getBookmarkWire(changes)).toEqual({
      bookmarks: [],
      deleted: [{ mediaId: alien, category: 'watchlist', deletedAt: 30 }],
    });
  });

  it('caps every time at the server’s clock, so a clock running ahead wins nothing', () => {
    const added = getBookmarkChangesFromRequest(
      { bookmarks: [bm(dune, 9_999)], updatedAt: 9_999 },
      null,
      100,
    );
    expect(getLiveBookmarks(added)).toEqual([bm(dune, 100)]);
    const removed = getBookmarkChangesFromRequest(
      { bookmarks: [], deleted: [{ mediaId: dune, category: 'watchlist', deletedAt: 9_999 }] },
      null,
      100,
    );
    expect(getBookmarkWire(removed).deleted[0]?.deletedAt).toBe(100);
    const inferred = getBookmarkChangesFromRequest(
      { bookmarks: [], updatedAt: 9_999 },
      [bm(dune, 5)],
      100,
    );
    expect(getBookmarkWire(inferred).deleted[0]?.deletedAt).toBe(100);
  });
});

describe('syncBookmarks', () => {
  it('merges the request into the stored state and answers everything', () => {
    const stored = getBookmarkStateFromWire([bm(dune, 5)]);
    const { state, answer } = syncBookmarks(
      stored,
      { bookmarks: [bm(alien, 8)], updatedAt: 8 },
      null,
      100,
    );
    expect(answer).toEqual({ bookmarks: [bm(dune, 5), bm(alien, 8)], deleted: [] });
    expect(getLiveBookmarks(state)).toEqual(answer.bookmarks);
  });
});

/** Simulated spec clients (whole lists, no tombstones) syncing through the server. */
type Step =
  | { type: 'add' | 'remove'; client: number; mediaId: MediaId; category: string }
  | { type: 'sync'; client: number };

const stepArb = (clients: number): fc.Arbitrary<Step> =>
  fc.oneof(
    fc.record(
      {
        type: fc.constantFrom('add' as const, 'remove' as const),
        client: fc.nat(clients - 1),
        mediaId: fc.integer({ min: 1, max: 3 }).map(toMediaId),
        category: fc.constantFrom('watchlist', 'favorites'),
      },
      { noNullPrototype: true },
    ),
    fc.record(
      { type: fc.constant('sync' as const), client: fc.nat(clients - 1) },
      { noNullPrototype: true },
    ),
  );

interface Client {
  list: Bookmark[];
  updatedAt: number | null;
  lastSent: Bookmark[] | null;
}

function simulate(clientCount: number, steps: readonly Step[], syncAround: boolean) {
  let server: BookmarkState = new Map();
  let clock = 0;
  const clients: Client[] = Array.from({ length: clientCount }, () => ({
    list: [],
    updatedAt: null,
    lastSent: null,
  }));
  const syncedKeys = new Set<string>();
  const sync = (client: Client) => {
    clock += 1;
    for (const b of client.list) syncedKeys.add(getBookmarkKey(b));
    const result = syncBookmarks(
      server,
      { bookmarks: client.list, updatedAt: client.updatedAt },
      client.lastSent,
      clock,
    );
    server = result.state;
    client.list = result.answer.bookmarks;
    client.lastSent = result.answer.bookmarks;
  };
  for (const step of steps) {
    const client = clients[step.client];
    if (!client) continue;
    if (step.type === 'sync') {
      sync(client);
      continue;
    }
    if (syncAround) sync(client);
    clock += 1;
    const target = { mediaId: step.mediaId, mediaType: undefined, category: step.category };
    client.list =
      step.type === 'add'
        ? addBookmark(client.list, target, clock)
        : removeBookmark(client.list, target);
    client.updatedAt = clock;
    if (syncAround) sync(client);
  }
  for (let round = 0; round < 2; round += 1) clients.forEach(sync);
  return { server, clients, syncedKeys };
}

describe('spec clients syncing whole lists through the server', () => {
  it('converge: after a round of syncs every client holds the server’s list', () => {
    fc.assert(
      fc.property(fc.array(stepArb(3), { maxLength: 30 }), (steps) => {
        const { server, clients } = simulate(3, steps, false);
        for (const client of clients) expect(client.list).toEqual(getLiveBookmarks(server));
      }),
      { numRuns: 1000 },
    );
  });

  it('never lose an item: every key a client ever synced is on the server, live or tombstone', () => {
    fc.assert(
      fc.property(fc.array(stepArb(3), { maxLength: 30 }), (steps) => {
        const { server, syncedKeys } = simulate(3, steps, false);
        for (const key of syncedKeys) expect([...server.keys()]).toContain(key);
      }),
      { numRuns: 1000 },
    );
  });

  it('give exactly one client’s list when only that client makes changes, removals included', () => {
    fc.assert(
      fc.property(fc.array(stepArb(1), { maxLength: 30 }), (steps) => {
        let expected: Bookmark[] = [];
        let clock = 0;
        for (const step of steps) {
          clock += 1;
          if (step.type === 'sync') continue;
          const target = { mediaId: step.mediaId, mediaType: undefined, category: step.category };
          expected =
            step.type === 'add'
              ? addBookmark(expected, target, clock)
              : removeBookmark(expected, target);
        }
        const { server } = simulate(1, steps, false);
        const keys = (list: Bookmark[]) => list.map((b) => getBookmarkKey(b)).sort();
        expect(keys(getLiveBookmarks(server))).toEqual(keys(expected));
      }),
      { numRuns: 1000 },
    );
  });

  it('agree with replaying every change in time order when each client syncs around each change', () => {
    fc.assert(
      fc.property(fc.array(stepArb(3), { maxLength: 25 }), (steps) => {
        let expected: Bookmark[] = [];
        for (const step of steps) {
          if (step.type === 'sync') continue;
          const target = { mediaId: step.mediaId, mediaType: undefined, category: step.category };
          expected =
            step.type === 'add'
              ? addBookmark(expected, target, 0)
              : removeBookmark(expected, target);
        }
        const { server } = simulate(3, steps, true);
        const keys = (list: Bookmark[]) => list.map((b) => getBookmarkKey(b)).sort();
        expect(keys(getLiveBookmarks(server))).toEqual(keys(expected));
      }),
      { numRuns: 1000 },
    );
  });
});
