import type { CataloguePage } from '@reelhouse/core/media/catalogue-port';
import { describe, expect, it, vi } from 'vitest';
import type { CatalogueReader, ReelhouseLoadContext } from '~/load-context';
import { loadPlaceholderTitles } from './placeholder-titles.server';

function contextWith(getList: CatalogueReader['getList'] | null) {
  const logger = { error: vi.fn(), warn: vi.fn() };
  const context = {
    site: { chatUrl: undefined, messagingUrl: undefined },
    logger,
    publicOrigin: 'http://localhost',
    jellyfinServers: [],
    availability: null,
    content: null,
    catalogue: getList === null ? null : ({ getList } as unknown as CatalogueReader),
  } satisfies ReelhouseLoadContext;
  return { context, logger };
}

const page = (results: CataloguePage['results']): CataloguePage => ({
  page: 1,
  results,
  total_pages: 1,
  total_results: results.length,
});

describe('loadPlaceholderTitles', () => {
  it('rotates through popular movies and series in turn', async () => {
    const { context } = contextWith((name) =>
      Promise.resolve(
        name === 'movie/popular'
          ? page([{ id: 1, title: 'Dune' } as CataloguePage['results'][number]])
          : page([{ id: 2, name: 'Lost' } as CataloguePage['results'][number]]),
      ),
    );
    await expect(loadPlaceholderTitles(context)).resolves.toEqual(['Dune', 'Lost']);
  });

  it('only logs a failure and gives no titles', async () => {
    const { context, logger } = contextWith(() => Promise.reject(new Error('offline')));
    await expect(loadPlaceholderTitles(context)).resolves.toEqual([]);
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it('gives no titles without a catalogue', async () => {
    const { context } = contextWith(null);
    await expect(loadPlaceholderTitles(context)).resolves.toEqual([]);
  });
});
