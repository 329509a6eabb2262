import { migrateWatchHistory } from '@reelhouse/core/watch-history/migration';
import { describe, expect, it, vi } from 'vitest';
import {
  EMPTY_WATCH_HISTORY,
  createWatchHistoryReader,
  createWatchHistoryWriter,
} from './watch-history-store';

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

describe('createWatchHistoryWriter', () => {
  const movie = { type: 'movie' as const, id: '45745', title: 'Sintel', year: 2010 };
  const episode = {
    type: 'show' as const,
    id: '1396',
    title: 'Breaking Bad',
    episode: { id: 's1e3', seasonId: '3572', seasonNumber: 1, number: 3, title: 'Three' },
  };

  function setupWriter(initial: string | null) {
    let raw = initial;
    const afterWrite = vi.fn(() => Promise.resolve());
    const writeRaw = vi.fn((value: string) => {
      raw = value;
    });
    const writer = createWatchHistoryWriter({
      readRaw: () => raw,
      writeRaw,
      loadMigrate: () => Promise.resolve(migrateWatchHistory),
      afterWrite,
    });
    return { writer, afterWrite, writeRaw, current: () => raw };
  }

  it('records a movie beside what is stored, and tells the readers', async () => {
    const { writer, afterWrite, current } = setupWriter(JSON.stringify(stored));
    expect(await writer.record(movie, { watched: 30, duration: 888 }, 1000)).toBe(true);
    const saved = JSON.parse(current() ?? 'null') as { items: Record<string, unknown> };
    expect(Object.keys(saved.items).sort()).toEqual(['45745', '603']);
    expect(saved.items['45745']).toMatchObject({
      type: 'movie',
      title: 'Sintel',
      year: 2010,
      updatedAt: 1000,
      progress: { watched: 30, duration: 888 },
    });
    expect(afterWrite).toHaveBeenCalledTimes(1);
  });

  it('records an episode under its show and key, the saves applied in call order', async () => {
    const { writer, current } = setupWriter(null);
    await Promise.all([
      writer.record(episode, { watched: 10, duration: 100 }, 1000),
      writer.record(episode, { watched: 12, duration: 100 }, 3000),
    ]);
    const saved = JSON.parse(current() ?? 'null') as {
      items: { '1396': { episodes: { s1e3: { progress: unknown; updatedAt: number } } } };
    };
    expect(saved.items['1396'].episodes.s1e3).toMatchObject({
      progress: { watched: 12, duration: 100 },
      updatedAt: 3000,
    });
    expect(await writer.read()).toMatchObject({ items: { '1396': { type: 'show' } } });
  });

  it('leaves an unreadable stored value untouched and saves nothing', async () => {
    for (const text of ['not json', '[1,2]', '{"items":7}']) {
      const { writer, writeRaw, current } = setupWriter(text);
      expect(await writer.read()).toBeNull();
      expect(await writer.record(movie, { watched: 30, duration: 888 }, 1000)).toBe(false);
      expect(writeRaw).not.toHaveBeenCalled();
      expect(current()).toBe(text);
    }
  });

  it("passes on the browser's refusal to store, and keeps saving afterwards", async () => {
    const { writer, writeRaw } = setupWriter(null);
    writeRaw.mockImplementationOnce(() => {
      throw new Error('Failed to update localStorage, clear all data and try again.');
    });
    await expect(writer.record(movie, { watched: 30, duration: 888 }, 1000)).rejects.toThrow(
      'Failed to update localStorage',
    );
    expect(await writer.record(movie, { watched: 32, duration: 888 }, 3000)).toBe(true);
  });
});
