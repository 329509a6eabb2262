import { toMediaId } from '@reelhouse/core/bookmarks/bookmarks';
import { planBookmarkLoad } from '@reelhouse/core/bookmarks/load-bookmarks';
import { STORAGE_WRITE_ERROR } from '@reelhouse/core/storage/local-lock';
import { describe, expect, it } from 'vitest';
import {
  createBookmarksStore,
  type BookmarkListChange,
  type BookmarkNotice,
  type BookmarkStorage,
} from './bookmarks-store';

const NOW = 1_700_000_000_000;
const MATRIX = toMediaId(603);
const MATRIX_FILM = { mediaId: MATRIX, mediaType: 'movie' as const };

function setup(
  initial: Record<string, string> = {},
  options: { refuseWrites?: boolean; offline?: boolean } = {},
) {
  const values = new Map(Object.entries(initial));
  let onExternalChange: ((key: string | null) => void) | null = null;
  const storage: BookmarkStorage = {
    read: (key) => values.get(key) ?? null,
    write: (key, value) => {
      if (options.refuseWrites) throw new Error('quota');
      values.set(key, value);
    },
    remove: (keys) => {
      for (const key of keys) values.delete(key);
    },
    subscribe: (onChange) => {
      onExternalChange = onChange;
      return () => {
        onExternalChange = null;
      };
    },
  };
  const notices: (BookmarkNotice & { delayMs?: number })[] = [];
  const changes: BookmarkListChange[] = [];
  let delayMs = 0;
  const store = createBookmarksStore({
    storage,
    nowMs: () => NOW,
    notify: (notice) => notices.push(delayMs === 0 ? notice : { ...notice, delayMs }),
    schedule: (work, delay) => {
      delayMs = delay;
      work();
      delayMs = 0;
    },
    loadPlanner: () =>
      options.offline ? Promise.reject(new Error('offline')) : Promise.resolve(planBookmarkLoad),
    onChange: (change) => changes.push(change),
  });
  const stored = () => JSON.parse(values.get('bookmarks') ?? 'null') as unknown;
  return {
    store,
    values,
    notices,
    changes,
    stored,
    changeInOtherTab: (key: string | null) => onExternalChange?.(key),
  };
}

