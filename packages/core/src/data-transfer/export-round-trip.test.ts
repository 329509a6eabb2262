import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Bookmark, MediaId } from '../bookmarks/bookmark-schema';
import type {
  EpisodeProgress,
  WatchHistoryEntry,
  WatchHistoryItems,
} from '../watch-history/watch-history-schema';
import {
  buildExportDocument,
  buildExportFileName,
  EXPORTED_SETTING_KEYS,
  type LocalData,
} from './export-document';
import { readExportDocument } from './export-schema';
import { applyImportPlan, planImport } from './plan-import';

const EMPTY: LocalData = { bookmarks: [], history: {}, settings: {} };
const time = fc.integer({ min: 0, max: 4_102_444_800_000 });
const seconds = fc.double({ min: 0, max: 100_000, noNaN: true, noDefaultInfinity: true });
const progress = fc.record({ watched: seconds, duration: seconds });
const title = fc.string({ maxLength: 40 });
const grow = {
  furthestWatched: seconds,
  completedAt: time,
};

const bookmarkArb: fc.Arbitrary<Bookmark> = fc
  .record(
    {
      mediaId: fc.integer({ min: 1, max: 2_000_000 }).map((id) => id as MediaId),
      mediaType: fc.constantFrom('movie' as const, 'tv' as const),
      category: fc.constantFrom('watchlist', 'Favourites', 'Sunday films', 'Ñandú'),
      addedAt: time,
    },
    { requiredKeys: ['mediaId', 'category', 'addedAt'] },
  )
  .map((bookmark) => bookmark as Bookmark);

const episodeArb: fc.Arbitrary<EpisodeProgress> = fc.record(
  {
    id: fc.stringMatching(/^[0-9]{1,8}$/),
    number: fc.integer({ min: 0, max: 500 }),
    title,
    seasonId: fc.stringMatching(/^[0-9]{1,8}$/),
    updatedAt: time,
    progress,
    ...grow,
  },
  { requiredKeys: ['id', 'number', 'title', 'seasonId', 'updatedAt', 'progress'] },
);

const entryBase = {
  title,
  year: fc.integer({ min: 1870, max: 2100 }),
  updatedAt: time,
  progress,
  ...grow,
  hiddenAt: time,
};
const required = ['type', 'title', 'updatedAt'] as const;
const entryArb: fc.Arbitrary<WatchHistoryEntry> = fc.oneof(
  fc.record({ type: fc.constant('movie' as const), ...entryBase }, { requiredKeys: [...required] }),
  fc.record(
    {
      type: fc.constant('show' as const),
      ...entryBase,
      // Our client records a show with its episodes (a show without any is an older store's).
      episodes: fc.dictionary(fc.stringMatching(/^s[1-9]e[1-9][0-9]?$/), episodeArb, {
        minKeys: 1,
        maxKeys: 5,
      }),
    },
    { requiredKeys: [...required, 'episodes'] },
  ),
);

const historyArb: fc.Arbitrary<WatchHistoryItems> = fc.dictionary(
  fc.stringMatching(/^[1-9][0-9]{0,6}$/),
  entryArb,
  { maxKeys: 12 },
);

const settingsArb = fc.record(
  Object.fromEntries(EXPORTED_SETTING_KEYS.map((key) => [key, fc.string({ maxLength: 30 })])),
  { requiredKeys: [] },
);

const localDataArb: fc.Arbitrary<LocalData> = fc.record({
  bookmarks: fc.uniqueArray(bookmarkArb, {
    maxLength: 15,
    selector: (b) => `${b.mediaType ?? ''}:${String(b.mediaId)}:${b.category}`,
  }),
  history: historyArb,
  settings: settingsArb,
});

function exportAndRead(data: LocalData): LocalData {
  const file = JSON.stringify(buildExportDocument(data, new Date(Date.UTC(2026, 10, 27))));
  const read = readExportDocument(JSON.parse(file));
  if (!read.ok) throw new Error(`${read.where}: ${read.message}`);
  return read.data;
}

describe('the data file', () => {
  it('imported into an empty browser gives back exactly what was exported (any data)', () => {
    fc.assert(
      fc.property(localDataArb, (data) => {
        const incoming = exportAndRead(data);
        expect(applyImportPlan(EMPTY, planImport(EMPTY, incoming))).toEqual(data);
      }),
      { numRuns: 300 },
    );
  });

  it('imported twice changes nothing the second time', () => {
    fc.assert(
      fc.property(localDataArb, localDataArb, (here, file) => {
        const once = applyImportPlan(here, planImport(here, exportAndRead(file)));
        const again = planImport(once, exportAndRead(file));
        expect(again.summary).toMatchObject({
          bookmarksAdded: 0,
          titlesAdded: 0,
          titlesUpdated: 0,
        });
        expect(again.historyChanges).toEqual({});
        expect(applyImportPlan(once, again)).toEqual(once);
      }),
      { numRuns: 200 },
    );
  });

  it('is named by the day it was made', () => {
    expect(buildExportFileName(new Date(Date.UTC(2026, 10, 27, 23)))).toBe(
      'reelhouse-data-2026-11-27.json',
    );
  });
});
