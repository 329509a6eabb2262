import { describe, expect, it } from 'vitest';
import { readImportFile } from './read-import-file';

const NOW = Date.UTC(2026, 0, 15);
const T1 = '2014-03-31T09:28:53.000Z';
const movie = { title: 'The Dark Knight', year: 2008, ids: { trakt: 4, tmdb: 155 } };

describe('readImportFile', () => {
  it("reads a movie-web family download by its content, whatever it's called", () => {
    const text = JSON.stringify(
      { bookmarks: { '550': { title: 'Fight Club', year: 1999, type: 'movie', updatedAt: 5 } } },
      null,
      2,
    );
    for (const name of ['mw-account-data-2024-05-29.json', 'backup.txt']) {
      expect(readImportFile({ name, text }, NOW)).toMatchObject({
        ok: true,
        source: 'movie-web',
        bookmarks: [{ media: { id: 550 }, category: 'watchlist', addedAt: 5 }],
      });
    }
  });

  it('reads Trakt lists by name, in a folder or as a paginated page', () => {
    const text = JSON.stringify([{ watched_at: T1, type: 'movie', movie }]);
    for (const name of [
      'watched-history.json',
      'trakt-export/watched-history-2.json',
      'C:\\Downloads\\Watched-History-3.json',
    ]) {
      expect(readImportFile({ name, text }, NOW)).toMatchObject({
        ok: true,
        source: 'trakt',
        watches: [{ media: { kind: 'tmdb', id: 155 }, isFinished: true }],
      });
    }
  });

  it('reads a renamed Trakt list by the fields of its items', () => {
    const text = JSON.stringify([{ listed_at: T1, type: 'movie', movie }]);
    expect(readImportFile({ name: 'my list.json', text }, NOW)).toMatchObject({
      ok: true,
      source: 'trakt',
      bookmarks: [{ media: { id: 155 }, category: 'watchlist' }],
    });
  });

  it("gives empty lists for the Trakt export's other files without reading them", () => {
    const result = readImportFile({ name: 'user-settings.json', text: 'not even json' }, NOW);
    expect(result).toEqual({ ok: true, source: 'trakt', bookmarks: [], watches: [] });
  });

  it('reads Letterboxd CSVs by name, a second download and a folder included', () => {
    const text = '\uFEFFDate,Name,Year,Letterboxd URI\n2022-05-01,Heat,1995,https://boxd.it/2bfI\n';
    expect(
      readImportFile({ name: 'letterboxd-me-2024/watchlist (1).csv', text }, NOW),
    ).toMatchObject({
      ok: true,
      source: 'letterboxd',
      bookmarks: [{ media: { kind: 'name', title: 'Heat', year: 1995 } }],
    });
    expect(readImportFile({ name: 'Watched.csv', text }, NOW)).toMatchObject({
      ok: true,
      watches: [{ media: { title: 'Heat' }, isFinished: true }],
    });
  });

  it('says plainly when a file is no export it can read', () => {
    const problem = {
      where: 'file',
      message: 'This file is not an export this site can read.',
    };
    expect(readImportFile({ name: 'profile.csv', text: 'Username,Email\n' }, NOW)).toEqual({
      ok: false,
      problem: { file: 'profile.csv', ...problem },
    });
    expect(readImportFile({ name: 'notes.txt', text: 'hello' }, NOW)).toMatchObject({ problem });
    expect(readImportFile({ name: 'other.json', text: '{"items":[]}' }, NOW)).toMatchObject({
      problem,
    });
    expect(readImportFile({ name: 'empty.json', text: '[]' }, NOW)).toMatchObject({ problem });
  });

  it('refuses a file that is not valid JSON, naming the file', () => {
    expect(readImportFile({ name: 'watched-history.json', text: '[{"watched_at":' }, NOW)).toEqual({
      ok: false,
      problem: {
        file: 'watched-history.json',
        where: 'file',
        message: 'This file is not valid JSON.',
      },
    });
  });

  it('passes on the problem of a bad line or field with the name the visitor picked', () => {
    const csv = 'Date,Name,Year,Letterboxd URI\n2022-05-01,Heat,soon,u\n';
    expect(readImportFile({ name: 'export/diary.csv', text: csv }, NOW)).toMatchObject({
      ok: false,
      problem: {
        file: 'export/diary.csv',
        where: 'line 1',
        message: 'The column "Watched Date" is missing.',
      },
    });
    expect(readImportFile({ name: 'watched.csv', text: csv }, NOW)).toMatchObject({
      problem: { where: 'line 2', message: 'Year must be a number.' },
    });
  });

  it('reads an empty Trakt page as nothing to add', () => {
    expect(readImportFile({ name: 'lists-watchlist-4.json', text: '[]' }, NOW)).toEqual({
      ok: true,
      source: 'trakt',
      bookmarks: [],
      watches: [],
    });
  });
});
