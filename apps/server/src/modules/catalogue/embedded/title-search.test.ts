import { openSqlite, type SqliteConnection } from '../../../db/sqlite';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseTitle, planSearch, stripLeadingArticle } from './title-search';

/** An in-memory index of the catalogue's shape, to run plans against. */
function createIndex(): SqliteConnection {
  const db = openSqlite(':memory:');
  db.exec(`CREATE VIRTUAL TABLE title_search USING fts5(title, alt_title, cast_names,
    content = '', tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')`);
  db.prepare(
    'INSERT INTO title_search (rowid, title, alt_title, cast_names) VALUES (?, ?, ?, ?)',
  ).run(1, 'The Terminator', 'Terminator', 'Arnold Schwarzenegger');
  return db;
}

describe('planSearch', () => {
  it('quotes every word and matches words of two or more characters as prefixes', () => {
    expect(planSearch('termin')?.anywhere).toBe('"termin"*');
    expect(planSearch('star wars x')?.anywhere).toBe('"star"* "wars"* "x"');
  });

  it('skips stop words when the query has other words, keeps them when it has not', () => {
    expect(planSearch('the lord of the rings')?.anywhere).toBe('"lord"* "rings"*');
    expect(planSearch('the')?.anywhere).toBe('"the"*');
  });

  it('anchors the title-start tier at the first word after a leading article', () => {
    expect(planSearch('The Terminator')?.titleStart).toBe('{title alt_title} : ^"terminator"*');
  });

  it.each(['', '   ', '*', '"', '-', '()', '""', '^', ':', '{}', '+'])(
    'has nothing to search for in %j',
    (query) => {
      expect(planSearch(query)).toBeNull();
    },
  );

  it('turns FTS5 syntax into plain words ("NEAR(", "OR", "title:", quotes)', () => {
    expect(planSearch('NEAR(x y')?.anywhere).toBe('"near"* "x" "y"');
    expect(planSearch('x OR y')?.anywhere).toBe('"x" "or"* "y"');
    expect(planSearch('title:"matrix"')?.anywhere).toBe('"title"* "matrix"*');
  });

  it('gives expressions FTS5 always accepts, whatever was typed', () => {
    const db = createIndex();
    const run = db.prepare('SELECT rowid FROM title_search WHERE title_search MATCH ?');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (query) => {
        const plan = planSearch(query);
        if (plan === null) return;
        for (const expression of [plan.anywhere, plan.inTitle, plan.titleStart]) {
          expect(() => run.all(expression)).not.toThrow();
        }
      }),
      { numRuns: 500 },
    );
    db.close();
  });

  it('finds a title by a prefix, ignoring case and diacritics', () => {
    const db = createIndex();
    const run = db.prepare('SELECT rowid FROM title_search WHERE title_search MATCH ?');
    expect(run.all(planSearch('TÉRMIN')?.titleStart ?? '')).toEqual([{ rowid: 1 }]);
    expect(run.all(planSearch('schwarz')?.anywhere ?? '')).toEqual([{ rowid: 1 }]);
    expect(run.all(planSearch('schwarz')?.inTitle ?? '')).toEqual([]);
    db.close();
  });
});

describe('normaliseTitle', () => {
  it.each([
    ['The Terminator', 'terminator'],
    ['Léon: The Professional', 'leontheprofessional'],
    ['Spider-Man', 'spiderman'],
    ["Ocean's Eleven", 'oceanseleven'],
    ['A', 'a'],
    ['the', 'the'],
  ])('compares %j as %j', (title, normal) => {
    expect(normaliseTitle(title)).toBe(normal);
  });
});

describe('stripLeadingArticle', () => {
  it('drops a leading The, A or An, and gives null when there is none', () => {
    expect(stripLeadingArticle('The Matrix')).toBe('Matrix');
    expect(stripLeadingArticle('An American Tail')).toBe('American Tail');
    expect(stripLeadingArticle('Theodore')).toBeNull();
  });
});
