import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acknowledgeListSync,
  addPendingChanges,
  getSyncRetryDelayMs,
  MAX_PENDING_CHANGES,
  parseListSyncState,
  parseSyncTime,
  serializeListSyncState,
  SYNC_RETRY_BASE_MS,
  SYNC_RETRY_MAX_MS,
} from './client-sync-state';

interface Change {
  id: string;
  atMs: number;
}

const readChange = (value: unknown): Change | null =>
  value !== null &&
  typeof value === 'object' &&
  'id' in value &&
  typeof value.id === 'string' &&
  'atMs' in value &&
  typeof value.atMs === 'number'
    ? { id: value.id, atMs: value.atMs }
    : null;
const byId = (change: Change) => change.id;
const identity = (change: Change) => `${change.id}@${change.atMs}`;
const empty = { account: null, cursor: null, pending: [] };

describe('parseListSyncState', () => {
  it('reads what serializeListSyncState stored', () => {
    const state = { account: 'ada', cursor: 42, pending: [{ id: '603', atMs: 5 }] };
    expect(parseListSyncState(serializeListSyncState(state), readChange)).toEqual(state);
  });

  it.each([
    ['nothing stored', null],
    ['text that is not JSON', '{oops'],
    ['JSON that is not a record', '[1,2]'],
    ['null', 'null'],
  ])('starts empty (a whole sync next) from %s', (_, raw) => {
    expect(parseListSyncState(raw, readChange)).toEqual(empty);
  });

  it('keeps the readable fields and entries of a damaged record', () => {
    const raw = JSON.stringify({
      account: '',
      cursor: -3,
      pending: [{ id: '1', atMs: 1 }, 'junk', { id: 2 }, { id: '3', atMs: 3 }],
    });
    expect(parseListSyncState(raw, readChange)).toEqual({
      account: null,
      cursor: null,
      pending: [
        { id: '1', atMs: 1 },
        { id: '3', atMs: 3 },
      ],
    });
    expect(parseListSyncState('{"account":"ada","cursor":7,"pending":5}', readChange)).toEqual({
      account: 'ada',
      cursor: 7,
      pending: [],
    });
  });

  it(`keeps at most the newest ${MAX_PENDING_CHANGES} stored entries`, () => {
    const pending = Array.from({ length: MAX_PENDING_CHANGES + 2 }, (_, i) => ({
      id: String(i),
      atMs: i,
    }));
    const state = parseListSyncState(JSON.stringify({ ...empty, pending }), readChange);
    expect(state.pending).toHaveLength(MAX_PENDING_CHANGES);
    expect(state.pending[0]).toEqual({ id: '2', atMs: 2 });
  });
});

describe('addPendingChanges', () => {
  it('keeps one entry per item, the latest change last', () => {
    const state = {
      ...empty,
      pending: [
        { id: 'a', atMs: 1 },
        { id: 'b', atMs: 2 },
      ],
    };
    expect(addPendingChanges(state, [{ id: 'a', atMs: 3 }], byId).pending).toEqual([
      { id: 'b', atMs: 2 },
      { id: 'a', atMs: 3 },
    ]);
  });

  it('returns the same state when nothing changed', () => {
    const state = { ...empty, pending: [{ id: 'a', atMs: 1 }] };
    expect(addPendingChanges(state, [], byId)).toBe(state);
  });

  it(`drops the oldest entries beyond ${MAX_PENDING_CHANGES}`, () => {
    const many = Array.from({ length: MAX_PENDING_CHANGES + 1 }, (_, i) => ({
      id: String(i),
      atMs: i,
    }));
    const state = addPendingChanges(empty, many, byId);
    expect(state.pending).toHaveLength(MAX_PENDING_CHANGES);
    expect(state.pending.at(-1)).toEqual({
      id: String(MAX_PENDING_CHANGES),
      atMs: MAX_PENDING_CHANGES,
    });
  });
});

describe('acknowledgeListSync', () => {
  it('removes what was sent and keeps a change made while the request was in flight', () => {
    const sent = [
      { id: 'a', atMs: 1 },
      { id: 'b', atMs: 2 },
    ];
    const now = { account: 'ada', cursor: 3, pending: [...sent, { id: 'c', atMs: 4 }] };
    const changedInFlight = addPendingChanges(now, [{ id: 'a', atMs: 5 }], byId);
    expect(acknowledgeListSync(changedInFlight, sent, 9, identity)).toEqual({
      account: 'ada',
      cursor: 9,
      pending: [
        { id: 'c', atMs: 4 },
        { id: 'a', atMs: 5 },
      ],
    });
  });

  it('forgets the cursor when the answer carries none (the next sync is whole again)', () => {
    const state = { account: 'ada', cursor: 3, pending: [] };
    expect(acknowledgeListSync(state, [], undefined, identity).cursor).toBeNull();
  });
});

describe('parseSyncTime', () => {
  it.each([
    [null, null],
    ['', null],
    ['0', null],
    ['-5', null],
    ['12.5', null],
    ['soon', null],
    ['12345678901234567', null],
    ['1700000000000', 1_700_000_000_000],
  ])('reads %j as %j', (raw, expected) => {
    expect(parseSyncTime(raw)).toBe(expected);
  });
});

describe('getSyncRetryDelayMs', () => {
  it('waits 30 s after the first failure, doubling, at most 15 minutes', () => {
    expect([0, 1, 2, 3, 6, 50].map((failures) => getSyncRetryDelayMs(failures, 0))).toEqual([
      30_000, 30_000, 60_000, 120_000, 900_000, 900_000,
    ]);
  });

  it('spreads retries by up to 20 % without passing the ceiling', () => {
    expect(getSyncRetryDelayMs(1, 0.5)).toBe(33_000);
    expect(getSyncRetryDelayMs(1, 7)).toBe(36_000);
    expect(getSyncRetryDelayMs(1, Number.NaN)).toBe(30_000);
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 100 }), fc.double({ min: 0, max: 1 }), (n, j) => {
        const delay = getSyncRetryDelayMs(n, j);
        return delay >= SYNC_RETRY_BASE_MS && delay <= SYNC_RETRY_MAX_MS;
      }),
    );
  });

  it('never waits less after more failures (same jitter)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (n, j) => {
          return getSyncRetryDelayMs(n + 1, j) >= getSyncRetryDelayMs(n, j);
        },
      ),
    );
  });
});
