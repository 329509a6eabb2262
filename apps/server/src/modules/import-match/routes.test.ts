import { describe, expect, it } from 'vitest';
import { useRealCatalogue } from '../catalogue/embedded/real-catalogue.test-support';
import { createTestApp } from '../../../test-support/test-app';
import { useTestDatabase } from '../../../test-support/test-database';
import { createInMemoryCatalogue } from '../../../test-support/in-memory-catalogue';
import { CatalogueUnavailableError, type Catalogue } from '../catalogue/catalogue';

interface Answer {
  matches: { kind: string; candidate?: { id: number; mediaType: string; year?: number } }[];
  runtimes: (number | null)[];
}

describe('POST /api/import/match', () => {
  const getDatabase = useTestDatabase();
  const getCatalogue = useRealCatalogue();
  const post = (body: unknown, catalogue: Catalogue = getCatalogue()) =>
    createTestApp(getDatabase(), { catalogue }).app.request('/api/import/match', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('matches titles by name and year, in the order asked, and says when nothing matches', async () => {
    const response = await post({
      titles: [
        { title: 'Breaking Bad', year: 2008, mediaType: 'tv' },
        { title: 'big buck bunny', year: 2008, mediaType: 'unknown' },
        { title: 'Breaking Bad', year: 1950, mediaType: 'tv' },
        { title: 'No Such Title Anywhere', mediaType: 'movie' },
      ],
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = (await response.json()) as Answer;
    expect(body.matches.map((match) => [match.kind, match.candidate?.id])).toEqual([
      ['matched', 1396],
      ['matched', 10378],
      ['none', undefined],
      ['none', undefined],
    ]);
    expect(body.runtimes).toEqual([]);
  });

  it('answers the runtime of a movie and of an episode in seconds, null where unknown', async () => {
    const response = await post({
      runtimes: [
        { mediaType: 'movie', id: 299534 }, // Endgame: 181 minutes in the open data
        { mediaType: 'tv', id: 1396, season: 1, episode: 1 },
        { mediaType: 'movie', id: 999_999_999 },
      ],
    });
    const body = (await response.json()) as Answer;
    expect(body.runtimes[0]).toBe(181 * 60);
    expect(body.runtimes[2]).toBeNull();
    expect(body.runtimes).toHaveLength(3);
  });

  it('refuses more than 100 titles and bad fields with 400', async () => {
    const many = Array.from({ length: 101 }, () => ({ title: 'x', mediaType: 'movie' }));
    expect((await post({ titles: many })).status).toBe(400);
    expect((await post({ titles: [{ title: 'x', mediaType: 'film' }] })).status).toBe(400);
  });

  it('answers 502 when the catalogue fails', async () => {
    const failing = createInMemoryCatalogue();
    failing.searchMulti = () => Promise.reject(new CatalogueUnavailableError('Bad Gateway', 502));
    const response = await post({ titles: [{ title: 'Dune', mediaType: 'movie' }] }, failing);
    expect(response.status).toBe(502);
  });
});
