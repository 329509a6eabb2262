import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  describeEpisode,
  describeFilm,
  describeLawfulTitle,
  describeSeries,
  formatUsd,
  type SeriesFacts,
} from './overview';

/** The words the sentence templates add around the facts. */
const TEMPLATE_WORDS = new Set(
  (
    'a an film starring and it grossed worldwide million billion series that aired on from to ' +
    'since has premiered in the catalogue lists episode episodes season seasons language animated ' +
    'reality documentary talk show game'
  ).split(' '),
);

/** Removes every fact from the text; what is left must be template words only. */
function leftoverWords(text: string, facts: readonly string[]): string[] {
  let rest = text;
  for (const fact of [...facts].sort((a, b) => b.length - a.length)) {
    if (fact !== '') rest = rest.split(fact).join(' ');
  }
  return (rest.match(/[\p{L}\p{N}]+/gu) ?? []).filter(
    (word) => !TEMPLATE_WORDS.has(word.toLowerCase()),
  );
}

const name = fc
  .tuple(fc.constantFrom('Ada', 'Björk', 'Zed', 'Cuba'), fc.constantFrom('Quill', 'Moss', 'Jr.'))
  .map(([given, family]) => `${given} ${family}`);

describe('describeFilm', () => {
  it('states the year, the first three genre words and the first three cast names', () => {
    expect(
      describeFilm({
        year: 1999,
        genres: ['Science Fiction', 'Action'],
        cast: ['Keanu Reeves', 'Laurence Fishburne', 'Carrie-Anne Moss', 'Hugo Weaving'],
        boxOfficeUsd: null,
      }),
    ).toBe(
      'A 1999 science fiction and action film starring Keanu Reeves, Laurence Fishburne and Carrie-Anne Moss.',
    );
  });

  it('adds the worldwide box office when the data has it, and leaves out what it lacks', () => {
    expect(describeFilm({ year: 2003, genres: [], cast: [], boxOfficeUsd: 380_843_261 })).toBe(
      'A 2003 film. It grossed $380.8 million worldwide.',
    );
  });

  it('uses adjective forms of genre words ("Animated", "Biography")', () => {
    expect(
      describeFilm({ year: 2010, genres: ['Animated', 'Biography'], cast: [], boxOfficeUsd: null }),
    ).toBe('A 2010 animated and biographical film.');
  });

  it('never states a number or a name that is not among the facts', () => {
    const genreWords = ['Comedy', 'Drama', 'Science Fiction', 'Horror', 'Western'];
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2030 }),
        fc.subarray(genreWords),
        fc.array(name, { maxLength: 6 }),
        fc.option(fc.integer({ min: 1, max: 3_000_000_000 })),
        (year, genres, cast, boxOfficeUsd) => {
          const text = describeFilm({ year, genres, cast, boxOfficeUsd });
          const facts = [
            String(year),
            ...genres.map((genre) => genre.toLowerCase()),
            ...cast,
            boxOfficeUsd === null ? '' : formatUsd(boxOfficeUsd),
          ];
          expect(leftoverWords(text, facts)).toEqual([]);
        },
      ),
    );
  });
});

describe('describeSeries', () => {
  const ended: SeriesFacts = {
    type: 'Scripted',
    language: 'English',
    genres: ['Comedy'],
    network: 'FOX',
    firstAirDate: '1998-08-23',
    lastAirDate: '2006-05-18',
    status: 'Ended',
    episodeList: null,
  };

  it('says where and when a series aired', () => {
    expect(describeSeries(ended)).toBe('A comedy series that aired on FOX from 1998 to 2006.');
  });

  it('says "since" for a running series and names a language other than English', () => {
    expect(
      describeSeries({
        ...ended,
        language: 'Japanese',
        genres: ['Anime', 'Science-Fiction'],
        type: 'Animation',
        network: 'TV Tokyo',
        lastAirDate: null,
        status: 'Running',
      }),
    ).toBe(
      'A Japanese-language anime and science fiction series that has aired on TV Tokyo since 1998.',
    );
  });

  it('counts the listed episodes only when the data has an episode list', () => {
    expect(describeSeries({ ...ended, episodeList: { seasons: 8, episodes: 73 } })).toBe(
      'A comedy series that aired on FOX from 1998 to 2006. The catalogue lists 73 episodes in 8 seasons.',
    );
  });

  it('leaves out the network and dates the data lacks', () => {
    expect(
      describeSeries({
        ...ended,
        network: null,
        firstAirDate: null,
        lastAirDate: null,
        genres: [],
      }),
    ).toBe('A series.');
  });

  it('never states a number or a name that is not among the facts', () => {
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom('HBO', 'Netflix', 'TV Tokyo')),
        fc.option(fc.integer({ min: 1950, max: 2024 })),
        fc.option(fc.integer({ min: 0, max: 30 })),
        fc.constantFrom('Running', 'Ended', 'To Be Determined'),
        fc.option(fc.record({ seasons: fc.nat(40), episodes: fc.nat(900) })),
        (network, first, length, status, episodeList) => {
          const firstAirDate = first === null ? null : `${first}-03-01`;
          const lastAirDate = first === null || length === null ? null : `${first + length}-06-01`;
          const facts = { ...ended, network, firstAirDate, lastAirDate, status, episodeList };
          const text = describeSeries(facts);
          const numbers = [first, length === null ? null : (first ?? 0) + length];
          const stated = [
            'comedy',
            network ?? '',
            ...numbers.map((n) => (n === null ? '' : String(n))),
            ...(episodeList ? [String(episodeList.seasons), String(episodeList.episodes)] : []),
          ];
          expect(leftoverWords(text, stated)).toEqual([]);
        },
      ),
    );
  });
});

describe('describeLawfulTitle', () => {
  it('names the Blender Foundation and the licence of an open movie', () => {
    expect(
      describeLawfulTitle({
        year: 2008,
        kind: 'movie',
        category: 'blender_open_movie',
        license: 'CC BY 3.0',
      }),
    ).toBe('A 2008 open movie by the Blender Foundation, released under CC BY 3.0.');
  });

  it('keeps only the licence name out of a licence note', () => {
    expect(
      describeLawfulTitle({
        year: 2017,
        kind: 'movie',
        category: 'blender_open_movie',
        license: 'CC BY-ND 4.0 (no derivatives)',
      }),
    ).toBe('A 2017 open movie by the Blender Foundation, released under CC BY-ND 4.0.');
  });

  it('says public-domain status is as commonly reported', () => {
    expect(
      describeLawfulTitle({
        year: 1968,
        kind: 'movie',
        category: 'us_public_domain_feature',
        license: 'US public domain (status as commonly reported)',
      }),
    ).toBe('A 1968 film, commonly reported to be in the US public domain.');
  });
});

describe('describeEpisode', () => {
  it('names the season, episode, series and air date', () => {
    expect(
      describeEpisode({
        seriesTitle: 'Lost',
        seasonNumber: 1,
        episodeNumber: 3,
        airDate: '2004-10-06',
      }),
    ).toBe('Season 1, episode 3 of Lost, first aired October 6, 2004.');
  });
});

describe('formatUsd', () => {
  it.each([
    [59_424, '$59,424'],
    [4_257_354, '$4.3 million'],
    [1_000_000_000, '$1 billion'],
    [2_797_501_328, '$2.8 billion'],
  ])('formats %i as %s', (amount, text) => {
    expect(formatUsd(amount)).toBe(text);
  });
});
