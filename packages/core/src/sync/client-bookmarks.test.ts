import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Bookmark, MediaId } from '../bookmarks/bookmark-schema';
import { addBookmark, removeBookmark, toMediaId } from '../bookmarks/bookmarks';
import {
  applyBookmarkEvents,
  type BookmarkEvent,
  type BookmarkState,
  getLiveBookmarks,
} from './bookmark-merge';
import { syncBookmarks } from './bookmark-wire';
import {
  acknowledgeBookmarkSync,
  applyBookmarkAnswer,
  type BookmarkSyncState,
  buildBookmarkSyncBody,
  getBookmarkChangeEvents,
  getBookmarkSyncRequest,
  parseBookmarkSyncState,
  recordBookmarkEvents,
  switchBookmarkSyncAccount,
} from './client-bookmarks';
import { serializeListSyncState } from './client-sync-state';
import { bookmarkSyncRequestSchema, MAX_SYNC_BOOKMARKS } from './sync-schema';

const [dune, alien, heat] = [toMediaId(438631), toMediaId(348), toMediaId(949)];
const bm = (mediaId: MediaId, addedAt: number, category = 'watchlist'): Bookmark => ({
  mediaId,
  category,
  addedAt,
});
const add = (mediaId: MediaId, atMs: number, category = 'watchlist'): BookmarkEvent => ({
  kind: 'add',
  mediaId,
  category,
  atMs,
});
const remove = (mediaId: MediaId, atMs: number, category = 'watchlist'): BookmarkEvent => ({
  kind: 'remove',
  mediaId,
  category,
  atMs,
});
const fresh: BookmarkSyncState = { account: 'ada', cursor: null, pending: [] };

describe('parseBookmarkSyncState', () => {
  it('reads the stored state and drops outbox entries that are not bookmark changes', () => {
    const raw = JSON.stringify({
      account: 'ada',
      cursor: 4,
      pending: [
        add(dune, 5),
        { kind: 'add', mediaId: -1, category: 'x', atMs: 1 },
        remove(alien, 0),
      ],
    });
    expect(parseBookmarkSyncState(raw)).toEqual({
      account: 'ada',
      cursor: 4,
      pending: [add(dune, 5)],
    });
    const state = { account: 'ada', cursor: 9, pending: [add(dune, 5), remove(alien, 6)] };
    expect(parseBookmarkSyncState(serializeListSyncState(state))).toEqual(state);
  });
});

describe('getBookmarkChangeEvents', () => {
  it('sees an add, a refresh (a new addedAt) and a removal', () => {
    const before = [bm(dune, 10), bm(alien, 20)];
    const after = [bm(alien, 30), bm(heat, 30)];
    expect(getBookmarkChangeEvents(before, after, 30)).toEqual([
      add(alien, 30),
      add(heat, 30),
      remove(dune, 30),
    ]);
  });

  it('dates a removal at least 1 ms after the add it removes (a clock that went back)', () => {
    expect(getBookmarkChangeEvents([bm(dune, 500)], [], 100)).toEqual([remove(dune, 501)]);
  });

  it('sees nothing when the list did not change, and counts a doubled item once', () => {
    const list = [bm(dune, 10, 'favorites'), bm(dune, 10)];
    expect(getBookmarkChangeEvents(list, [...list], 99)).toEqual([]);
    expect(getBookmarkChangeEvents([], [bm(dune, 10), bm(dune, 10)], 10)).toEqual([add(dune, 10)]);
  });
});

describe('switchBookmarkSyncAccount', () => {
  it('keeps the state of the same account', () => {
    const state = { account: 'ada', cursor: 3, pending: [remove(dune, 4)] };
    expect(switchBookmarkSyncAccount(state, 'ada')).toBe(state);
  });

  it('starts another account without a cursor, dropping removals it never saw', () => {
    const anonymous = { account: null, cursor: null, pending: [add(dune, 1), remove(alien, 2)] };
    expect(switchBookmarkSyncAccount(anonymous, 'ada')).toEqual({
      account: 'ada',
      cursor: null,
      pending: [add(dune, 1)],
    });
    const other = { account: 'bob', cursor: 8, pending: [remove(alien, 2)] };
    expect(switchBookmarkSyncAccount(other, 'ada')).toEqual({
      account: 'ada',
      cursor: null,
      pending: [],
    });
  });
});

