import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openSqlite } from '../../../db/sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogueDatabase, hashOpenData } from './catalogue-builder';
import { readOpenData } from './open-data';
import { CATALOGUE_DATA_DIR } from './real-catalogue.test-support';

describe('ensureCatalogueDatabase', () => {
  let workDir = '';
  let dataDir = '';
  let outDir = '';

  beforeAll(() => {
    workDir = mkdtempSync(path.join(tmpdir(), 'reelhouse-builder-'));
    dataDir = path.join(workDir, 'data');
    outDir = path.join(workDir, 'out');
    cpSync(CATALOGUE_DATA_DIR, dataDir, { recursive: true });
  });
  afterAll(() => {
    rmSync(workDir, { recursive: true, force: true });
  });

  /** A fresh copy of the real data and an empty output folder, for a test that changes them. */
  const copyData = (name: string) => {
    const copy = {
      dataDir: path.join(workDir, name, 'data'),
      outDir: path.join(workDir, name, 'out'),
    };
    cpSync(CATALOGUE_DATA_DIR, copy.dataDir, { recursive: true });
    return copy;
  };

  const count = (file: string, sql: string): number => {
    const db = openSqlite(file, { readonly: true });
    try {
      return (db.prepare(sql).get() as { n: number }).n;
    } finally {
      db.close();
    }
  };

  it('builds every film, series and lawful title of the real data, with the 7 episode lists', () => {
    const result = ensureCatalogueDatabase({ dataDir, outDir });
    const data = readOpenData(dataDir);
    const filmIds = new Set(data.films.map((film) => film.tmdb_id));
    const lawfulMovies = data.lawfulTitles.filter(
      (t) => t.kind === 'movie' && (t.tmdb_id === null || !filmIds.has(t.tmdb_id)),
    ).length;

    expect(result.built).toBe(true);
    expect(path.basename(result.file)).toMatch(/^catalogue-[0-9a-f]{16}\.sqlite$/);
    expect(data.films).toHaveLength(6588);
    expect(data.shows).toHaveLength(618);
    expect(lawfulMovies).toBeGreaterThan(0);
    expect(count(result.file, "SELECT count(*) AS n FROM titles WHERE media_type = 'movie'")).toBe(
      6588 + lawfulMovies,
    );
    expect(count(result.file, "SELECT count(*) AS n FROM titles WHERE media_type = 'tv'")).toBe(
      618 + 1, // The Beverly Hillbillies comes from the lawful titles
    );
    expect(
      count(result.file, 'SELECT count(*) AS n FROM titles WHERE season_count IS NOT NULL'),
    ).toBe(7);
    const listed = data.episodeLists.reduce(
      (sum, list) => sum + list.seasons.reduce((n, season) => n + season.episodes.length, 0),
      0,
    );
    expect(count(result.file, 'SELECT count(*) AS n FROM episodes')).toBe(listed);
  });

  it('builds the real data in a few seconds', () => {
    const fresh = path.join(workDir, 'timed');
    const result = ensureCatalogueDatabase({ dataDir, outDir: fresh });
    expect(result.built).toBe(true);
    expect(result.durationMs).toBeLessThan(10_000);
  });

  it('reuses the file while the data is unchanged', () => {
    const first = ensureCatalogueDatabase({ dataDir, outDir });
    const modified = statSync(first.file).mtimeMs;
    const second = ensureCatalogueDatabase({ dataDir, outDir });

    expect(second).toMatchObject({ file: first.file, built: false, titles: null });
    expect(statSync(second.file).mtimeMs).toBe(modified);
  });

  it('rebuilds under a new name when a data file changes, and removes the old file', () => {
    const { dataDir, outDir } = copyData('changed');
    const before = ensureCatalogueDatabase({ dataDir, outDir });
    appendFileSync(
      path.join(dataDir, 'open-films/films.jsonl'),
      JSON.stringify({
        tmdb_id: 999_999_001,
        imdb_id: null,
        wikidata_qid: null,
        title: 'A Test Film',
        year: 2001,
        genres: ['Comedy'],
        cast: [],
        box_office_usd: null,
        collection: null,
      }) + '\n',
    );
    const after = ensureCatalogueDatabase({ dataDir, outDir });

    expect(after.built).toBe(true);
    expect(after.file).not.toBe(before.file);
    expect(existsSync(before.file)).toBe(false);
    expect(count(after.file, 'SELECT count(*) AS n FROM titles WHERE id = 999999001')).toBe(1);
  });

  it('keeps the previous file and leaves no temporary file when a build fails', () => {
    const { dataDir, outDir } = copyData('failing');
    const good = ensureCatalogueDatabase({ dataDir, outDir });
    const shows = path.join(dataDir, 'open-series/shows.jsonl');
    appendFileSync(shows, '{"tmdb_id": "not a number"}\n');

    expect(() => ensureCatalogueDatabase({ dataDir, outDir })).toThrow(/shows\.jsonl line 619/);
    expect(existsSync(good.file)).toBe(true);
    expect(readdirSync(outDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('rebuilds a file of the right name that is not a finished catalogue', () => {
    const { dataDir, outDir } = copyData('broken');
    mkdirSync(outDir, { recursive: true });
    const file = path.join(outDir, `catalogue-${hashOpenData(dataDir).slice(0, 16)}.sqlite`);
    writeFileSync(file, 'not a database');

    const result = ensureCatalogueDatabase({ dataDir, outDir });

    expect(result).toMatchObject({ file, built: true });
  });
});

describe('hashOpenData', () => {
  it('changes when any byte of the data changes', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'reelhouse-hash-'));
    try {
      cpSync(CATALOGUE_DATA_DIR, dir, { recursive: true });
      const before = hashOpenData(dir);
      appendFileSync(path.join(dir, 'lawful-titles.json'), ' ');
      expect(hashOpenData(dir)).not.toBe(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