describe('bookmarks store', () => {
  it('adds a title to the watchlist with the spec toast, stores it, and removes it again', async () => {
    const { store, notices, stored } = setup();
    expect(await store.toggleWatchlist(MATRIX_FILM, 'The Matrix')).toBe('added');
    expect(stored()).toEqual([
      { mediaId: 603, mediaType: 'movie', category: 'watchlist', addedAt: NOW },
    ]);
    expect(notices).toEqual([{ message: 'Added The Matrix to watchlist', kind: 'success' }]);

    expect(await store.toggleWatchlist(MATRIX_FILM, 'The Matrix')).toBe('removed');
    expect(stored()).toEqual([]);
    expect(store.getSnapshot()).toEqual([]);
    expect(notices).toHaveLength(1);
  });

  it('toggles one category without touching the others (an untyped bookmark counts as the title)', async () => {
    const { store, stored } = setup({
      bookmarks: JSON.stringify([{ mediaId: 603, category: 'watchlist', addedAt: 1 }]),
    });
    expect(await store.toggle({ ...MATRIX_FILM, category: 'favorites' }, 'The Matrix')).toBe(
      'added',
    );
    expect(await store.toggle({ ...MATRIX_FILM, category: 'watchlist' }, 'The Matrix')).toBe(
      'removed',
    );
    expect(stored()).toEqual([
      { mediaId: 603, mediaType: 'movie', category: 'favorites', addedAt: NOW },
    ]);
  });

  it('add refreshes the time of a title already in the category and remove deletes it', async () => {
    const { store, stored } = setup({
      bookmarks: JSON.stringify([{ mediaId: 603, category: 'watched', addedAt: 1 }]),
    });
    const untyped = { mediaId: MATRIX, mediaType: undefined };
    expect(await store.add({ ...untyped, category: 'watched' }, 'The Matrix')).toBe(true);
    expect(stored()).toEqual([{ mediaId: 603, category: 'watched', addedAt: NOW }]);
    expect(await store.remove({ ...untyped, category: 'watched' })).toBe(true);
    expect(stored()).toEqual([]);
  });

  it('puts the title into a new category named by the trimmed input, refusing a blank name', async () => {
    const { store, notices, stored } = setup();
    expect(await store.addToNewCategory(MATRIX_FILM, '   ', 'The Matrix')).toEqual({
      ok: false,
      reason: 'empty',
    });
    expect(await store.addToNewCategory(MATRIX_FILM, '  Sci-fi nights ', 'The Matrix')).toEqual({
      ok: true,
      category: 'Sci-fi nights',
    });
    expect(stored()).toEqual([
      { mediaId: 603, mediaType: 'movie', category: 'Sci-fi nights', addedAt: NOW },
    ]);
    expect(notices.at(-1)?.message).toBe('Added The Matrix to Sci-fi nights');
  });

  it('clears stored data that is not a list and says so', async () => {
    const { store, values, notices } = setup({ bookmarks: '{"oops":1}' });
    await store.load();
    expect(store.getSnapshot()).toEqual([]);
    expect(values.has('bookmarks')).toBe(false);
    expect(notices).toEqual([{ message: 'Cleared Bad Bookmark Data', kind: 'error' }]);
  });

  it('migrates the legacy store to the watchlist with the loading then success toast', async () => {
    const { store, values, notices, stored } = setup({
      'media-bookmarks': JSON.stringify([
        { data: { id: 603 }, info: { addedAt: 5_000_000_000_000 } },
      ]),
    });
    await store.load();
    expect(store.getSnapshot()).toEqual([
      { mediaId: 603, category: 'watchlist', addedAt: 5_000_000_000_000 },
    ]);
    expect(stored()).toEqual(store.getSnapshot());
    expect(values.has('media-bookmarks')).toBe(false);
    expect(notices).toEqual([
      {
        message: 'Migrating your bookmarks to support new features and syncing...',
        kind: 'loading',
        id: 'bookmark-migration',
      },
      {
        message: 'Your bookmarks have been upgraded and new features are now available for you!',
        kind: 'success',
        id: 'bookmark-migration',
        delayMs: 10_000,
      },
    ]);
  });

  it('keeps the list unchanged and shows the storage error when the browser refuses the write', async () => {
    const { store, notices } = setup({}, { refuseWrites: true });
    expect(await store.toggleWatchlist(MATRIX_FILM, 'The Matrix')).toBeNull();
    expect(store.getSnapshot()).toEqual([]);
    expect(notices).toEqual([{ message: STORAGE_WRITE_ERROR, kind: 'error' }]);
  });

  it('loads when first subscribed, keeps the same snapshot until a change, and follows other tabs', async () => {
    const { store, values, changeInOtherTab } = setup({
      bookmarks: JSON.stringify([{ mediaId: 603, category: 'watched', addedAt: 1 }]),
    });
    expect(store.getSnapshot()).toEqual([]);
    let calls = 0;
    const stop = store.subscribe(() => {
      calls += 1;
    });
    await store.load();
    expect(calls).toBe(1);
    const loaded = store.getSnapshot();
    expect(loaded).toEqual([{ mediaId: 603, category: 'watched', addedAt: 1 }]);
    expect(store.getSnapshot()).toBe(loaded);

    values.set('bookmarks', JSON.stringify([{ mediaId: 603, category: 'watchlist', addedAt: 2 }]));
    changeInOtherTab('theme');
    await store.load();
    expect(calls).toBe(1);
    changeInOtherTab('bookmarks');
    await store.load();
    expect(calls).toBe(2);
    expect(store.getSnapshot()).toEqual([{ mediaId: 603, category: 'watchlist', addedAt: 2 }]);
    stop();
  });

  it('changes nothing while the load rules cannot be fetched', async () => {
    const { store, values } = setup({ bookmarks: '[]' }, { offline: true });
    expect(await store.toggleWatchlist(MATRIX_FILM, 'The Matrix')).toBeNull();
    expect(values.get('bookmarks')).toBe('[]');
  });

  it('with nothing stored, needs no load rules: the empty list is known at once, and a first add works offline', async () => {
    let plannerLoads = 0;
    const values = new Map<string, string>();
    const store = createBookmarksStore({
      storage: {
        read: (key) => values.get(key) ?? null,
        write: (key, value) => void values.set(key, value),
        remove: () => undefined,
        subscribe: () => () => undefined,
      },
      nowMs: () => NOW,
      notify: () => undefined,
      schedule: () => undefined,
      loadPlanner: () => {
        plannerLoads += 1;
        return Promise.reject(new Error('offline'));
      },
    });
    expect(await store.load()).toBe(true);
    expect(store.getSnapshot()).toEqual([]);
    expect(await store.toggleWatchlist(MATRIX_FILM, 'The Matrix')).not.toBeNull();
    expect(JSON.parse(values.get('bookmarks') ?? '[]')).toMatchObject([
      { mediaId: 603, category: 'watchlist' },
    ]);
    expect(plannerLoads).toBe(0);
  });

  it('reports every stored local change, the list before and after, and nothing for a load', async () => {
    const { store, changes } = setup({
      bookmarks: JSON.stringify([{ mediaId: 603, category: 'watched', addedAt: 1 }]),
    });
    await store.load();
    expect(changes).toEqual([]);
    await store.toggle({ ...MATRIX_FILM, category: 'watched' }, 'The Matrix');
    await store.add({ ...MATRIX_FILM, category: 'favorites' }, 'The Matrix');
    const film = { mediaId: 603, mediaType: 'movie', category: 'favorites', addedAt: NOW };
    expect(changes).toEqual([
      { before: [{ mediaId: 603, category: 'watched', addedAt: 1 }], after: [], atMs: NOW },
      { before: [], after: [film], atMs: NOW },
    ]);
  });

  it('stores an import’s list as an import, planned against the list loaded at that moment, with no toast', async () => {
    const here = { mediaId: 603, category: 'watched', addedAt: 1 };
    const { store, changes, notices, stored } = setup({ bookmarks: JSON.stringify([here]) });
    const dune = {
      mediaId: 438631,
      mediaType: 'movie' as const,
      category: 'watchlist',
      addedAt: 7,
    };
    const seen: unknown[] = [];
    expect(
      await store.importList((current) => {
        seen.push(current);
        return [...current, { ...dune, mediaId: toMediaId(dune.mediaId) }];
      }),
    ).toBe(true);
    expect(seen).toEqual([[here]]);
    expect(stored()).toEqual([here, dune]);
    expect(changes).toEqual([{ before: [here], after: [here, dune], atMs: NOW, isImport: true }]);
    expect(notices).toEqual([]);
  });

  it('gives untyped bookmarks their resolved type as a type resolution, with no toast', async () => {
    const { store, changes, notices, stored } = setup({
      bookmarks: JSON.stringify([
        { mediaId: 615, category: 'watchlist', addedAt: 1 },
        { mediaId: 603, category: 'watchlist', addedAt: 2 },
      ]),
    });
    await store.load();
    expect(await store.resolveMediaTypes(new Map([[toMediaId(615), 'tv']]))).toBe(true);
    const after = [
      { mediaId: 615, mediaType: 'tv', category: 'watchlist', addedAt: 1 },
      { mediaId: 603, category: 'watchlist', addedAt: 2 },
    ];
    expect(stored()).toEqual(after);
    expect(changes).toEqual([
      {
        before: [
          { mediaId: 615, category: 'watchlist', addedAt: 1 },
          { mediaId: 603, category: 'watchlist', addedAt: 2 },
        ],
        after,
        atMs: NOW,
        isTypeResolution: true,
      },
    ]);
    expect(notices).toEqual([]);
    expect(await store.resolveMediaTypes(new Map([[toMediaId(615), 'movie']]))).toBe(true);
    expect(changes).toHaveLength(1);
  });

  it('stores a sync result without a toast or a change report, and skips an unchanged one', async () => {
    const { store, notices, changes, stored, values } = setup({
      bookmarks: JSON.stringify([{ mediaId: 603, category: 'watched', addedAt: 1 }]),
    });
    const merged = [{ mediaId: MATRIX, category: 'watchlist', addedAt: 9 }];
    expect(await store.applySync(() => merged)).toBe(true);
    expect(store.getSnapshot()).toBe(merged);
    expect(stored()).toEqual(merged);
    values.set('bookmarks', 'untouched');
    expect(await store.applySync((current) => current)).toBe(true);
    expect(values.get('bookmarks')).toBe('untouched');
    expect(notices).toEqual([]);
    expect(changes).toEqual([]);
  });

  it('refuses a sync result while the list cannot be loaded', async () => {
    const { store } = setup({ bookmarks: '[]' }, { offline: true });
    expect(await store.applySync(() => [])).toBe(false);
  });
});