describe('buildBookmarkSyncBody', () => {
  it('always states the removals, and asks for changes since the cursor once there is one', () => {
    expect(
      buildBookmarkSyncBody({ changed: [bm(dune, 5)], deleted: [], cursor: null, updatedAt: 5 }),
    ).toEqual({
      bookmarks: [bm(dune, 5)],
      updatedAt: 5,
      deleted: [],
    });
    expect(buildBookmarkSyncBody({ changed: [], deleted: [], cursor: 0, updatedAt: null })).toEqual(
      {
        bookmarks: [],
        updatedAt: null,
        deleted: [],
        since: 0,
      },
    );
  });
});

describe('getBookmarkSyncRequest', () => {
  const local = Array.from({ length: 10_000 }, (_, i) => bm(toMediaId(1000 + i), 1000 + i));

  it('sends the whole list and the removals on the first sync of an account', () => {
    const state = recordBookmarkEvents(fresh, [remove(alien, 7), add(dune, 9)]);
    const { body, sent } = getBookmarkSyncRequest([bm(heat, 3), bm(dune, 9)], state);
    expect(body).toEqual({
      bookmarks: [bm(heat, 3), bm(dune, 9)],
      updatedAt: 9,
      deleted: [{ mediaId: alien, category: 'watchlist', deletedAt: 7 }],
    });
    expect(sent).toEqual(state.pending);
    expect(bookmarkSyncRequestSchema.safeParse(body).success).toBe(true);
  });

  it('sends only the changed bookmark of a 10,000-bookmark list once a cursor exists (a small body)', () => {
    const changed = bm(toMediaId(424_242), 99_999);
    const state = recordBookmarkEvents({ ...fresh, cursor: 41 }, [add(changed.mediaId, 99_999)]);
    const { body, sent } = getBookmarkSyncRequest([...local, changed], state);
    expect(body).toEqual({ bookmarks: [changed], updatedAt: 99_999, deleted: [], since: 41 });
    expect(sent).toEqual(state.pending);
    expect(JSON.stringify(body).length).toBeLessThan(200);
  });

  it('sends nothing but the cursor when nothing changed', () => {
    const { body } = getBookmarkSyncRequest(local, { ...fresh, cursor: 2 });
    expect(body).toEqual({ bookmarks: [], updatedAt: null, deleted: [], since: 2 });
  });

  it('acknowledges an add whose bookmark the list no longer holds, without sending it', () => {
    const state = recordBookmarkEvents({ ...fresh, cursor: 1 }, [add(dune, 5)]);
    const { body, sent } = getBookmarkSyncRequest([], state);
    expect(body.bookmarks).toEqual([]);
    expect(sent).toEqual([add(dune, 5)]);
  });

  it(`sends at most the newest ${MAX_SYNC_BOOKMARKS} bookmarks; the adds left out stay pending`, () => {
    const long = [bm(dune, 1), ...local, bm(heat, 20_000)];
    const state = recordBookmarkEvents(fresh, [add(dune, 1), add(heat, 20_000)]);
    const { body, sent } = getBookmarkSyncRequest(long, state);
    expect(body.bookmarks).toHaveLength(MAX_SYNC_BOOKMARKS);
    expect(body.bookmarks[0]).toEqual(bm(toMediaId(1001), 1001));
    expect(sent).toEqual([add(heat, 20_000)]);
  });
});

describe('applyBookmarkAnswer', () => {
  const local = [bm(dune, 10), bm(alien, 20)];

  it('returns the same list when the answer names nothing or changes nothing', () => {
    expect(applyBookmarkAnswer(local, [], { bookmarks: [] })).toBe(local);
    expect(applyBookmarkAnswer(local, [], { bookmarks: [bm(dune, 10)], deleted: [] })).toBe(local);
  });

  it('removes a bookmark whose server tombstone is newer than the local add', () => {
    const answer = {
      bookmarks: [],
      deleted: [{ mediaId: dune, category: 'watchlist', deletedAt: 11 }],
    };
    expect(applyBookmarkAnswer(local, [], answer)).toEqual([bm(alien, 20)]);
  });

  it('keeps a bookmark re-added locally after the server tombstone (or at the same instant)', () => {
    const answer = {
      bookmarks: [],
      deleted: [{ mediaId: dune, category: 'watchlist', deletedAt: 10 }],
    };
    expect(applyBookmarkAnswer(local, [], answer)).toBe(local);
  });

  it('keeps out a bookmark removed locally and not yet acknowledged, unless re-added later elsewhere', () => {
    expect(
      applyBookmarkAnswer([bm(alien, 20)], [remove(dune, 15)], { bookmarks: [bm(dune, 10)] }),
    ).toEqual([bm(alien, 20)]);
    expect(
      applyBookmarkAnswer([bm(alien, 20)], [remove(dune, 15)], { bookmarks: [bm(dune, 16)] }),
    ).toEqual([bm(alien, 20), bm(dune, 16)]);
  });

  it('keeps the local order, takes the newer time, and appends new bookmarks oldest first', () => {
    const answer = { bookmarks: [bm(heat, 40, 'favorites'), bm(alien, 25), bm(heat, 30)] };
    expect(applyBookmarkAnswer([...local, bm(dune, 10)], [], answer)).toEqual([
      bm(dune, 10),
      bm(alien, 25),
      bm(heat, 30),
      bm(heat, 40, 'favorites'),
    ]);
  });
});

