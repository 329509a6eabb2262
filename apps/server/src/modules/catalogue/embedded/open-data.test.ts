import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOpenData } from './open-data';
import { CATALOGUE_DATA_DIR } from './real-catalogue.test-support';

describe('readOpenData', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'reelhouse-open-data-'));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads the real data: films, series, 7 episode lists and the lawful titles', () => {
    const data = readOpenData(CATALOGUE_DATA_DIR);
    expect(data.films).toHaveLength(6588);
    expect(data.shows).toHaveLength(618);
    expect(data.episodeLists.map((list) => list.tmdb_id).sort((a, b) => a - b)).toEqual([
      456, 1396, 1399, 4607, 37680, 46331, 60573,
    ]);
    expect(data.lawfulTitles.length).toBeGreaterThan(20);
  });

  it('names the file and line of a record that does not fit', () => {
    const copy = path.join(dir, 'bad');
    cpSync(CATALOGUE_DATA_DIR, copy, { recursive: true });
    writeFileSync(
      path.join(copy, 'open-films/films.jsonl'),
      '{"tmdb_id": 1, "imdb_id": null, "title": "Ok", "year": 2000, "genres": [], "cast": [], "box_office_usd": null, "collection": null}\n' +
        '{"tmdb_id": -4, "title": ""}\n',
    );
    expect(() => readOpenData(copy)).toThrow(/films\.jsonl line 2/);
  });
});
