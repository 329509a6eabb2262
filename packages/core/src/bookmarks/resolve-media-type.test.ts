import { describe, expect, it } from 'vitest';
import type { Bookmark } from './bookmark-schema';
import { toMediaId } from './bookmarks';
import {
  applyResolvedMediaTypes,
  listUntypedMediaIds,
  resolveBookmarkMediaType,
} from './resolve-media-type';

const futurama = toMediaId(615);
const dune = toMediaId(438631);

describe('resolveBookmarkMediaType', () => {
  it('takes the type the watch history knows the id by, without the catalogue', () => {
    expect(resolveBookmarkMediaType({ historyType: 'tv', movie: undefined, tv: undefined })).toBe(
      'tv',
    );
    expect(resolveBookmarkMediaType({ historyType: 'tv', movie: 'found', tv: 'found' })).toBe('tv');
  });

  it('takes the one type the catalogue has the id as', () => {
    expect(
      resolveBookmarkMediaType({ historyType: undefined, movie: 'missing', tv: 'found' }),
    ).toBe('tv');
    expect(
      resolveBookmarkMediaType({ historyType: undefined, movie: 'found', tv: 'missing' }),
    ).toBe('movie');
  });

  it('takes the movie when both a movie and a series have the id and the history says nothing', () => {
    expect(resolveBookmarkMediaType({ historyType: undefined, movie: 'found', tv: 'found' })).toBe(
      'movie',
    );
  });

  it.each([
    ['failed', 'found'],
    ['found', 'failed'],
    ['failed', 'missing'],
    ['found', undefined],
    [undefined, 'found'],
    ['missing', 'missing'],
  ] as const)(
    'leaves it unresolved when the movie answer is %s and the series answer %s',
    (movie, tv) => {
      expect(resolveBookmarkMediaType({ historyType: undefined, movie, tv })).toBeNull();
    },
  );
});

describe('listUntypedMediaIds', () => {
  it('lists each untyped id once, in list order, and no typed one', () => {
    const bookmarks: Bookmark[] = [
      { mediaId: dune, mediaType: 'movie', category: 'watchlist', addedAt: 1 },
      { mediaId: futurama, category: 'watchlist', addedAt: 2 },
      { mediaId: dune, category: 'favorites', addedAt: 3 },
      { mediaId: futurama, category: 'favorites', addedAt: 4 },
    ];
    expect(listUntypedMediaIds(bookmarks)).toEqual([futurama, dune]);
  });
});

describe('applyResolvedMediaTypes', () => {
  it('types every untyped bookmark of a resolved id, keeping place, category and addedAt', () => {
    const bookmarks: Bookmark[] = [
      { mediaId: futurama, category: 'watchlist', addedAt: 1 },
      { mediaId: dune, category: 'watchlist', addedAt: 2 },
      { mediaId: futurama, category: 'favorites', addedAt: 3 },
    ];
    expect(applyResolvedMediaTypes(bookmarks, new Map([[futurama, 'tv']]))).toEqual([
      { mediaId: futurama, mediaType: 'tv', category: 'watchlist', addedAt: 1 },
      { mediaId: dune, category: 'watchlist', addedAt: 2 },
      { mediaId: futurama, mediaType: 'tv', category: 'favorites', addedAt: 3 },
    ]);
  });

  it('leaves a typed bookmark of a resolved id as it is, even of the other type', () => {
    const bookmarks: Bookmark[] = [
      { mediaId: futurama, mediaType: 'movie', category: 'watchlist', addedAt: 1 },
      { mediaId: futurama, category: 'favorites', addedAt: 2 },
    ];
    expect(applyResolvedMediaTypes(bookmarks, new Map([[futurama, 'tv']]))).toEqual([
      { mediaId: futurama, mediaType: 'movie', category: 'watchlist', addedAt: 1 },
      { mediaId: futurama, mediaType: 'tv', category: 'favorites', addedAt: 2 },
    ]);
  });

  it('merges an untyped bookmark into the same typed one, keeping the later addedAt', () => {
    const bookmarks: Bookmark[] = [
      { mediaId: futurama, mediaType: 'tv', category: 'watchlist', addedAt: 5 },
      { mediaId: dune, mediaType: 'movie', category: 'watchlist', addedAt: 6 },
      { mediaId: futurama, category: 'watchlist', addedAt: 9 },
    ];
    expect(applyResolvedMediaTypes(bookmarks, new Map([[futurama, 'tv']]))).toEqual([
      { mediaId: futurama, mediaType: 'tv', category: 'watchlist', addedAt: 9 },
      { mediaId: dune, mediaType: 'movie', category: 'watchlist', addedAt: 6 },
    ]);
  });

  it('returns the same list when nothing it names is untyped', () => {
    const bookmarks: Bookmark[] = [
      { mediaId: futurama, mediaType: 'tv', category: 'watchlist', addedAt: 5 },
      { mediaId: dune, category: 'watchlist', addedAt: 6 },
    ];
    expect(applyResolvedMediaTypes(bookmarks, new Map([[futurama, 'movie']]))).toBe(bookmarks);
  });
});
