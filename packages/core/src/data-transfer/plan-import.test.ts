import { describe, expect, it } from 'vitest';
import type { Bookmark, MediaId } from '../bookmarks/bookmark-schema';
import type { WatchHistoryItems } from '../watch-history/watch-history-schema';
import type { LocalData } from './export-document';
import { applyImportPlan, planImport } from './plan-import';

const mark = (mediaId: number, category = 'watchlist', mediaType?: 'movie' | 'tv'): Bookmark => ({
  mediaId: mediaId as MediaId,
  category,
  addedAt: 1,
  ...(mediaType ? { mediaType } : {}),
});
const data = (overrides: Partial<LocalData>): LocalData => ({
  bookmarks: [],
  history: {},
  settings: {},
  ...overrides,
});
const movie = (updatedAt: number, watched: number): WatchHistoryItems[string] => ({
  type: 'movie',
  title: 'Dune',
  updatedAt,
  progress: { watched, duration: 9000 },
});

describe('planImport', () => {
  it('adds bookmarks not here after the current list and keeps those already here', () => {
    const here = data({ bookmarks: [mark(1, 'watchlist', 'movie'), mark(2)] });
    const file = data({
      bookmarks: [
        mark(1, 'watchlist', 'movie'),
        mark(2, 'watchlist', 'tv'),
        mark(3, 'Later', 'tv'),
      ],
    });
    const plan = planImport(here, file);
    expect(plan.bookmarks).toEqual([...here.bookmarks, mark(3, 'Later', 'tv')]);
    expect(plan.summary).toMatchObject({ bookmarksAdded: 1, bookmarksAlreadyHere: 2 });
  });

  it('never overwrites a newer position here with an older one from the file', () => {
    const here = data({ history: { '438631': movie(2_000, 4_000) } });
    const plan = planImport(here, data({ history: { '438631': movie(1_000, 8_000) } }));
    const stored = applyImportPlan(here, plan).history['438631'];
    expect(stored?.progress).toEqual({ watched: 4_000, duration: 9000 });
    expect(stored).toMatchObject({ furthestWatched: 8_000 });
  });

  it('takes a later position from the file, and counts the title as updated', () => {
    const here = data({ history: { '438631': movie(1_000, 100) } });
    const plan = planImport(here, data({ history: { '438631': movie(2_000, 300) } }));
    expect(plan.summary).toMatchObject({ titlesAdded: 0, titlesUpdated: 1 });
    expect(plan.historyChanges['438631']?.progress).toEqual({ watched: 300, duration: 9000 });
  });

  it('adds episodes of a show to those here, keeping both sides’ episodes', () => {
    const episode = (n: number, updatedAt: number) => ({
      id: String(n),
      number: n,
      title: `E${String(n)}`,
      seasonId: '1',
      updatedAt,
      progress: { watched: 10, duration: 100 },
    });
    const show = (episodes: Record<string, ReturnType<typeof episode>>) => ({
      type: 'show' as const,
      title: 'Dark',
      updatedAt: 5,
      episodes,
    });
    const here = data({ history: { '70523': show({ s1e1: episode(1, 5) }) } });
    const plan = planImport(here, data({ history: { '70523': show({ s1e2: episode(2, 9) }) } }));
    const stored = applyImportPlan(here, plan).history['70523'];
    expect(stored?.type === 'show' && Object.keys(stored.episodes).sort()).toEqual([
      's1e1',
      's1e2',
    ]);
    expect(plan.summary.episodes).toBe(1);
  });

  it('restores a setting only where this browser has none', () => {
    const here = data({ settings: { theme: 'light' } });
    const plan = planImport(here, data({ settings: { theme: 'dark', playerVolume: '0.5' } }));
    expect(plan.settings).toEqual({ playerVolume: '0.5' });
    expect(plan.summary.settingsRestored).toBe(1);
  });

  it('keeps the current list itself when nothing is added', () => {
    const here = data({ bookmarks: [mark(1)] });
    expect(planImport(here, data({ bookmarks: [mark(1)] })).bookmarks).toBe(here.bookmarks);
  });
});