describe('acknowledgeBookmarkSync', () => {
  it('clears what was sent and keeps a removal made while the request was in flight', () => {
    const before = recordBookmarkEvents(fresh, [add(dune, 5)]);
    const { sent } = getBookmarkSyncRequest([bm(dune, 5)], before);
    const during = recordBookmarkEvents(before, [remove(dune, 6)]);
    expect(acknowledgeBookmarkSync(during, sent, 12)).toEqual({
      account: 'ada',
      cursor: 12,
      pending: [remove(dune, 6)],
    });
  });
});

// ---- Devices and a server, syncing in any order --------------------------------------------

type Step =
  | {
      type: 'change';
      device: number;
      kind: 'add' | 'remove';
      mediaId: MediaId;
      category: string;
      /** how far the device's clock moved since its last change (clocks never go back) */
      advanceMs: number;
    }
  | { type: 'send' | 'receive'; device: number };

interface Device {
  list: readonly Bookmark[];
  sync: BookmarkSyncState;
  inFlight: {
    answer: {
      bookmarks: Bookmark[];
      deleted: { mediaId: MediaId; category: string; deletedAt: number }[];
    };
    sent: readonly BookmarkEvent[];
    cursor: number;
  } | null;
}

const DEVICES = 3;
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    type: fc.constant('change' as const),
    device: fc.nat({ max: DEVICES - 1 }),
    kind: fc.constantFrom('add' as const, 'remove' as const),
    mediaId: fc.integer({ min: 1, max: 3 }).map(toMediaId),
    category: fc.constantFrom('watchlist', 'favorites'),
    advanceMs: fc.integer({ min: 0, max: 5 }),
  }),
  fc.record({
    type: fc.constantFrom('send' as const, 'receive' as const),
    device: fc.nat({ max: DEVICES - 1 }),
  }),
);

type ApplyAnswer = typeof applyBookmarkAnswer;

function simulate(steps: readonly Step[], apply: ApplyAnswer = applyBookmarkAnswer) {
  let server: BookmarkState = new Map();
  let version = 0;
  const truth: BookmarkEvent[] = [];
  // Each device's clock: skewed against the others, never going back.
  const clocks = Array.from({ length: DEVICES }, (_, i) => 1 + 7 * i);
  const devices: Device[] = Array.from({ length: DEVICES }, () => ({
    list: [],
    sync: fresh,
    inFlight: null,
  }));
  const send = (device: Device) => {
    if (device.inFlight !== null) return;
    const { body, sent } = getBookmarkSyncRequest(device.list, device.sync);
    const result = syncBookmarks(
      server,
      bookmarkSyncRequestSchema.parse(body),
      null,
      Number.MAX_SAFE_INTEGER,
    );
    server = result.state;
    version += 1;
    device.inFlight = {
      answer: { bookmarks: result.answer.bookmarks, deleted: result.answer.deleted ?? [] },
      sent,
      cursor: version,
    };
  };
  const receive = (device: Device) => {
    if (device.inFlight === null) return;
    const { answer, sent, cursor } = device.inFlight;
    device.list = apply(device.list, device.sync.pending, answer);
    device.sync = acknowledgeBookmarkSync(device.sync, sent, cursor);
    device.inFlight = null;
  };
  for (const step of steps) {
    const device = devices[step.device]!;
    if (step.type !== 'change') {
      if (step.type === 'send') send(device);
      else receive(device);
    } else {
      const atMs = (clocks[step.device] ?? 0) + step.advanceMs;
      clocks[step.device] = atMs;
      const target = { mediaId: step.mediaId, mediaType: undefined, category: step.category };
      const after =
        step.kind === 'add'
          ? addBookmark(device.list, target, atMs)
          : removeBookmark(device.list, target);
      const events = getBookmarkChangeEvents(device.list, after, atMs);
      truth.push(...events);
      device.list = after;
      device.sync = recordBookmarkEvents(device.sync, events);
    }
  }
  for (const device of devices) receive(device);
  for (let round = 0; round < 2; round += 1) {
    for (const device of devices) {
      send(device);
      receive(device);
    }
  }
  return { devices, truth: getLiveBookmarks(applyBookmarkEvents(new Map(), truth)), server };
}

