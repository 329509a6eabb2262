/**
 * Page views as the page routes count them: a tiny React Router build (a root and one page, no
 * React rendering) behind createPageRoutes, and the counter's flush into a real database.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../observability/logger';
import { useTestDatabase } from '../../../../test-support/test-database';
import { createTinyWebBuild } from '../../../../test-support/tiny-web-build';
import { createPageRoutes } from '../../pages/routes';
import { createPageViewCounter } from './counter';
import { createSqlPageViewRepository } from './repository';

const database = useTestDatabase();
let clientDir = '';

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'reelhouse-client-'));
});

afterAll(async () => {
  await rm(clientDir, { recursive: true, force: true });
});

describe('page views counted by the page routes', () => {
  it('counts rendered pages and navigation data, not prefetches, misses or HEAD', async () => {
    const views = createPageViewCounter({
      repository: createSqlPageViewRepository(database().db),
      logger: createLogger('silent'),
      now: () => Date.UTC(2026, 4, 2, 10),
    });
    const routes = createPageRoutes({
      web: {
        clientDir,
        build: createTinyWebBuild({
          clientDir,
          html: '<!doctype html><title>page</title>',
          pages: ['movies'],
        }),
        mode: 'production',
      },
      logger: createLogger('silent'),
      site: { chatUrl: undefined, messagingUrl: undefined },
      pageCacheSeconds: 60,
      catalogue: null,
      publicOrigins: [],
      port: 3000,
      jellyfinServers: [],
      availability: null,
      content: null,
      countPageView: () => {
        views.count();
      },
    });

    const answers = await Promise.all([
      routes.request('/movies'),
      routes.request('/'),
      routes.request('/movies.data'),
      routes.request('/movies.data', { headers: { 'Sec-Purpose': 'prefetch' } }),
      routes.request('/nowhere'),
      routes.request('/movies', { method: 'HEAD' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 404, 200]);
    expect(answers[0].headers.get('Content-Type') ?? '').toMatch(/^text\/html/);

    await views.flush();
    expect((await views.audience())?.monthlyViews).toBe(3);
  });
});
