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
