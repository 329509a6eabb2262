/**
 * The Catalogue port: where movie and series facts come from. Two adapters implement it, the
 * embedded open-data catalogue and TMDB; both answer TMDB-shaped objects that already passed the
 * core schemas, so routes and pages never care which one is configured.
 */
export type {
  Catalogue,
  CatalogueListName,
  CatalogueMediaType,
  CataloguePage,
  DetailsAppend,
  DiscoverQuery,
  DiscoverSort,
  SearchQuery,
  TrendingMediaType,
  TrendingWindow,
} from '@reelhouse/core/media/catalogue-port';

/**
 * The upstream catalogue failed and nothing usable was cached. The message is the spec's
 * 'Error: {statusText}'.
 */
export class CatalogueUnavailableError extends Error {
  constructor(
    readonly statusText: string,
    readonly status: number | null = null,
    /** seconds the upstream asked us to wait (429 Retry-After), when it said */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`Error: ${statusText}`);
    this.name = 'CatalogueUnavailableError';
  }
}
