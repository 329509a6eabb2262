/**
 * The built server answers the catalogue API from the embedded open-data catalogue it builds at
 * start, and draws its artwork through /api/img: the wiring of main.ts, end to end.
 */
import { expect, test } from '@playwright/test';

test.skip(({ isMobile }) => isMobile, 'plain HTTP requests: the viewport plays no part');

interface SearchAnswer {
  results: { id: number; title: string | null }[];
}

test('puts the exact title first when searching the embedded catalogue', async ({ request }) => {
  const response = await request.get('/api/catalogue/search/multi?query=the%20matrix');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as SearchAnswer;
  expect(body.results[0]).toMatchObject({ id: 603, title: 'The Matrix' });
});

test('finds titles from a typed prefix', async ({ request }) => {
  const response = await request.get('/api/catalogue/search/multi?query=termin');
  const body = (await response.json()) as SearchAnswer;
  expect(body.results.map((item) => item.title)).toContain('The Terminator');
});

test('answers a series episode from the open episode lists', async ({ request }) => {
  const response = await request.get('/api/catalogue/tv/1399/season/1/episode/1');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ name: 'Winter is Coming', air_date: '2011-04-17' });
});

test('draws a generated poster at the requested size as webp, cached for a year', async ({
  request,
}) => {
  const response = await request.get('/api/img?src=/art/poster/movie-603.svg&w=342');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/webp');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await response.body()).byteLength).toBeGreaterThan(1000);
});

test('refuses to fetch arbitrary addresses through the image endpoint', async ({ request }) => {
  const response = await request.get('/api/img?src=https://example.org/a.jpg&w=342');
  expect(response.status()).toBe(400);
});

test('reports the catalogue ready', async ({ request }) => {
  const response = await request.get('/readyz');
  expect(await response.json()).toMatchObject({ checks: { database: true, catalogue: true } });
});
