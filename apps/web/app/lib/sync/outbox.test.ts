import { toMediaId } from '@reelhouse/core/bookmarks/bookmarks';
import { describe, expect, it } from 'vitest';
import type { LocalChange } from '../local-changes';
import { createSyncOutbox, type RecordedChanges, type SyncStorage } from './outbox';

const DUNE = toMediaId(438631);

function setup(options: { refuseWrites?: boolean } = {}) {
  const values = new Map<string, string>();
  const storage: SyncStorage = {
    read: (key) => values.get(key) ?? null,
    write: (key, value) => {
      if (options.refuseWrites) throw new Error('quota');
      values.set(key, value);
    },
    remove: (keys) => {
      for (const key of keys) values.delete(key);
    },
  };
  const queued: LocalChange[] = [];
  const recorded: RecordedChanges[] = [];
  const outbox = createSyncOutbox({
    storage,
    takeQueued: () => queued.splice(0),
    onRecorded: (changes) => recorded.push(changes),
  });
  return { outbox, values, queued, recorded };
}

describe('createSyncOutbox', () => {
  it('records bookmark changes as adds and removals, and saves as changed history entries', () => {
    const { outbox, queued, recorded } = setup();
    const dune = { mediaId: DUNE, category: 'watchlist', addedAt: 5 };
    queued.push(
      { type: 'bookmarks', before: [], after: [dune], atMs: 5 },
      { type: 'watch-history', id: '603', atMs: 6 },
      { type: 'bookmarks', before: [dune], after: [], atMs: 7 },
    );
    outbox.flush();
    expect(outbox.readBookmarks().pending).toEqual([
      { kind: 'remove', mediaId: DUNE, category: 'watchlist', atMs: 7 },
    ]);
    expect(outbox.readWatchHistory().pending).toEqual([{ id: '603', atMs: 6 }]);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]?.bookmarkEvents.map((e) => e.kind)).toEqual(['add', 'remove']);
    expect(recorded[0]?.hasVisitorHistoryChange).toBe(false);
  });

  it('says when a history change is the visitor’s own, so it is sent soon', () => {
    const { outbox, queued } = setup();
    queued.push(
      { type: 'watch-history', id: '603', atMs: 6 },
      { type: 'watch-history', id: '604', atMs: 7, isVisitorChange: true },
    );
    expect(outbox.flush()).toMatchObject({ hasVisitorHistoryChange: true });
    expect(outbox.readWatchHistory().pending).toEqual([
      { id: '603', atMs: 6 },
      { id: '604', atMs: 7 },
    ]);
  });

  it('records imported bookmarks for the sync but does not count them as a person’s adds', () => {
    const { outbox, queued, recorded } = setup();
    const dune = { mediaId: DUNE, mediaType: 'movie' as const, category: 'watchlist', addedAt: 5 };
    queued.push({ type: 'bookmarks', before: [], after: [dune], atMs: 9, isImport: true });
    outbox.flush();
    expect(outbox.readBookmarks().pending).toEqual([
      { kind: 'add', mediaId: DUNE, mediaType: 'movie', category: 'watchlist', atMs: 5 },
    ]);
    expect(recorded[0]?.countedBookmarkEvents).toEqual([]);
  });

  it('records a resolved media type for the sync but does not count it as a person’s add or removal', () => {
    const { outbox, queued, recorded } = setup();
    const untyped = { mediaId: DUNE, category: 'watchlist', addedAt: 5 };
    const typed = { ...untyped, mediaType: 'movie' as const };
    queued.push({
      type: 'bookmarks',
      before: [untyped],
      after: [typed],
      atMs: 9,
      isTypeResolution: true,
    });
    outbox.flush();
    expect(outbox.readBookmarks().pending).toEqual([
      { kind: 'add', mediaId: DUNE, mediaType: 'movie', category: 'watchlist', atMs: 5 },
      { kind: 'remove', mediaId: DUNE, category: 'watchlist', atMs: 9 },
    ]);
    expect(recorded[0]?.bookmarkEvents).toHaveLength(2);
    expect(recorded[0]?.countedBookmarkEvents).toEqual([]);
  });

  it('tells nobody when nothing was queued', () => {
    const { outbox, recorded, values } = setup();
    expect(outbox.flush()).toEqual({
      bookmarkEvents: [],
      countedBookmarkEvents: [],
      watchHistoryChanges: [],
      hasVisitorHistoryChange: false,
    });
    expect(recorded).toEqual([]);
    expect(values.size).toBe(0);
  });

  it('keeps going when the browser refuses to store the outbox', () => {
    const { outbox, queued, recorded } = setup({ refuseWrites: true });
    queued.push({ type: 'watch-history', id: '603', atMs: 6 });
    expect(() => outbox.flush()).not.toThrow();
    expect(recorded).toHaveLength(1);
    expect(outbox.readWatchHistory().pending).toEqual([]);
  });
});
