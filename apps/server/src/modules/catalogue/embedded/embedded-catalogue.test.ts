import { mediaDetailsSchema } from '@reelhouse/core/media/media-schema';
import { episodeSchema, seasonSchema } from '@reelhouse/core/media/season-schema';
import { toTmdbId, type TmdbId } from '@reelhouse/core/media/tmdb-id';
import { describe, expect, it } from 'vitest';
import { useRealCatalogue } from './real-catalogue.test-support';
import { personIdForName, RESERVED_ID_MIN } from './synthetic-ids';

const id = (value: number): TmdbId => toTmdbId(value)!;
const titleOf = (item: { title: string | null; name: string | null }) => item.title ?? item.name;

describe('embedded catalogue: search', () => {
  const catalogue = useRealCatalogue();
  const search = (query: string, page = 1) => catalogue().searchMulti({ query, page });

  it('finds a title from the first letters of a word (typeahead)', async () => {
    const page = await search('termin');
    expect(page.results.map((item) => item.id)).toContain(218); // The Terminator
  });

  it('puts the exact title first, ahead of more popular titles that merely start with it', async () => {
    const page = await search('the terminator');
    expect(page.results[0]).toMatchObject({ id: 218, title: 'The Terminator' });
    expect(page.results.slice(1).every((item) => (item.popularity ?? 0) > 239)).toBe(true);
  });

  it('ranks titles starting with the query before titles holding it, each by popularity', async () => {
    const page = await search('star wars');
    const titles = page.results.map(titleOf);
    const starting = titles.filter((title) => title?.startsWith('Star Wars'));
    expect(titles.slice(0, starting.length)).toEqual(starting);
    expect(titles.indexOf('Rogue One: A Star Wars Story')).toBeGreaterThan(starting.length - 1);
    const leading = page.results.slice(0, starting.length).map((item) => item.popularity ?? 0);
    expect(leading).toEqual([...leading].sort((a, b) => b - a));
  });

  it('searches one media type with its own count, so every page it counts has results', async () => {
    const both = await catalogue().searchMulti({ query: 'love', page: 1 });
    const series = await catalogue().searchMulti({ query: 'love', page: 1, mediaType: 'tv' });
    const movies = await catalogue().searchMulti({ query: 'love', page: 1, mediaType: 'movie' });

    expect(series.results.length).toBeGreaterThan(0);
    expect(series.results.every((item) => item.media_type === 'tv')).toBe(true);
    expect(movies.results.every((item) => item.media_type === 'movie')).toBe(true);
    expect(series.total_results + movies.total_results).toBe(both.total_results);
    const last = await catalogue().searchMulti({
      query: 'love',
      page: series.total_pages,
      mediaType: 'tv',
    });
    expect(last.results.length).toBeGreaterThan(0);
    expect(last.results.every((item) => item.media_type === 'tv')).toBe(true);
  });

  it('finds titles through cast names, after titles that match by name', async () => {
    const page = await search('tom hanks');
    expect(page.total_results).toBeGreaterThan(20);
    expect(page.results.map((item) => item.id)).toContain(13); // Forrest Gump
  });

  it('folds diacritics both ways', async () => {
    expect((await search('leon')).results[0]).toMatchObject({ title: 'Léon: The Professional' });
    expect((await search('Léon')).results[0]).toMatchObject({ title: 'Léon: The Professional' });
    expect((await search('bjork')).results.map((item) => item.id)).toContain(16); // Björk
  });

  it('returns movies and series with their media_type', async () => {
    const page = await search('star');
    const types = new Set(page.results.map((item) => item.media_type));
    expect(types).toEqual(new Set(['movie', 'tv']));
    for (const item of page.results) {
      expect(item.media_type === 'movie' ? item.title : item.name).toBeTruthy();
    }
  });

  it('pages by 20 without repeating or losing a title', async () => {
    const first = await search('love');
    const seen: number[] = [];
    for (let page = 1; page <= first.total_pages; page++) {
      const results = (await search('love', page)).results;
      expect(results.length).toBe(page < first.total_pages ? 20 : first.total_results % 20 || 20);
      seen.push(...results.map((item) => item.id));
    }
    expect(new Set(seen).size).toBe(first.total_results);
  });

  it.each(['"', '*', '-', 'NEAR(', "'", 'AND', 'title:x', '^', '(', '🎬', 'a"b', 'x OR', '   '])(
    'answers the query %j without throwing',
    async (query) => {
      const page = await search(query);
      expect(page.page).toBe(1);
      expect(Array.isArray(page.results)).toBe(true);
    },
  );

  it('answers an empty page for a query without words and past page 500', async () => {
    expect(await search('***')).toEqual({ page: 1, results: [], total_pages: 1, total_results: 0 });
    const far = await search('the', 501);
    expect(far.results).toEqual([]);
    expect(far.total_results).toBeGreaterThan(0);
  });
});

