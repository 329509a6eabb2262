import { describe, expect, it } from 'vitest';
import {
  detectMediaType,
  filterSearchResults,
  getGenreIds,
  getImdbId,
  getOriginalTitle,
  getReleaseDate,
  getReleaseYear,
  getTitle,
  pickLogo,
} from './media-item';

describe('detectMediaType', () => {
  it.each([
    ['media_type wins over the title', { media_type: 'tv', title: 'A Film' }, 'tv'],
    ['media_type movie is a movie', { media_type: 'movie', name: 'Named' }, 'movie'],
    ['without media_type a title means a movie', { title: 'A Film' }, 'movie'],
    ['without media_type or title a name means a series', { name: 'A Show' }, 'tv'],
    ['a title wins over a name', { title: 'A Film', name: 'A Show' }, 'movie'],
    ['null media_type falls back to the title', { media_type: null, title: 'A Film' }, 'movie'],
    ['an empty title does not count', { title: '', name: 'A Show' }, 'tv'],
    ['another media_type is neither', { media_type: 'person', name: 'An Actor' }, null],
    ['nothing to go by is neither', {}, null],
  ])('%s', (_rule, item, expected) => {
    expect(detectMediaType(item)).toBe(expected);
  });
});

describe('filterSearchResults', () => {
  it('keeps only movies and series, in order', () => {
    const results = [
      { id: 1, media_type: 'movie' },
      { id: 2, media_type: 'person' },
      { id: 3, media_type: 'tv' },
      { id: 4 },
      { id: 5, media_type: null },
      { id: 6, media_type: 'collection' },
    ];
    expect(filterSearchResults(results).map((item) => item.id)).toEqual([1, 3]);
  });
});

describe('movie-or-series field pairs', () => {
  it('reads the title of a movie and the name of a series', () => {
    expect(getTitle({ title: 'A Film', name: 'ignored' })).toBe('A Film');
    expect(getTitle({ title: null, name: 'A Show' })).toBe('A Show');
    expect(getTitle({ title: '', name: 'A Show' })).toBe('A Show');
    expect(getTitle({})).toBe('');
  });

  it('reads the original title of a movie and the original name of a series', () => {
    expect(getOriginalTitle({ original_title: 'Un film' })).toBe('Un film');
    expect(getOriginalTitle({ original_title: '', original_name: 'Une série' })).toBe('Une série');
    expect(getOriginalTitle({})).toBeNull();
  });

  it('reads the release date of a movie and the first air date of a series', () => {
    expect(getReleaseDate({ release_date: '1999-03-31' })).toBe('1999-03-31');
    expect(getReleaseDate({ release_date: '', first_air_date: '2008-01-20' })).toBe('2008-01-20');
    expect(getReleaseDate({ release_date: null, first_air_date: null })).toBeNull();
  });

  it('takes the year from whichever date there is', () => {
    expect(getReleaseYear({ first_air_date: '2008-01-20' })).toBe(2008);
    expect(getReleaseYear({ release_date: 'soon' })).toBeNull();
    expect(getReleaseYear({})).toBeNull();
  });

  it('reads the IMDb id from the details or else from external_ids', () => {
    expect(getImdbId({ imdb_id: 'tt0000001', external_ids: { imdb_id: 'tt0000002' } })).toBe(
      'tt0000001',
    );
    expect(getImdbId({ imdb_id: '', external_ids: { imdb_id: 'tt0000002' } })).toBe('tt0000002');
    expect(getImdbId({ external_ids: null })).toBeNull();
    expect(getImdbId({})).toBeNull();
  });

  it('reads genre ids from genre_ids or else from genres', () => {
    expect(getGenreIds({ genre_ids: [18, 80], genres: [{ id: 35 }] })).toEqual([18, 80]);
    expect(getGenreIds({ genre_ids: [], genres: [{ id: 35 }, { id: 18 }] })).toEqual([35, 18]);
    expect(getGenreIds({})).toEqual([]);
  });
});

describe('pickLogo', () => {
  it('prefers an English logo, then one without language, else none', () => {
    const fr = { file_path: '/fr.png', iso_639_1: 'fr' };
    const en = { file_path: '/en.png', iso_639_1: 'en' };
    const plain = { file_path: '/plain.png', iso_639_1: null };
    expect(pickLogo([fr, plain, en])).toBe(en);
    expect(pickLogo([fr, plain])).toBe(plain);
    expect(pickLogo([fr])).toBeNull();
    expect(pickLogo([])).toBeNull();
  });
});
