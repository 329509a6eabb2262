import { migrateWatchHistory } from '@reelhouse/core/watch-history/migration';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_WATCH_HISTORY, createWatchHistoryReader } from './watch-history-store';

const stored = {
  items: {
    '603': {
      type: 'movie',
      title: 'The Matrix',
      updatedAt: 5,
      progress: { watched: 10, duration: 100 },
    },
  },
};

function setup(initial: string | null) {
  let raw = initial;
  let external: (() => void) | null = null;
  const stop = vi.fn();
  const loadMigrate = vi.fn(() => Promise.resolve(migrateWatchHistory));
  const reader = createWatchHistoryReader({
    readRaw: () => raw,
    loadMigrate,
    watchExternalChanges: (onChange) => {
      external = onChange;
      return stop;
    },
  });
  return {
    reader,
    loadMigrate,
    stop,
    write: (value: string | null) => (raw = value),
    fireExternal: () => external?.(),
  };
}

describe('createWatchHistoryReader', () => {
  it('starts empty and reads the stored history once subscribed', async () => {
    const { reader } = setup(JSON.stringify(stored));
    expect(reader.getSnapshot()).toBe(EMPTY_WATCH_HISTORY);
    const listener = vi.fn();
    reader.subscribe(listener);
    await reader.refresh();
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(1));
    expect(Object.keys(reader.getSnapshot().items)).toEqual(['603']);
  });

  it('never loads the migration when nothing is stored', async () => {
    const { reader, loadMigrate } = setup(null);
    reader.subscribe(() => undefined);
    await reader.refresh();
    expect(loadMigrate).not.toHaveBeenCalled();
    expect(reader.getSnapshot()).toBe(EMPTY_WATCH_HISTORY);
  });

  it('reads unreadable or foreign data as an empty history', async () => {
    for (const text of ['not json', '[1,2]', '{"items":7}']) {
      const { reader } = setup(text);
      await reader.refresh();
      expect(reader.getSnapshot()).toBe(EMPTY_WATCH_HISTORY);
    }
  });

  it('answers a refresh asked while the same text is still parsing only once that read is done', async () => {
    const { reader } = setup(JSON.stringify(stored));
    reader.subscribe(() => undefined); // starts the read
    await reader.refresh();
    expect(Object.keys(reader.getSnapshot().items)).toEqual(['603']);
  });

  it('keeps the same snapshot while the stored text is unchanged', async () => {
    const { reader } = setup(JSON.stringify(stored));
    await reader.refresh();
    const first = reader.getSnapshot();
    await reader.refresh();
    expect(reader.getSnapshot()).toBe(first);
  });

  it('follows changes made in another tab and stops listening after the last unsubscribe', async () => {
    const { reader, write, fireExternal, stop } = setup(null);
    const listener = vi.fn();
    const unsubscribe = reader.subscribe(listener);
    write(JSON.stringify(stored));
    fireExternal();
    await vi.waitFor(() => expect(listener).toHaveBeenCalled());
    expect(Object.keys(reader.getSnapshot().items)).toEqual(['603']);
    write(null);
    await reader.refresh();
    expect(reader.getSnapshot()).toBe(EMPTY_WATCH_HISTORY);
    unsubscribe();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('lets the newest read win when reads overlap', async () => {
    const { reader, write } = setup(JSON.stringify(stored));
    const slow = reader.refresh();
    write(null);
    await reader.refresh();
    await slow;
    expect(reader.getSnapshot()).toBe(EMPTY_WATCH_HISTORY);
  });

  it('retries the migration after its code failed to load', async () => {
    const { reader, loadMigrate } = setup(JSON.stringify(stored));
    loadMigrate.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    await reader.refresh();
    expect(reader.getSnapshot()).toBe(EMPTY_WATCH_HISTORY);
    await reader.refresh();
    expect(Object.keys(reader.getSnapshot().items)).toEqual(['603']);
  });
});