describe('embedded catalogue: details', () => {
  const catalogue = useRealCatalogue();

  it('answers a film with the facts of the data and a generated overview', async () => {
    const matrix = await catalogue().getDetails('movie', id(603), []);
    expect(matrix).toMatchObject({
      id: 603,
      media_type: 'movie',
      title: 'The Matrix',
      release_date: '1999-03-31', // its US release
      release_date_precision: 'day',
      genres: [
        { id: 878, name: 'Science Fiction' },
        { id: 28, name: 'Action' },
      ],
      imdb_id: 'tt0133093',
      vote_average: null,
      vote_count: null,
      tagline: null,
      poster_path: '/art/poster/movie-603.svg',
      backdrop_path: '/art/backdrop/movie-603.svg',
      overview:
        'A 1999 science fiction and action film starring Keanu Reeves, Laurence Fishburne and ' +
        'Carrie-Anne Moss. It grossed $172.1 million worldwide.',
      credits: null,
      similar: null,
      external_ids: null,
      images: null,
    });
  });

  it('appends the cast in billing order with stable ids of our own, the crew after it', async () => {
    const matrix = await catalogue().getDetails('movie', id(603), ['credits']);
    const cast = matrix?.credits?.cast ?? [];
    expect(cast.map((person) => person.name)).toEqual([
      'Keanu Reeves',
      'Laurence Fishburne',
      'Carrie-Anne Moss',
      'Hugo Weaving',
      'Joe Pantoliano',
    ]);
    expect(cast[0]).toMatchObject({
      id: personIdForName('Keanu Reeves'),
      order: 0,
      profile_path: null,
    });
    const crew = matrix?.credits?.crew ?? [];
    expect(crew.map((person) => [person.job, person.name])).toEqual([
      ['Director', 'The Wachowskis'],
      ['Writer', 'The Wachowskis'],
      ['Producer', 'Joel Silver'],
      ['Composer', 'Don Davis'],
      ['Cinematographer', 'Bill Pope'],
      ['Editor', 'Zach Staenberg'],
    ]);
    expect(crew.every((person) => person.id === personIdForName(person.name))).toBe(true);
  });

  it('appends similar titles: same type, sharing genres, by overlap then popularity', async () => {
    const matrix = await catalogue().getDetails('movie', id(603), ['similar']);
    const similar = matrix?.similar?.results ?? [];
    expect(similar).toHaveLength(20);
    const overlap = (genres: readonly number[]) =>
      genres.filter((g) => [878, 28].includes(g)).length;
    const keys = similar.map((item) => [overlap(item.genre_ids), item.popularity ?? 0] as const);
    for (const [index, [shared, popularity]] of keys.entries()) {
      expect(shared).toBeGreaterThan(0);
      const next = keys[index + 1];
      if (next)
        expect(next[0] < shared || (next[0] === shared && next[1] <= popularity)).toBe(true);
    }
    expect(similar.every((item) => item.media_type === 'movie' && item.id !== 603)).toBe(true);
  });

  it('appends the IMDb id and the generated pictures', async () => {
    const series = await catalogue().getDetails('tv', id(1399), ['external_ids', 'images']);
    expect(series?.external_ids).toEqual({ imdb_id: 'tt0944947' });
    expect(series?.imdb_id).toBeNull();
    expect(series?.images?.posters[0]?.file_path).toBe('/art/poster/tv-1399.svg');
    expect(series?.images?.logos[0]?.file_path).toBe('/art/logo/tv-1399.svg');
  });

  it('lists the seasons of a series whose episode list the data has', async () => {
    const got = await catalogue().getDetails('tv', id(1399), []);
    expect(got).toMatchObject({
      name: 'Game of Thrones',
      first_air_date: '2011-04-17',
      number_of_seasons: 8,
      number_of_episodes: 73,
      episode_run_time: [61],
      status: 'Ended',
      networks: [{ name: 'HBO' }],
    });
    expect(got?.seasons.map((season) => season.name)).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `Season ${n}`),
    );
  });

  it('counts seasons as the data states them, not from a list that stops before the end', async () => {
    const partial = await catalogue().getDetails('tv', id(60573), []); // Silicon Valley, to season 4
    expect(partial?.seasons).toHaveLength(4);
    expect(partial?.number_of_seasons).toBe(6);
    expect(partial?.number_of_episodes).toBe(53);
  });

  it("lists a film's crew with their jobs and departments, and its runtime", async () => {
    const film = await catalogue().getDetails('movie', id(299534), ['credits']); // Endgame
    const crew = film?.credits?.crew ?? [];
    expect(crew).toContainEqual(
      expect.objectContaining({ name: 'Anthony Russo', job: 'Director', department: 'Directing' }),
    );
    expect(film?.runtime).toBe(181);
    const monsters = await catalogue().getDetails('movie', id(585), ['credits']);
    expect(monsters?.credits?.crew).toContainEqual(
      expect.objectContaining({ name: 'Andrew Stanton', job: 'Screenplay', department: 'Writing' }),
    );
  });

  it('knows the year only of a film without a US release date, and says so', async () => {
    const endgame = await catalogue().getDetails('movie', id(299534), []); // a premiere date only
    expect(endgame).toMatchObject({ release_date: '2019-01-01', release_date_precision: 'year' });
  });

  it('gives no IMDb id to a film whose ids the data marks doubtful (Saving Grace)', async () => {
    const doubtful = await catalogue().getDetails('movie', id(2360), ['external_ids']);
    expect(doubtful).not.toBeNull();
    expect(doubtful?.imdb_id).toBeNull();
    expect(doubtful?.external_ids).toEqual({ imdb_id: null });
  });

  it('prints the run the data says to print, not a reunion date (Breaking Bad: 2008 to 2013)', async () => {
    const show = await catalogue().getDetails('tv', id(1396), []);
    expect(show?.overview).toContain('from 2008 to 2013');
    expect(show?.overview).not.toContain('2019');
    expect(show).toMatchObject({ number_of_seasons: 5, number_of_episodes: 62 });
  });

  it('invents no seasons for a series without an episode list', async () => {
    const show = await catalogue().getDetails('tv', id(52), []); // That '70s Show
    expect(show).toMatchObject({ name: "That '70s Show", seasons: [], number_of_seasons: null });
    expect(show?.overview).toBe('A comedy series that aired on FOX from 1998 to 2006.');
  });

  it('holds the lawful titles, those without a TMDB id under reserved ids', async () => {
    const page = await catalogue().searchMulti({ query: 'sprite fright', page: 1 });
    const sprite = page.results[0];
    expect(sprite?.title).toBe('Sprite Fright');
    expect(sprite?.id).toBeGreaterThanOrEqual(RESERVED_ID_MIN);
    expect(sprite?.overview).toBe(
      'A 2021 open movie by the Blender Foundation, released under CC BY 4.0.',
    );
    expect(await catalogue().getDetails('movie', id(10378), [])).toMatchObject({
      title: 'Big Buck Bunny',
    });
  });

  it('answers null for ids it does not hold, in either media type', async () => {
    expect(await catalogue().getDetails('movie', id(999_999_999), ['credits'])).toBeNull();
    expect(await catalogue().getDetails('tv', id(603), [])).toBeNull();
    expect(await catalogue().getImages('movie', id(999_999_999), [])).toBeNull();
  });

  it('answers details every core schema accepts unchanged', async () => {
    for (const [type, value] of [
      ['movie', 603],
      ['tv', 1399],
      ['tv', 52],
      ['movie', 10378],
    ] as const) {
      const details = await catalogue().getDetails(type, id(value), [
        'credits',
        'similar',
        'external_ids',
        'images',
      ]);
      expect(mediaDetailsSchema.parse(details)).toEqual(details);
    }
  });
});