const sorted = (list: readonly Bookmark[]) =>
  [...list].map((b) => `${b.mediaId}/${b.category}/${b.addedAt}`).sort();

describe('devices syncing through the server', () => {
  it('all end with the list every change made, in any order of changes, sends and answers', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 40 }), (steps) => {
        const { devices, truth, server } = simulate(steps);
        for (const device of devices) {
          expect(sorted(device.list)).toEqual(sorted(truth));
          expect(device.sync.pending).toEqual([]);
        }
        expect(sorted(getLiveBookmarks(server))).toEqual(sorted(truth));
      }),
      { numRuns: 300 },
    );
  });

  it('control: a client that takes the answer as its new list loses changes made in flight', () => {
    const takeAnswer: ApplyAnswer = (_local, _pending, answer) => answer.bookmarks;
    const converges = fc.property(fc.array(stepArb, { maxLength: 40 }), (steps) => {
      const { devices, truth } = simulate(steps, takeAnswer);
      return devices.every((d) => sorted(d.list).join() === sorted(truth).join());
    });
    expect(fc.check(converges, { numRuns: 1000 }).failed).toBe(true);
  });

  it('a removal made while a sync was in flight survives its answer and goes with the next sync', () => {
    const added = recordBookmarkEvents(fresh, getBookmarkChangeEvents([], [bm(dune, 5)], 5));
    const request = getBookmarkSyncRequest([bm(dune, 5)], added);
    const body = bookmarkSyncRequestSchema.parse(request.body);
    const { answer } = syncBookmarks(new Map(), body, null, Number.MAX_SAFE_INTEGER);
    const removed = recordBookmarkEvents(added, getBookmarkChangeEvents([bm(dune, 5)], [], 6));
    const list = applyBookmarkAnswer([], removed.pending, answer);
    expect(list).toEqual([]);
    const acknowledged = acknowledgeBookmarkSync(removed, request.sent, 1);
    expect(acknowledged.pending).toEqual([remove(dune, 6)]);
    expect(getBookmarkSyncRequest(list, acknowledged).body).toEqual({
      bookmarks: [],
      updatedAt: 6,
      deleted: [{ mediaId: dune, category: 'watchlist', deletedAt: 6 }],
      since: 1,
    });
  });
});

describe('resolving an untyped bookmark', () => {
  const futurama = toMediaId(615);
  const untyped = bm(futurama, 10);
  const typed: Bookmark = { ...untyped, mediaType: 'tv' };

  it('is the removal of the untyped bookmark and the add of the typed one at its own time', () => {
    expect(getBookmarkChangeEvents([untyped], [typed], 50)).toEqual([
      { kind: 'add', mediaId: futurama, mediaType: 'tv', category: 'watchlist', atMs: 10 },
      remove(futurama, 50),
    ]);
  });

  it('carries the type in the body, and leaves it out of the untyped tombstone', () => {
    const state = recordBookmarkEvents(
      { ...fresh, cursor: 3 },
      getBookmarkChangeEvents([untyped], [typed], 50),
    );
    const { body } = getBookmarkSyncRequest([typed], state);
    expect(body).toEqual({
      bookmarks: [typed],
      deleted: [{ mediaId: futurama, category: 'watchlist', deletedAt: 50 }],
      updatedAt: 50,
      since: 3,
    });
    expect(bookmarkSyncRequestSchema.parse(body)).toEqual(body);
  });

  it('reaches another device that still holds the untyped bookmark through the server', () => {
    const server = syncBookmarks(
      new Map(),
      { bookmarks: [untyped], updatedAt: 10, deleted: [] },
      null,
      100,
    ).state;
    const resolved = syncBookmarks(
      server,
      {
        bookmarks: [typed],
        updatedAt: 50,
        deleted: [{ mediaId: futurama, category: 'watchlist', deletedAt: 50 }],
      },
      null,
      100,
    );
    expect(applyBookmarkAnswer([untyped], [], resolved.answer)).toEqual([typed]);
  });
});
