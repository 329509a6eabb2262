import { hideFromContinueWatching } from '@reelhouse/core/watch-history/continue-watching';
import { migrateWatchHistory } from '@reelhouse/core/watch-history/migration';
import { describe, expect, it, vi } from 'vitest';
import { createWatchHistoryWriter } from './watch-history-writer';

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
    const recorded: [string, number][] = [];
    const writer = createWatchHistoryWriter({
      readRaw: () => raw,
      writeRaw,
      loadMigrate: () => Promise.resolve(migrateWatchHistory),
      afterWrite,
      onRecorded: (id, nowMs) => recorded.push([id, nowMs]),
    });
    return { writer, afterWrite, writeRaw, recorded, current: () => raw };
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

  it('stores a visitor’s change of entries and tells the sync of those that changed only', async () => {
    const { writer, current, recorded } = setupWriter(JSON.stringify(stored));
    const hide = (id: string) => (store: Parameters<typeof hideFromContinueWatching>[0]) =>
      hideFromContinueWatching(store, id, 2000);
    expect(await writer.changeEntries(['603', '45745'], hide('603'), 2000)).toBe(true);
    expect(JSON.parse(current() ?? 'null')).toMatchObject({ items: { '603': { hiddenAt: 2000 } } });
    expect(recorded).toEqual([['603', 2000]]);
    expect(await writer.changeEntries(['999'], hide('999'), 3000)).toBe(true);
    expect(recorded).toEqual([['603', 2000]]);
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
    expect(await writer.readStore()).toMatchObject({ items: { '1396': { type: 'show' } } });
  });

  it('leaves an unreadable stored value untouched and saves nothing', async () => {
    for (const text of ['not json', '[1,2]', '{"items":7}']) {
      const { writer, writeRaw, current } = setupWriter(text);
      expect(await writer.readStore()).toBeNull();
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

  it('reports each stored save (id and time) for the sync outbox, and no save it refused', async () => {
    const { writer, recorded } = setupWriter(null);
    await writer.record(movie, { watched: 30, duration: 888 }, 1000);
    await writer.record(episode, { watched: 30, duration: 888 }, 3000);
    expect(recorded).toEqual([
      ['45745', 1000],
      ['1396', 3000],
    ]);
    const unreadable = setupWriter('not json');
    await unreadable.writer.record(movie, { watched: 1, duration: 888 }, 1000);
    expect(unreadable.recorded).toEqual([]);
  });

  it('applies an update in turn with the saves, writing only a changed history', async () => {
    const { writer, writeRaw, afterWrite, current, recorded } = setupWriter(JSON.stringify(stored));
    const saving = writer.record(movie, { watched: 30, duration: 888 }, 1000);
    const updating = writer.update((store) => {
      expect(Object.keys(store.items).sort()).toEqual(['45745', '603']);
      return { items: { ...store.items, '1': { type: 'movie', title: 'Heat', updatedAt: 7 } } };
    });
    expect(await Promise.all([saving, updating])).toEqual([true, true]);
    expect(Object.keys((JSON.parse(current() ?? '{}') as { items: object }).items).sort()).toEqual([
      '1',
      '45745',
      '603',
    ]);
    expect(recorded).toHaveLength(1);
    writeRaw.mockClear();
    afterWrite.mockClear();
    expect(await writer.update((store) => store)).toBe(true);
    expect(writeRaw).not.toHaveBeenCalled();
    expect(afterWrite).not.toHaveBeenCalled();
    expect(await setupWriter('[1]').writer.update((store) => store)).toBe(false);
  });

  it('writes the migration back once, and says whether it changed anything', async () => {
    const legacy = { items: { '603': { ...stored.items['603'], poster: '/p.jpg' } } };
    const { writer, current } = setupWriter(JSON.stringify(legacy));
    expect(await writer.migrateStored()).toBe(true);
    expect(current()).toBe(JSON.stringify(stored));
    expect(await writer.migrateStored()).toBe(false);
    for (const text of [null, 'not json', '[1]']) {
      expect(await setupWriter(text).writer.migrateStored()).toBe(false);
    }
  });
});
