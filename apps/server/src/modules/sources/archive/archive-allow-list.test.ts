import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ScrapeRequest } from '@reelhouse/core/player/scrape-schema';
import { describe, expect, it } from 'vitest';
import {
  describeArchiveLicence,
  findArchiveTitle,
  loadArchiveAllowList,
  parseArchiveAllowList,
} from './archive-allow-list';

const LAWFUL_TITLES = fileURLToPath(
  new URL('../../../../../../catalogue-data/lawful-titles.json', import.meta.url),
);

function movie(tmdbId: string, imdbId?: string): ScrapeRequest {
  return { type: 'movie', title: 'Any title', releaseYear: 2000, tmdbId, imdbId };
}

const list = parseArchiveAllowList({
  generated_by: 'a test',
  titles: [
    {
      title: 'Film A',
      year: 1950,
      kind: 'movie',
      license: 'US public domain (as reported)',
      tmdb_id: 101,
      imdb_id: 'tt0000101',
      internet_archive_ids: ['film-a', 'film_a_alt'],
      evidence: { anything: ['ignored'] },
    },
    {
      title: 'Film B',
      kind: 'movie',
      license: 'CC BY 4.0',
      tmdb_id: null,
      imdb_id: 'tt0000202',
      internet_archive_ids: ['film-b'],
    },
    { title: 'Film C', kind: 'movie', tmdb_id: 303, imdb_id: null, internet_archive_ids: [] },
    { title: 'Series D', kind: 'tv', tmdb_id: 404, imdb_id: null, internet_archive_ids: ['d'] },
  ],
});

describe('parseArchiveAllowList', () => {
  it('keeps only titles with an Internet Archive id, ignoring unknown fields', () => {
    expect(list.titles.map((title) => title.title)).toEqual(['Film A', 'Film B', 'Series D']);
    expect(list.titles[0]).toEqual({
      title: 'Film A',
      kind: 'movie',
      tmdbId: '101',
      imdbId: 'tt0000101',
      identifiers: ['film-a', 'film_a_alt'],
      notice: 'Public domain film from the Internet Archive.',
    });
  });

  it('refuses an identifier that could escape its URL path', () => {
    expect(() =>
      parseArchiveAllowList({
        titles: [{ title: 'X', kind: 'movie', internet_archive_ids: ['../metadata'] }],
      }),
    ).toThrow();
  });

  it('lets the operator write the notice', () => {
    const custom = parseArchiveAllowList({
      titles: [
        { title: 'X', kind: 'movie', internet_archive_ids: ['x'], notice: 'Courtesy of X.' },
      ],
    });

    expect(custom.titles[0]?.notice).toBe('Courtesy of X.');
  });
});

describe('describeArchiveLicence', () => {
  it.each([
    [
      'US public domain (status as commonly reported)',
      null,
      'Public domain film from the Internet Archive.',
    ],
    ['CC BY 3.0', 'blender_open_movie', 'CC BY 3.0 — Blender Foundation'],
    ['CC BY-ND 4.0 (no derivatives)', 'blender_open_movie', 'CC BY-ND 4.0 — Blender Foundation'],
    ['CC BY (version conflicts: 2.5 vs 3.0)', 'other', 'CC BY — Internet Archive'],
    [null, null, 'Film from the Internet Archive.'],
    ['All rights reserved by X, shown with permission', null, 'Film from the Internet Archive.'],
  ])('%s (%s) → %s', (licence, category, notice) => {
    expect(describeArchiveLicence(licence, category)).toBe(notice);
  });
});

describe('findArchiveTitle', () => {
  it('matches by TMDB id first', () => {
    expect(findArchiveTitle(list, movie('101'))?.title).toBe('Film A');
  });

  it('falls back to the IMDb id', () => {
    expect(findArchiveTitle(list, movie('999', 'tt0000202'))?.title).toBe('Film B');
  });

  it('never matches by title', () => {
    expect(findArchiveTitle(list, { ...movie('999'), title: 'Film A', releaseYear: 1950 })).toBe(
      undefined,
    );
  });

  it('offers no series, even when a TMDB id matches a tv entry', () => {
    const episode: ScrapeRequest = {
      ...movie('404'),
      type: 'show',
      season: { number: 1, tmdbId: '1' },
      episode: { number: 1, tmdbId: '2' },
    };

    expect(findArchiveTitle(list, episode)).toBe(undefined);
    expect(findArchiveTitle(list, movie('404'))).toBe(undefined);
  });
});

describe('loadArchiveAllowList', () => {
  it('reads the project seed list: Big Buck Bunny is offered, Sintel (no archive id) is not', async () => {
    const seed = await loadArchiveAllowList(LAWFUL_TITLES);

    expect(findArchiveTitle(seed, movie('10378'))).toMatchObject({
      identifiers: ['BigBuckBunny_124'],
      notice: 'CC BY 3.0 — Blender Foundation',
    });
    expect(findArchiveTitle(seed, movie('45745', 'tt1727587'))).toBe(undefined);
    for (const title of seed.titles) expect(title.notice.length).toBeLessThanOrEqual(200);
  });

  it('fails on a file that is not the allow-list format', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'allow-list-'));
    const file = path.join(dir, 'list.json');
    await writeFile(file, JSON.stringify({ films: [] }));
    try {
      await expect(loadArchiveAllowList(file)).rejects.toThrow();
    } finally {
      await rm(dir, { recursive: true });
    }
  });
});
