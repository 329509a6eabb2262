import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mediaDetailsSchema, mediaSummarySchema } from '@reelhouse/core/media/media-schema';
import { seasonSchema } from '@reelhouse/core/media/season-schema';
import { toTmdbId, type TmdbId } from '@reelhouse/core/media/tmdb-id';
import { openSqlite } from '../../../db/sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedCatalogue } from '../embedded/embedded-catalogue';
import { createRandom } from './random';
import {
  generateSyntheticCatalogue,
  openSyntheticCatalogue,
  type SyntheticCatalogueResult,
} from './synthetic-catalogue';

const id = (value: number): TmdbId => toTmdbId(value)!;

/** A digest of every title row and cast entry, to compare two files' content. */
function digest(file: string): string {
  const db = openSqlite(file, { readonly: true });
  try {
    const hash = createHash('sha256');
    for (const row of db.prepare('SELECT * FROM titles ORDER BY key').iterate()) {
      hash.update(JSON.stringify(row));
    }
    for (const row of db
      .prepare('SELECT * FROM title_cast ORDER BY title_key, position')
      .iterate()) {
      hash.update(JSON.stringify(row));
    }
    return hash.digest('hex');
  } finally {
    db.close();
  }
}

describe('generateSyntheticCatalogue', () => {
  let dir = '';
  let result: SyntheticCatalogueResult;
  let catalogue: EmbeddedCatalogue;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'reelhouse-synthetic-'));
    result = generateSyntheticCatalogue({
      file: path.join(dir, 'a.sqlite'),
      count: 3_000,
      seed: 7,
    });
    catalogue = openSyntheticCatalogue(result.file, () => new Date('2025-07-01T00:00:00Z'));
  });
  afterAll(async () => {
    await catalogue.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes the number of titles asked for, movies and series numbered from 1', async () => {
    expect(result.movies + result.series).toBe(3_000);
    expect(result.series / 3_000).toBeGreaterThan(0.15);
    expect(result.series / 3_000).toBeLessThan(0.25);
    expect(await catalogue.getDetails('movie', id(result.movies), [])).not.toBeNull();
    expect(await catalogue.getDetails('movie', id(result.movies + 1), [])).toBeNull();
    expect(await catalogue.getDetails('tv', id(result.series), [])).not.toBeNull();
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('writes the same catalogue for the same seed, and another for another seed', () => {
    const again = generateSyntheticCatalogue({
      file: path.join(dir, 'b.sqlite'),
      count: 3_000,
      seed: 7,
    });
    const other = generateSyntheticCatalogue({
      file: path.join(dir, 'c.sqlite'),
      count: 3_000,
      seed: 8,
    });
    expect(digest(again.file)).toBe(digest(result.file));
    expect(digest(other.file)).not.toBe(digest(result.file));
  });

  it('serves it through the embedded adapter, every answer passing the core schemas', async () => {
    const popular = await catalogue.getList('movie/popular', 1);
    const popularity = popular.results.map((item) => item.popularity ?? 0);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    expect(popularity[0]).toBeGreaterThan(450);
    for (const item of popular.results) expect(mediaSummarySchema.parse(item)).toEqual(item);

    const top = popular.results[0]!;
    const found = await catalogue.searchMulti({ query: top.title!, page: 1 });
    expect(found.results.map((item) => item.id)).toContain(top.id);

    const details = await catalogue.getDetails('movie', top.id, ['credits', 'similar', 'images']);
    expect(mediaDetailsSchema.parse(details)).toEqual(details);
  });

  it('gives a few series seasons and episodes, and the others none', async () => {
    const db = openSqlite(result.file, { readonly: true });
    const withSeasons = db
      .prepare<[], { id: number }>(
        "SELECT id FROM titles WHERE media_type = 'tv' AND season_count IS NOT NULL",
      )
      .all();
    db.close();
    expect(withSeasons.length).toBeGreaterThan(0);
    expect(withSeasons.length).toBeLessThan(result.series / 10);
    const season = await catalogue.getSeason(id(withSeasons[0]!.id), 1);
    expect(season?.episodes.length).toBeGreaterThanOrEqual(6);
    expect(seasonSchema.parse(season)).toEqual(season);
  });

  it('refuses a count that is not a positive integer', () => {
    for (const count of [0, -1, 1.5, Number.NaN]) {
      expect(() => generateSyntheticCatalogue({ file: path.join(dir, 'x.sqlite'), count })).toThrow(
        /positive integer/,
      );
    }
  });
});

describe('createRandom', () => {
  it('gives the same sequence for the same seed, another for another seed', () => {
    const draw = (seed: number) => {
      const random = createRandom(seed);
      return Array.from({ length: 5 }, () => random.next());
    };
    expect(draw(1)).toEqual(draw(1));
    expect(draw(1)).not.toEqual(draw(2));
  });

  it('draws floats in [0, 1) and integers below the bound', () => {
    const random = createRandom(42);
    for (let i = 0; i < 10_000; i++) {
      const value = random.next();
      expect(value >= 0 && value < 1).toBe(true);
      const n = random.int(7);
      expect(Number.isInteger(n) && n >= 0 && n < 7).toBe(true);
    }
  });
});
