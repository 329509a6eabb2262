import { describe, expect, it } from 'vitest';
import {
  convertImported,
  describeNamedTitle,
  listNamedTitles,
  namedTitleKey,
} from './from-imported';
import type { ReadImport } from './imported';
import type { MatchOutcome } from './title-match';

type ReadFile = Extract<ReadImport, { ok: true }>;

const letterboxd: ReadFile = {
  ok: true,
  source: 'letterboxd',
  bookmarks: [
    {
      media: { kind: 'name', mediaType: 'movie', title: 'Dune', year: 2021 },
      category: 'watchlist',
      addedAt: 10,
    },
  ],
  watches: [
    {
      media: { kind: 'name', mediaType: 'movie', title: 'Crash', year: 2004 },
      watchedAt: 20,
      isFinished: true,
    },
    {
      media: { kind: 'name', mediaType: 'movie', title: 'Nothing Like It', year: 1999 },
      watchedAt: 30,
      isFinished: true,
    },
  ],
};

const trakt: ReadFile = {
  ok: true,
  source: 'trakt',
  bookmarks: [],
  watches: [
    {
      media: { kind: 'tmdb', mediaType: 'tv', id: 1396, title: 'Breaking Bad', year: 2008 },
      episode: { season: 1, number: 2, title: 'Cat in the Bag', id: '62086' },
      watchedAt: 100,
      isFinished: true,
    },
    {
      media: { kind: 'tmdb', mediaType: 'tv', id: 1396, title: 'Breaking Bad', year: 2008 },
      episode: { season: 1, number: 3 },
      watchedAt: 200,
      percent: 50,
    },
    {
      media: { kind: 'tmdb', mediaType: 'movie', id: 603, title: 'The Matrix', year: 1999 },
      watchedAt: 300,
      percent: 25,
    },
  ],
};

const matched = (id: number, title: string, year: number): MatchOutcome => ({
  kind: 'matched',
  candidate: { id, mediaType: 'movie', title, year },
});

describe('convertImported', () => {
  const matches = new Map<string, MatchOutcome>([
    [
      namedTitleKey({ title: 'Dune', year: 2021, mediaType: 'movie' }),
      matched(438631, 'Dune', 2021),
    ],
    [
      namedTitleKey({ title: 'Crash', year: 2004, mediaType: 'movie' }),
      { kind: 'ambiguous', candidates: [] },
    ],
  ]);

  it('lists each title known by name once, for the match', () => {
    expect(listNamedTitles([letterboxd, letterboxd]).map(describeNamedTitle)).toEqual([
      'Dune (2021)',
      'Crash (2004)',
      'Nothing Like It (1999)',
    ]);
  });

  it('bookmarks matched titles and lists the unmatched and ambiguous ones by name', () => {
    const { data, unmatched, ambiguous } = convertImported([letterboxd], matches);
    expect(data.bookmarks).toEqual([
      { mediaId: 438631, mediaType: 'movie', category: 'watchlist', addedAt: 10 },
    ]);
    expect(data.history).toEqual({});
    expect(unmatched).toEqual(['Nothing Like It (1999)']);
    expect(ambiguous).toEqual(['Crash (2004)']);
  });

  it('records a show’s episodes under their keys, the latest one as the show’s progress', () => {
    const { data } = convertImported([trakt], new Map(), new Map([['tv:1396:s1e3', 2_000]]));
    const show = data.history['1396'];
    expect(show).toMatchObject({ type: 'show', title: 'Breaking Bad', year: 2008, updatedAt: 200 });
    expect(show?.type === 'show' && show.episodes.s1e2).toMatchObject({
      id: '62086',
      title: 'Cat in the Bag',
      progress: { watched: 1, duration: 1 },
      completedAt: 100,
    });
    expect(show?.type === 'show' && show.episodes.s1e3).toMatchObject({
      progress: { watched: 1_000, duration: 2_000 },
      updatedAt: 200,
    });
    expect(show?.progress).toEqual({ watched: 1_000, duration: 2_000 });
  });

  it('turns a watched share into a position of the runtime, or of a nominal 100 s without it', () => {
    const known = convertImported([trakt], new Map(), new Map([['movie:603', 8_000]]));
    expect(known.data.history['603']?.progress).toEqual({ watched: 2_000, duration: 8_000 });
    expect(known.data.history['603']).not.toHaveProperty('completedAt');
    const unknown = convertImported([trakt], new Map());
    expect(unknown.data.history['603']?.progress).toEqual({ watched: 25, duration: 100 });
    expect(unknown.data.history['603']).not.toHaveProperty('completedAt');
  });

  it('keeps the latest viewing of a title seen twice', () => {
    const twice: ReadFile = {
      ...trakt,
      watches: [
        { media: trakt.watches[2]!.media, watchedAt: 500, isFinished: true },
        { media: trakt.watches[2]!.media, watchedAt: 400, progress: { watched: 5, duration: 10 } },
      ],
    };
    expect(convertImported([twice], new Map()).data.history['603']).toMatchObject({
      updatedAt: 500,
      completedAt: 500,
    });
  });
});
