import { describe, expect, it } from 'vitest';
import {
  describeImportSummary,
  formatImportDone,
  formatImportProblem,
  formatImportProgress,
  formatImportSources,
} from './texts';

const none = {
  bookmarksAdded: 0,
  bookmarksAlreadyHere: 0,
  titlesAdded: 0,
  titlesUpdated: 0,
  titlesAlreadyHere: 0,
  episodes: 0,
  settingsRestored: 0,
};

describe('import texts', () => {
  it('count what the import adds, one line per kind it touches', () => {
    expect(
      describeImportSummary({
        ...none,
        bookmarksAdded: 1200,
        bookmarksAlreadyHere: 3,
        titlesAdded: 1,
        titlesUpdated: 2,
        episodes: 40,
      }),
    ).toEqual([
      '1,200 bookmarks to add (3 already here)',
      '1 watched title to add, 2 to update, 40 episodes in all',
    ]);
    expect(describeImportSummary({ ...none, settingsRestored: 1 })).toEqual([
      '1 setting to restore',
    ]);
    expect(describeImportSummary(none)).toEqual([]);
  });

  it('say what was stored, or that everything was here already', () => {
    expect(formatImportDone({ ...none, bookmarksAdded: 2, titlesUpdated: 1 })).toBe(
      'Imported: 2 bookmarks, 1 watched title, 0 settings.',
    );
    expect(formatImportDone({ ...none, titlesAlreadyHere: 5 })).toBe(
      'Everything in these files was here already.',
    );
  });

  it('name the sources, the progress and a problem’s place', () => {
    expect(formatImportSources(['trakt', 'letterboxd', 'trakt'])).toBe('From Trakt and Letterboxd');
    expect(formatImportSources(['movie-web'])).toBe('From movie-web');
    expect(formatImportProgress('matching', 300, 1200)).toBe('Matching titles: 300 of 1,200');
    expect(
      formatImportProblem({ file: 'diary.csv', where: 'line 4', message: 'Year must be a number' }),
    ).toBe('diary.csv, line 4: Year must be a number');
  });
});
