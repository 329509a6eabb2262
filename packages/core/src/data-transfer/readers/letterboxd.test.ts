import { describe, expect, it } from 'vitest';
import type { ReadImport } from '../imported';
import { letterboxdKindOf, readLetterboxd } from './letterboxd';

const day = (text: string) => Date.parse(`${text}T00:00:00.000Z`);

function problemOf(result: ReadImport) {
  if (result.ok) throw new Error('expected a problem');
  return result.problem;
}

describe('readLetterboxd', () => {
  it('reads watched films by name and year as finished watches on the day listed', () => {
    const text =
      '\uFEFFDate,Name,Year,Letterboxd URI\r\n' +
      '2023-09-03,Past Lives,2023,https://boxd.it/4N42O9\r\n' +
      '2024-01-02,"Red, White & Royal Blue",2023,https://boxd.it/B0DK\r\n';
    expect(readLetterboxd('watched.csv', text, 'watched')).toEqual({
      ok: true,
      source: 'letterboxd',
      bookmarks: [],
      watches: [
        {
          media: { kind: 'name', mediaType: 'movie', title: 'Past Lives', year: 2023 },
          watchedAt: day('2023-09-03'),
          isFinished: true,
        },
        {
          media: { kind: 'name', mediaType: 'movie', title: 'Red, White & Royal Blue', year: 2023 },
          watchedAt: day('2024-01-02'),
          isFinished: true,
        },
      ],
    });
  });

  it('reads the watchlist as watchlist bookmarks added on the day listed', () => {
    const text = 'Date,Name,Year,Letterboxd URI\n2022-05-01,Heat,1995,https://boxd.it/2bfI\n';
    const result = readLetterboxd('watchlist.csv', text, 'watchlist');
    expect(result.ok && result.bookmarks).toEqual([
      {
        media: { kind: 'name', mediaType: 'movie', title: 'Heat', year: 1995 },
        category: 'watchlist',
        addedAt: day('2022-05-01'),
      },
    ]);
    expect(result.ok && result.watches).toEqual([]);
  });

  it('dates diary watches by the day watched and keeps one watch per film, the latest', () => {
    const text = [
      'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
      '2023-09-03,Past Lives,2023,https://boxd.it/4N42O9,5,,,2023-09-02',
      '2023-10-01,"Red, White & Royal Blue",2023,https://boxd.it/4V8h9l,3,Yes,"romance, tv",2023-09-30',
      '2024-02-10,Past Lives,2023,https://boxd.it/5aaaaa,4.5,Yes,,2024-02-09',
      '2022-01-01,Past Lives,2023,https://boxd.it/3aaaaa,4,,,2021-12-31',
    ].join('\n');
    const result = readLetterboxd('diary.csv', text, 'diary');
    expect(
      result.ok && result.watches.map((watch) => [watch.media.title, watch.watchedAt]),
    ).toEqual([
      ['Past Lives', day('2024-02-09')],
      ['Red, White & Royal Blue', day('2023-09-30')],
    ]);
  });

  it('keeps two films of the same name apart by their year', () => {
    const text = 'Date,Name,Year,Letterboxd URI\n2020-01-01,Dune,1984,u\n2021-01-01,Dune,2021,u\n';
    const result = readLetterboxd('watched.csv', text, 'watched');
    expect(result.ok && result.watches.map((watch) => watch.media.year)).toEqual([1984, 2021]);
  });

  it('leaves out an empty year and skips blank lines', () => {
    const text = 'Date,Name,Year,Letterboxd URI\n\n2020-01-01,Untitled Short,,u\n\n';
    const result = readLetterboxd('watched.csv', text, 'watched');
    expect(result.ok && result.watches[0]?.media).toEqual({
      kind: 'name',
      mediaType: 'movie',
      title: 'Untitled Short',
    });
  });

  it('falls back to the logged date when a diary line has no watched date', () => {
    const text =
      'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n2023-09-03,Heat,1995,u,,,,\n';
    const result = readLetterboxd('diary.csv', text, 'diary');
    expect(result.ok && result.watches[0]?.watchedAt).toBe(day('2023-09-03'));
  });

  it('finds columns by name, whatever their order', () => {
    const text = 'Name,Letterboxd URI,Year,Date\nHeat,u,1995,2020-02-02\n';
    const result = readLetterboxd('watched.csv', text, 'watched');
    expect(result.ok && result.watches[0]).toMatchObject({
      media: { title: 'Heat', year: 1995 },
      watchedAt: day('2020-02-02'),
    });
  });

  it('names the line and the column of a bad value, counting the header as line 1', () => {
    const header = 'Date,Name,Year,Letterboxd URI\n';
    const read = (body: string) =>
      problemOf(readLetterboxd('watched.csv', header + body, 'watched'));
    expect(read('2020-01-01,Heat,1995,u\n2020-01-01,Heat,nineteen,u\n')).toEqual({
      file: 'watched.csv',
      where: 'line 3',
      message: 'Year must be a number.',
    });
    expect(read('2020-02-30,Heat,1995,u\n')).toMatchObject({
      where: 'line 2',
      message: 'Date must be a date like 2024-05-29.',
    });
    expect(read('01/02/2020,Heat,1995,u\n')).toMatchObject({ where: 'line 2' });
    expect(read(',,1995,u\n')).toMatchObject({ where: 'line 2', message: 'Name is empty.' });
    expect(read('2020-01-01,Heat,1995\n')).toMatchObject({
      where: 'line 2',
      message: 'Has 3 fields; the header has 4.',
    });
    expect(read('2020-01-01,"Heat,1995,u\n')).toMatchObject({
      where: 'line 2',
      message: 'A quoted field is not closed.',
    });
  });

  it('names the watched date when a diary line has a bad one', () => {
    const text =
      'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n2023-09-03,Heat,1995,u,,,,soon\n';
    expect(problemOf(readLetterboxd('diary.csv', text, 'diary'))).toMatchObject({
      where: 'line 2',
      message: 'Watched Date must be a date like 2024-05-29.',
    });
  });

  it('refuses a file without the columns it needs, or an empty one', () => {
    expect(problemOf(readLetterboxd('watched.csv', 'Title,Year\nHeat,1995\n', 'watched'))).toEqual({
      file: 'watched.csv',
      where: 'line 1',
      message: 'The column "Name" is missing.',
    });
    expect(problemOf(readLetterboxd('diary.csv', 'Date,Name,Year\n', 'diary'))).toMatchObject({
      message: 'The column "Watched Date" is missing.',
    });
    expect(problemOf(readLetterboxd('watched.csv', '', 'watched'))).toMatchObject({
      message: 'This file is empty.',
    });
  });

  it('reads 10,000 diary lines in one pass', () => {
    const lines = ['Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date'];
    for (let i = 0; i < 10_000; i += 1) {
      lines.push(`2023-01-01,"Film ${i % 5000}, part",2000,u,4,,"a, b",2023-01-0${1 + (i % 9)}`);
    }
    const result = readLetterboxd('diary.csv', lines.join('\n'), 'diary');
    expect(result.ok && result.watches.length).toBe(5000);
  });
});

describe('letterboxdKindOf', () => {
  it('knows the lists it reads and nothing else', () => {
    expect(letterboxdKindOf('watched.csv')).toBe('watched');
    expect(letterboxdKindOf('ratings.csv')).toBe('watched');
    expect(letterboxdKindOf('watchlist.csv')).toBe('watchlist');
    expect(letterboxdKindOf('diary.csv')).toBe('diary');
    expect(letterboxdKindOf('reviews.csv')).toBe('diary');
    expect(letterboxdKindOf('profile.csv')).toBeUndefined();
    expect(letterboxdKindOf('films.csv')).toBeUndefined();
  });

  it('knows a list whose name carries more before its kind, but not a word that only ends so', () => {
    expect(letterboxdKindOf('letterboxd-ada-watched.csv')).toBe('watched');
    expect(letterboxdKindOf('my watchlist.csv')).toBe('watchlist');
    expect(letterboxdKindOf('2024_diary.csv')).toBe('diary');
    expect(letterboxdKindOf('unwatched.csv')).toBeUndefined();
  });
});
