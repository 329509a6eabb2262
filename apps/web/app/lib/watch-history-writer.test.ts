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
