import { toTmdbId } from '@reelhouse/core/media/tmdb-id';
import { describe, expect, it } from 'vitest';
import { createInMemoryCatalogue } from '../../../test-support/in-memory-catalogue';
import type { AvailabilityIndex, PlayableRef } from '../sources/availability';
import { withAvailability } from './with-availability';

/** The Glass Harbour (movie 603) plays from the library; nothing else does. */
const INDEX: AvailabilityIndex = {
  of: (ref: PlayableRef) => (ref.type === 'movie' && ref.id === 603 ? 'library' : null),
  ofEpisode: () => null,
  list: () => [],
};

function id(value: number) {
  const branded = toTmdbId(value);
  if (branded === null) throw new Error('bad id');
  return branded;
}

describe('withAvailability', () => {
  it('marks the titles of lists and searches that play here, and only those', async () => {
    const catalogue = withAvailability(createInMemoryCatalogue(), INDEX);
    const popular = await catalogue.getList('movie/popular', 1);
    expect(popular.results.map((item) => [item.id, item.availability])).toEqual([[603, 'library']]);
    const search = await catalogue.searchMulti({ query: 'a', page: 1 });
    const marks = Object.fromEntries(search.results.map((item) => [item.id, item.availability]));
    expect(marks).toEqual({ 603: 'library', 1399: undefined });
  });

  it("marks a title's details by its own type: a series sharing a film's id is not marked", async () => {
    const inner = createInMemoryCatalogue();
    const catalogue = withAvailability(inner, {
      ...INDEX,
      of: (ref) => (ref.type === 'tv' ? null : 'free'),
    });
    expect((await catalogue.getDetails('movie', id(603), []))?.availability).toBe('free');
    expect((await catalogue.getDetails('tv', id(1399), []))?.availability).toBeUndefined();
  });

  it('drops a mark a catalogue answer carried itself, and never changes the cached object', async () => {
    const inner = createInMemoryCatalogue();
    const original = inner.getList.bind(inner);
    const cached = await original('tv/popular', 1);
    const spoofed = {
      ...cached,
      results: cached.results.map((item) => ({ ...item, availability: 'free' as const })),
    };
    inner.getList = () => Promise.resolve(spoofed);
    const catalogue = withAvailability(inner, { ...INDEX, of: () => null });
    const page = await catalogue.getList('tv/popular', 1);
    expect(page.results.every((item) => item.availability === undefined)).toBe(true);
    expect(spoofed.results.map((item) => item.availability)).toEqual(
      spoofed.results.map(() => 'free'),
    );
  });
});

describe('withAvailability: Playable here', () => {
  const query = {
    mediaType: 'movie' as const,
    page: 1,
    withGenres: [],
    withGenresMode: 'any' as const,
    withWatchProviders: [],
    watchRegion: null,
    sortBy: 'popularity.desc' as const,
    playableOnly: true,
  };
  const listing: AvailabilityIndex = {
    ...INDEX,
    list: () => [
      { type: 'movie', id: 603, availability: 'library' },
      { type: 'tv', id: 1399, availability: 'free' },
      { type: 'movie', id: 424242, availability: 'free' },
    ],
  };

  it('answers only the titles of the type that play here and that the catalogue knows, marked', async () => {
    const catalogue = withAvailability(createInMemoryCatalogue(), listing);
    const page = await catalogue.discover(query);
    expect(page.results.map((item) => [item.id, item.availability])).toEqual([[603, 'library']]);
    expect(page).toMatchObject({ page: 1, total_pages: 1, total_results: 1 });
  });

  it("keeps only the titles of the asked genres and providers, and asks no catalogue's discover", async () => {
    const inner = createInMemoryCatalogue();
    const catalogue = withAvailability(inner, listing);
    expect((await catalogue.discover({ ...query, withGenres: [878] })).results).toHaveLength(1);
    expect((await catalogue.discover({ ...query, withGenres: [35] })).results).toHaveLength(0);
    // The Glass Harbour has no network and no providers: it is on no service.
    expect((await catalogue.discover({ ...query, withWatchProviders: [8] })).results).toEqual([]);
    expect(inner.calls.some((call) => call.method === 'discover')).toBe(false);
  });

  it('reads an ordinary discover from the catalogue when the filter is off', async () => {
    const inner = createInMemoryCatalogue();
    const catalogue = withAvailability(inner, listing);
    await catalogue.discover({ ...query, playableOnly: false });
    expect(inner.calls.filter((call) => call.method === 'discover')).toHaveLength(1);
  });
});
