import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WatchHistoryEntry, WatchHistoryItems } from '../watch-history/watch-history-schema';
import { watchHistorySyncRequestSchema, MAX_SYNC_WATCH_ITEMS } from './sync-schema';
import {
  acknowledgeWatchHistorySync,
  applyWatchHistoryAnswer,
  getLastWatchHistoryChangeMs,
  getWatchHistorySyncRequest,
  parseWatchHistorySyncState,
  recordWatchHistoryChanges,
  switchWatchHistorySyncAccount,
  type WatchHistorySyncState,
} from './client-history';
import { serializeListSyncState } from './client-sync-state';

const movie = (updatedAt: number, watched: number, title = 'Sintel'): WatchHistoryEntry => ({
  type: 'movie',
  title,
  updatedAt,
  progress: { watched, duration: 1000 },
});
const show = (updatedAt: number, watched: number, key = 's1e1'): WatchHistoryEntry => ({
  type: 'show',
  title: 'Dark',
  updatedAt,
  progress: { watched, duration: 1000 },
  episodes: {
    [key]: {
      id: 'e',
      number: 1,
      title: 'Secrets',
      seasonId: '7001',
      updatedAt,
      progress: { watched, duration: 1000 },
    },
  },
});
const fresh: WatchHistorySyncState = { account: 'ada', cursor: null, pending: [] };

describe('parseWatchHistorySyncState', () => {
  it('reads the stored state and drops entries whose id is not a history id', () => {
    const state = { account: 'ada', cursor: 3, pending: [{ id: '603', atMs: 5 }] };
    expect(parseWatchHistorySyncState(serializeListSyncState(state))).toEqual(state);
    const raw = JSON.stringify({ ...state, pending: [{ id: '__proto__', atMs: 1 }, { id: '1' }] });
    expect(parseWatchHistorySyncState(raw).pending).toEqual([]);
  });
});

describe('the outbox', () => {
  it('names each changed entry once, with its latest change time', () => {
    const state = recordWatchHistoryChanges(fresh, [
      { id: '603', atMs: 1 },
      { id: '25', atMs: 2 },
      { id: '603', atMs: 3 },
    ]);
    expect(state.pending).toEqual([
      { id: '25', atMs: 2 },
      { id: '603', atMs: 3 },
    ]);
    expect(getLastWatchHistoryChangeMs(state)).toBe(3);
    expect(getLastWatchHistoryChangeMs(fresh)).toBeNull();
  });

  it('keeps its entries for another account but forgets the cursor', () => {
    const state = { account: 'bob', cursor: 9, pending: [{ id: '603', atMs: 1 }] };
    expect(switchWatchHistorySyncAccount(state, 'bob')).toBe(state);
    expect(switchWatchHistorySyncAccount(state, 'ada')).toEqual({
      account: 'ada',
      cursor: null,
      pending: [{ id: '603', atMs: 1 }],
    });
  });

  it('keeps a change made while the request was in flight', () => {
    const state = recordWatchHistoryChanges({ ...fresh, cursor: 1 }, [{ id: '603', atMs: 5 }]);
    const { sent } = getWatchHistorySyncRequest({ '603': movie(5, 10) }, state);
    const during = recordWatchHistoryChanges(state, [{ id: '603', atMs: 7 }]);
    expect(acknowledgeWatchHistorySync(during, sent, 4)).toEqual({
      account: 'ada',
      cursor: 4,
      pending: [{ id: '603', atMs: 7 }],
    });
  });
});

