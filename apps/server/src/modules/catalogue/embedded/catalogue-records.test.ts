import { describe, expect, it } from 'vitest';
import { buildTitleRecords, cleanCastNames } from './catalogue-records';
import { buildAltTitle } from './catalogue-writer';
import {
  readOpenData,
  type LawfulTitle,
  type OpenData,
  type OpenFilm,
  type OpenShow,
} from './open-data';
import { formatUsd } from './overview';
import { CATALOGUE_DATA_DIR } from './real-catalogue.test-support';
import {
  networkIdForName,
  personIdForName,
  reservedLawfulTitleId,
  RESERVED_ID_MIN,
} from './synthetic-ids';

const film = (overrides: Partial<OpenFilm>): OpenFilm => ({
  tmdb_id: 1,
  imdb_id: null,
  title: 'A Film',
  year: 2000,
  genres: [],
  cast: [],
  box_office_usd: null,
  collection: null,
  id_check: 'unverified',
  release_date: null,
  release_date_kind: null,
  runtime_min: null,
  crew: [],
  ...overrides,
});

const show = (overrides: Partial<OpenShow>): OpenShow => ({
  tmdb_id: 1,
  imdb_id: null,
  title: 'A Show',
  type: 'Scripted',
  language: 'English',
  first_air_date: '2010-01-01',
  last_air_date: '2012-01-01',
  status: 'Ended',
  genres: [],
  network: null,
  episode_run_time: 30,
  id_check: 'unverified',
  number_of_seasons: null,
  number_of_episodes: null,
  run_years: null,
  ...overrides,
});

const lawful = (overrides: Partial<LawfulTitle>): LawfulTitle => ({
  title: 'An Open Movie',
  year: 2008,
  kind: 'movie',
  category: 'blender_open_movie',
  license: 'CC BY 3.0',
  tmdb_id: null,
  imdb_id: null,
  ...overrides,
});

const data = (parts: Partial<OpenData>): OpenData => ({
  films: [],
  shows: [],
  episodeLists: [],
  lawfulTitles: [],
  ...parts,
});

describe('buildTitleRecords', () => {
  it('orders titles most popular first, ties by media type then id', () => {
    const records = buildTitleRecords(
      data({
        films: [
          film({ tmdb_id: 3, box_office_usd: 5_000_000 }),
          film({ tmdb_id: 2, box_office_usd: 900_000_000 }),
          film({ tmdb_id: 1, box_office_usd: 5_000_000 }),
        ],
      }),
    );
    expect(records.map((record) => record.id)).toEqual([2, 1, 3]);
  });

  it('skips a lawful title already in the films, and adds the others', () => {
    const records = buildTitleRecords(
      data({
        films: [film({ tmdb_id: 10378, title: 'Big Buck Bunny', genres: ['Animated'] })],
        lawfulTitles: [
          lawful({ tmdb_id: 10378, title: 'Big Buck Bunny' }),
          lawful({ tmdb_id: 45745, title: 'Sintel', year: 2010 }),
        ],
      }),
    );
    expect(records.map((record) => [record.id, record.genreIds])).toEqual(
      expect.arrayContaining([
        [10378, [16]],
        [45745, []],
      ]),
    );
    expect(records).toHaveLength(2);
  });

  it('gives a lawful title without a TMDB id its reserved id, the same on every build', () => {
    const records = buildTitleRecords(
      data({ lawfulTitles: [lawful({ title: 'Sprite Fright', year: 2021 })] }),
    );
    expect(records[0]?.id).toBe(reservedLawfulTitleId('Sprite Fright', 2021));
    expect(records[0]?.id).toBeGreaterThanOrEqual(RESERVED_ID_MIN);
  });

  it('attaches an episode list to its series and says whether it runs to the end', () => {
    const records = buildTitleRecords(
      data({
        shows: [show({ tmdb_id: 5 }), show({ tmdb_id: 6 }), show({ tmdb_id: 7 })],
        episodeLists: [
          {
            tmdb_id: 5,
            title: 'A Show',
            completeness: 'complete through final episode',
            seasons: [
              {
                season_number: 1,
                episodes: [{ episode_number: 1, name: 'Pilot', air_date: null, runtime: 30 }],
              },
            ],
          },
          { tmdb_id: 6, title: 'A Show', completeness: 'CHECK: list ends early', seasons: [] },
        ],
      }),
    );
    const byId = new Map(records.map((record) => [record.id, record]));
    expect(byId.get(5)).toMatchObject({ isSeasonListComplete: true });
    expect(byId.get(5)?.seasons?.[0]?.episodes[0]?.name).toBe('Pilot');
    expect(byId.get(6)).toMatchObject({ isSeasonListComplete: false, seasons: [] });
    expect(byId.get(7)).toMatchObject({ seasons: null });
  });

  it("maps a series' status, language and network", () => {
    const [record] = buildTitleRecords(
      data({
        shows: [
          show({
            status: 'Running',
            language: 'Japanese',
            network: 'Netflix',
            last_air_date: null,
          }),
        ],
      }),
    );
    expect(record).toMatchObject({
      status: 'Returning Series',
      originalLanguage: 'ja',
      providerId: 8,
      activeYear: null,
    });
  });

  it('neither states nor uses an implausibly small box office figure', () => {
    const [tiny] = buildTitleRecords(data({ films: [film({ box_office_usd: 22, year: 1984 })] }));
    const [real] = buildTitleRecords(
      data({ films: [film({ box_office_usd: 59_424, year: 1984 })] }),
    );
    expect(tiny).toMatchObject({ boxOfficeUsd: null, overview: 'A 1984 film.' });
    expect(real?.overview).toBe('A 1984 film. It grossed $59,424 worldwide.');
  });

  it('drops cast entries that are leftovers of parsing the source lists', () => {
    expect(
      cleanCastNames([
        'Tom Hanks',
        'and',
        'voices of',
        '[2]',
        '.',
        'screenwriter)',
        'Željko Ivanek',
        '50 Cent',
      ]),
    ).toEqual(['Tom Hanks', 'Željko Ivanek', '50 Cent']);
  });

  it('refuses data that repeats a title id', () => {
    expect(() => buildTitleRecords(data({ films: [film({}), film({})] }))).toThrow(/repeats/);
  });
});