describe('embedded catalogue: seasons and episodes', () => {
  const catalogue = useRealCatalogue();

  it('answers a season with its episodes, as the data numbers them', async () => {
    const season = await catalogue().getSeason(id(1399), 2);
    expect(season).toMatchObject({ season_number: 2, name: 'Season 2', episode_count: 10 });
    expect(season?.episodes[2]).toMatchObject({
      episode_number: 3,
      season_number: 2,
      name: 'What is Dead May Never Die',
      air_date: '2012-04-15',
      runtime: 60,
      still_path: '/art/still/tv-1399-s2e3.svg',
      vote_average: null,
    });
    expect(seasonSchema.parse(season)).toEqual(season);
  });

  it('answers an episode, with empty credits and the generated still when appended', async () => {
    const episode = await catalogue().getEpisode(id(1399), 1, 1, ['credits', 'images']);
    expect(episode).toMatchObject({ name: 'Winter is Coming', air_date: '2011-04-17' });
    expect(episode?.credits).toEqual({ cast: [], crew: [], guest_stars: [] });
    expect(episode?.images?.stills.map((still) => still.file_path)).toEqual([
      '/art/still/tv-1399-s1e1.svg',
    ]);
    expect(episodeSchema.parse(episode)).toEqual(episode);
  });

  it('answers null for seasons and episodes the data does not list', async () => {
    expect(await catalogue().getSeason(id(1399), 9)).toBeNull();
    expect(await catalogue().getSeason(id(52), 1)).toBeNull(); // no episode list
    expect(await catalogue().getSeason(id(603), 1)).toBeNull(); // a movie id
    expect(await catalogue().getEpisode(id(1399), 1, 11, [])).toBeNull();
    expect(await catalogue().getEpisode(id(999_999_999), 1, 1, [])).toBeNull();
  });
});
