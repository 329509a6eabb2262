import type { SearchState } from '@reelhouse/core/screens/search-params';
import type { CataloguePage, SearchQuery } from '@reelhouse/core/media/catalogue-port';
import type { MediaSummary } from '@reelhouse/core/media/media-schema';
import { describe, expect, it, vi } from 'vitest';
import { loadSearchResults } from './search-page-loader.server';

const item = (id: number, media_type: string, popularity: number) =>
  ({ id, media_type, popularity }) as unknown as MediaSummary;

const answer: CataloguePage = {
  page: 2,
  results: [item(1, 'movie', 5), item(2, 'person', 50), item(3, 'tv', 9), item(4, 'movie', 7)],
  total_pages: 900,
  total_results: 18000,
};

const state = (change: Partial<SearchState>): SearchState => ({
  query: 'the',
  page: 2,
  sort: 'popularity.desc',
  type: 'all',
  ...change,
});

function setup(searchMulti: (query: SearchQuery) => Promise<CataloguePage>) {
  const catalogue = { searchMulti: vi.fn(searchMulti) };
  const logger = { error: vi.fn(), warn: vi.fn() };
  return { catalogue, logger };
}

describe('loadSearchResults', () => {
  it('asks nothing without a query', async () => {
    const { catalogue, logger } = setup(() => Promise.resolve(answer));
    await expect(loadSearchResults(catalogue, state({ query: '  ' }), logger)).resolves.toEqual({
      status: 'empty',
    });
    expect(catalogue.searchMulti).not.toHaveBeenCalled();
  });

  it('searches the trimmed query and page of the chosen type only, sorted', async () => {
    const { catalogue, logger } = setup(() => Promise.resolve(answer));
    const result = await loadSearchResults(
      catalogue,
      state({ query: ' the ', type: 'movie', sort: 'popularity.asc' }),
      logger,
    );
    expect(catalogue.searchMulti).toHaveBeenCalledWith({
      query: 'the',
      page: 2,
      mediaType: 'movie',
    });
    expect(result.status === 'found' && result.results.map((found) => found.id)).toEqual([1, 4]);
    expect(result.status === 'found' && result.pageCount).toBe(500);
  });

  it('searches movies and series together when the type is All', async () => {
    const { catalogue, logger } = setup(() => Promise.resolve(answer));
    await loadSearchResults(catalogue, state({ query: 'the', type: 'all' }), logger);
    expect(catalogue.searchMulti).toHaveBeenCalledWith({ query: 'the', page: 2 });
  });

  it('turns a failure into the status text and logs it', async () => {
    const failure = Object.assign(new Error('Error: Service Unavailable'), {
      statusText: 'Service Unavailable',
    });
    const { catalogue, logger } = setup(() => Promise.reject(failure));
    await expect(loadSearchResults(catalogue, state({}), logger)).resolves.toEqual({
      status: 'failed',
      message: 'Service Unavailable',
    });
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it('does not show the internals of an unexpected failure', async () => {
    const { catalogue, logger } = setup(() => Promise.reject(new Error('SQLITE_BUSY at /data')));
    await expect(loadSearchResults(catalogue, state({}), logger)).resolves.toEqual({
      status: 'failed',
      message: 'The search failed',
    });
  });
});
