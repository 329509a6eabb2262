import { describe, expect, it } from 'vitest';
import { useRealCatalogue } from '../catalogue/embedded/real-catalogue.test-support';
import { createTestApp } from '../../../test-support/test-app';
import { useTestDatabase } from '../../../test-support/test-database';
import {
  createInMemoryCatalogue,
  type InMemoryCatalogue,
} from '../../../test-support/in-memory-catalogue';
import { CatalogueUnavailableError, type Catalogue } from '../catalogue/catalogue';
import type { CalendarAnswer } from '@reelhouse/core/calendar/calendar';

const BREAKING_BAD = 1396;
/** A series the open data knows without an episode list. */
const THAT_70S_SHOW = 52;

/** `catalogue`, except that it fails to read the details of the series `failing` lists. */
function failingFor(catalogue: Catalogue, failing: readonly number[]): Catalogue {
  return {
    ...catalogue,
    getDetails: (mediaType, id, append) =>
      failing.includes(id)
        ? Promise.reject(new CatalogueUnavailableError('Bad Gateway', 502))
        : catalogue.getDetails(mediaType, id, append),
  };
}

describe('GET /api/calendar', () => {
  const getDatabase = useTestDatabase();
  const getCatalogue = useRealCatalogue();
  const get = (query: string) =>
    createTestApp(getDatabase(), { catalogue: getCatalogue() }).app.request(
      `/api/calendar?${query}`,
    );

  it('answers the episodes of the followed series airing between the two dates, both included', async () => {
    const response = await get(`series=${BREAKING_BAD}&from=2013-08-11&to=2013-09-01`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toContain('max-age=600');
    const body = (await response.json()) as CalendarAnswer;
    expect(body.episodes.map((episode) => [episode.seasonNumber, episode.episodeNumber])).toEqual([
      [5, 9],
      [5, 10],
      [5, 11],
      [5, 12],
    ]);
    expect(body.episodes[0]).toEqual({
      seriesId: BREAKING_BAD,
      seriesName: 'Breaking Bad',
      seasonNumber: 5,
      episodeNumber: 9,
      name: 'Blood Money',
      airDate: '2013-08-11',
    });
    expect(body.series).toEqual([
      expect.objectContaining({ id: BREAKING_BAD, name: 'Breaking Bad', hasDates: true }),
    ]);
  });

  it('says when the catalogue dates no episodes of a series, and leaves out unknown series', async () => {
    const response = await get(
      `series=${THAT_70S_SHOW},999999999,${BREAKING_BAD}&from=2026-11-20&to=2027-02-25`,
    );
    const body = (await response.json()) as CalendarAnswer;
    expect(body.episodes).toEqual([]);
    expect(body.series.map((series) => [series.id, series.hasDates])).toEqual([
      [THAT_70S_SHOW, false],
      [BREAKING_BAD, true],
    ]);
  });

  it.each([
    ['no series', 'from=2026-11-20&to=2026-11-30'],
    ['a bad id', 'series=1,x&from=2026-11-20&to=2026-11-30'],
    ['a date that does not exist', 'series=1&from=2026-02-30&to=2026-03-30'],
    ['dates in the wrong order', 'series=1&from=2026-11-30&to=2026-11-20'],
    ['more than 120 days', 'series=1&from=2026-01-01&to=2026-06-01'],
    [
      'more than 60 series',
      `series=${Array.from({ length: 61 }, (_, i) => i + 1).join(',')}&from=2026-11-20&to=2026-11-30`,
    ],
  ])('refuses %s with 400', async (_case, query) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    const body: unknown = await response.json();
    expect(body).toMatchObject({ error: 'Invalid request' });
  });
});

describe('GET /api/calendar when the catalogue fails', () => {
  const getDatabase = useTestDatabase();
  const getCatalogue = useRealCatalogue();
  const getFailing = (failing: readonly number[], query: string) =>
    createTestApp(getDatabase(), {
      catalogue: failingFor(getCatalogue(), failing),
    }).app.request(`/api/calendar?${query}`);

  it('answers the series it could read, lists the ones it could not, and lets nobody keep it', async () => {
    const response = await getFailing(
      [THAT_70S_SHOW],
      `series=${THAT_70S_SHOW},${BREAKING_BAD}&from=2013-08-11&to=2013-08-18`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = (await response.json()) as CalendarAnswer;
    expect(body.series.map((series) => series.id)).toEqual([BREAKING_BAD]);
    expect(body.episodes.map((episode) => [episode.seriesId, episode.episodeNumber])).toEqual([
      [BREAKING_BAD, 9],
      [BREAKING_BAD, 10],
    ]);
    expect(body.unavailable).toEqual([THAT_70S_SHOW]);
  });

  it('says every series was read with an empty list, and keeps the usual cache then', async () => {
    const response = await getFailing([], `series=${BREAKING_BAD}&from=2013-08-11&to=2013-08-18`);
    expect(response.headers.get('Cache-Control')).toContain('max-age=600');
    expect(((await response.json()) as CalendarAnswer).unavailable).toEqual([]);
  });

  it('answers 502 as before when every series asked for fails', async () => {
    const response = await getFailing(
      [THAT_70S_SHOW, BREAKING_BAD],
      `series=${THAT_70S_SHOW},${BREAKING_BAD}&from=2013-08-11&to=2013-08-18`,
    );
    expect(response.status).toBe(502);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ error: 'Error: Bad Gateway' });
  });

  it('lets an error that is not the catalogue being unavailable end the request, as before', async () => {
    const catalogue: Catalogue = {
      ...getCatalogue(),
      getDetails: (mediaType, id, append) =>
        id === THAT_70S_SHOW
          ? Promise.reject(new Error('a bug of ours'))
          : getCatalogue().getDetails(mediaType, id, append),
    };
    const response = await createTestApp(getDatabase(), { catalogue }).app.request(
      `/api/calendar?series=${THAT_70S_SHOW},${BREAKING_BAD}&from=2013-08-11&to=2013-08-18`,
    );
    expect(response.status).toBe(500);
  });

  it("answers 502 with the spec's error text and nothing cacheable", async () => {
    const catalogue: InMemoryCatalogue = createInMemoryCatalogue();
    catalogue.getDetails = () => Promise.reject(new CatalogueUnavailableError('Bad Gateway', 502));
    const response = await createTestApp(getDatabase(), { catalogue }).app.request(
      '/api/calendar?series=1&from=2026-11-20&to=2026-11-30',
    );
    expect(response.status).toBe(502);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ error: 'Error: Bad Gateway' });
  });
});