describe('getWatchHistorySyncRequest', () => {
  const items: WatchHistoryItems = { '603': movie(5, 10), '25': show(9, 300), '19': movie(2, 1) };

  it('sends the whole history on the first sync of an account', () => {
    const { body } = getWatchHistorySyncRequest(items, fresh);
    expect(body).toEqual({ items, updatedAt: 9 });
    expect(watchHistorySyncRequestSchema.safeParse(body).success).toBe(true);
  });

  it('sends only the changed entries and the cursor once there is one', () => {
    const state = recordWatchHistoryChanges({ ...fresh, cursor: 12 }, [{ id: '25', atMs: 9 }]);
    const { body, sent } = getWatchHistorySyncRequest(items, state);
    expect(body).toEqual({ items: { '25': show(9, 300) }, updatedAt: 9, since: 12 });
    expect(sent).toEqual(state.pending);
    expect(getWatchHistorySyncRequest(items, { ...fresh, cursor: 12 }).body).toEqual({
      items: {},
      updatedAt: null,
      since: 12,
    });
  });

  it('acknowledges a change to an entry the history no longer holds, without sending it', () => {
    const state = recordWatchHistoryChanges({ ...fresh, cursor: 1 }, [{ id: '77', atMs: 3 }]);
    const { body, sent } = getWatchHistorySyncRequest(items, state);
    expect(body.items).toEqual({});
    expect(sent).toEqual([{ id: '77', atMs: 3 }]);
  });

  it(`sends the ${MAX_SYNC_WATCH_ITEMS} most recent entries; the others stay pending`, () => {
    const many: WatchHistoryItems = {};
    const changes = [];
    for (let i = 0; i <= MAX_SYNC_WATCH_ITEMS; i += 1) {
      many[String(i + 1)] = movie(i + 1, 1);
      changes.push({ id: String(i + 1), atMs: i + 1 });
    }
    const state = recordWatchHistoryChanges({ ...fresh, cursor: 1 }, changes);
    const { body, sent } = getWatchHistorySyncRequest(many, state);
    expect(Object.keys(body.items)).toHaveLength(MAX_SYNC_WATCH_ITEMS);
    expect(body.items['1']).toBeUndefined();
    expect(sent).toHaveLength(MAX_SYNC_WATCH_ITEMS);
    expect(sent.some((c) => c.id === '1')).toBe(false);
  });
});

describe('applyWatchHistoryAnswer', () => {
  const local: WatchHistoryItems = { '603': movie(5, 10), '25': show(9, 300) };

  it('returns the same items when the answer names nothing', () => {
    expect(applyWatchHistoryAnswer(local, {})).toBe(local);
  });

  it('takes the later position of an entry and leaves the others exactly as stored', () => {
    const merged = applyWatchHistoryAnswer(local, { '603': movie(8, 700) });
    expect(merged['603']).toMatchObject({ updatedAt: 8, progress: { watched: 700 } });
    expect(merged['25']).toBe(local['25']);
  });

  it('keeps a local position saved after the server one (a save made in flight)', () => {
    const merged = applyWatchHistoryAnswer(local, { '603': movie(4, 900) });
    expect(merged['603']).toMatchObject({
      updatedAt: 5,
      progress: { watched: 10 },
      furthestWatched: 900,
    });
  });

  it('adds entries and episodes watched on other devices', () => {
    const merged = applyWatchHistoryAnswer(local, {
      '1': movie(3, 1, 'Heat'),
      '25': show(2, 50, 's1e2'),
    });
    expect(merged['1']).toMatchObject({ title: 'Heat' });
    expect(Object.keys((merged['25'] as { episodes: object }).episodes).sort()).toEqual([
      's1e1',
      's1e2',
    ]);
  });

  it('never loses an entry of either side', () => {
    const idArb = fc.constantFrom('1', '2', '3', '4');
    const entryArb = fc
      .tuple(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 1000 }))
      .map(([t, w]) => movie(t, w));
    const itemsArb = fc.dictionary(idArb, entryArb);
    fc.assert(
      fc.property(itemsArb, itemsArb, (a, b) => {
        const merged = applyWatchHistoryAnswer(a, b);
        const expected = new Set([...Object.keys(a), ...Object.keys(b)]);
        return (
          Object.keys(merged).length === expected.size && [...expected].every((id) => id in merged)
        );
      }),
    );
  });
});
