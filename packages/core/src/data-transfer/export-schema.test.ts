import { describe, expect, it } from 'vitest';
import { buildExportDocument } from './export-document';
import { isExportDocument, readExportDocument } from './export-schema';

const file = () =>
  JSON.parse(
    JSON.stringify(
      buildExportDocument(
        {
          bookmarks: [{ mediaId: 550, mediaType: 'movie', category: 'watchlist', addedAt: 5 }],
          history: {},
          settings: { theme: 'dark' },
        } as never,
        new Date(0),
      ),
    ),
  ) as Record<string, unknown>;

describe('readExportDocument', () => {
  it('reads a file of ours', () => {
    const read = readExportDocument(file());
    expect(read.ok && read.data.settings).toEqual({ theme: 'dark' });
  });

  it('names the first bad field by its path', () => {
    const bad = file();
    bad.bookmarks = [{ mediaId: 550, category: 'watchlist', addedAt: -1 }];
    expect(readExportDocument(bad)).toEqual({
      ok: false,
      where: 'bookmarks[0].addedAt',
      message: 'Must be at least 0.',
    });
    const badEntry = file();
    badEntry.watchHistory = { items: { '550': { type: 'film', title: 'x', updatedAt: 1 } } };
    expect(readExportDocument(badEntry)).toMatchObject({
      ok: false,
      where: 'watchHistory.items["550"].type',
    });
  });

  it('says a file of a newer version cannot be read here', () => {
    expect(readExportDocument({ ...file(), version: 2 })).toEqual({
      ok: false,
      where: 'version',
      message: 'This file was made by a newer version of the site (version 2).',
    });
  });

  it('drops settings it does not carry', () => {
    const read = readExportDocument({ ...file(), settings: { theme: 'dark', '4kToken': 'x' } });
    expect(read.ok && read.data.settings).toEqual({ theme: 'dark' });
  });

  it('knows its files by their format field', () => {
    expect(isExportDocument(file())).toBe(true);
    expect(isExportDocument({ bookmarks: {} })).toBe(false);
    expect(isExportDocument(null)).toBe(false);
  });
});