describe('overviews of the real data', () => {
  const TEMPLATE_WORDS = new Set(
    (
      'a an film starring and it grossed worldwide million billion series that aired on from to ' +
      'since has premiered in the catalogue lists episode episodes season seasons language ' +
      'animated reality documentary talk show game open movie by blender foundation released ' +
      'under commonly reported be us public domain some of its are biographical historical ' +
      'sports live action found footage ran so far'
    ).split(' '),
  );
  const leftover = (text: string, facts: readonly (string | number | null)[]) => {
    let rest = text;
    const strings = facts.filter((f) => f !== null && f !== '').map(String);
    for (const fact of strings.sort((a, b) => b.length - a.length))
      rest = rest.split(fact).join(' ');
    return (rest.match(/[\p{L}\p{N}]+/gu) ?? []).filter(
      (w) => !TEMPLATE_WORDS.has(w.toLowerCase()),
    );
  };

  it('state only facts of their own record: years, genre words, names, figures, licences', () => {
    const source = readOpenData(CATALOGUE_DATA_DIR);
    const records = new Map(buildTitleRecords(source).map((r) => [`${r.mediaType}:${r.id}`, r]));
    const lists = new Map(source.episodeLists.map((list) => [list.tmdb_id, list]));
    const problems: string[] = [];
    const check = (key: string, facts: (string | number | null)[]) => {
      const overview = records.get(key)?.overview ?? '';
      const extra = leftover(overview, facts);
      if (overview === '' || extra.length > 0)
        problems.push(`${key}: ${overview} → ${extra.join(',')}`);
    };
    for (const f of source.films) {
      const box =
        f.box_office_usd !== null && f.box_office_usd >= 1000 ? formatUsd(f.box_office_usd) : null;
      const genres = f.genres.map((g) => (g === 'Sport' ? 'sports' : g.toLowerCase()));
      check(`movie:${f.tmdb_id}`, [f.year, box, ...cleanCastNames(f.cast), ...genres]);
    }
    for (const s of source.shows) {
      const list = lists.get(s.tmdb_id);
      const episodes = list?.seasons.reduce((n, season) => n + season.episodes.length, 0) ?? null;
      check(`tv:${s.tmdb_id}`, [
        s.network,
        s.language,
        s.first_air_date?.slice(0, 4) ?? null,
        s.last_air_date?.slice(0, 4) ?? null,
        s.run_years?.end ?? null,
        list?.seasons.length ?? null,
        episodes,
        s.number_of_seasons,
        s.number_of_episodes,
        ...s.genres.map((g) => g.toLowerCase().replace('science-fiction', 'science fiction')),
      ]);
    }
    for (const t of source.lawfulTitles) {
      const inOpenData = (t.kind === 'movie' ? source.films : source.shows).some(
        (title) => title.tmdb_id === t.tmdb_id,
      );
      if (inOpenData) continue; // described from the richer facts above
      const licence = /CC BY(?:-[A-Z]{2})*(?: \d\.\d)?/.exec(t.license)?.[0] ?? null;
      check(`${t.kind}:${t.tmdb_id ?? reservedLawfulTitleId(t.title, t.year)}`, [t.year, licence]);
    }
    expect(problems).toEqual([]);
  });
});

describe('buildAltTitle', () => {
  it('adds the title without its article, with punctuation closed up and & spelled out', () => {
    expect(buildAltTitle({ title: 'The Amazing Spider-Man', originalTitle: null })).toBe(
      'Amazing Spider-Man ; The Amazing SpiderMan',
    );
    expect(buildAltTitle({ title: 'Fast & Furious', originalTitle: null })).toBe(
      'Fast  and  Furious',
    );
    expect(buildAltTitle({ title: 'Heat', originalTitle: null })).toBe('');
  });
});

describe('synthetic ids', () => {
  it('gives a person the same id for the same name, whatever its spacing or case', () => {
    expect(personIdForName('Keanu Reeves')).toBe(personIdForName('  keanu   REEVES '));
    expect(personIdForName('Keanu Reeves')).not.toBe(personIdForName('Keanu Reves'));
    expect(Number.isSafeInteger(personIdForName('Björk'))).toBe(true);
  });

  it('keeps networks and people apart', () => {
    expect(networkIdForName('HBO')).not.toBe(personIdForName('HBO'));
  });

  it('keeps reserved ids inside their range', () => {
    for (const [title, year] of [
      ['D.O.A.', 1949],
      ['Wing It!', 2023],
      ['x', 1],
    ] as const) {
      const reserved = reservedLawfulTitleId(title, year);
      expect(reserved).toBeGreaterThanOrEqual(900_000_000);
      expect(reserved).toBeLessThanOrEqual(999_999_999);
    }
  });
});
