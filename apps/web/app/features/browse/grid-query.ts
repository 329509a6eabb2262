/**
 * One grid page = one /discover query per media type, merged. The loader runs the queries in
 * process for the first page; the browser runs the same ones through /api/catalogue for the next.
 */
import { toCardItem, type CardItem } from '@reelhouse/core/media/card-item';
import { getNetworkQueries, mergeMediaPages } from '@reelhouse/core/screens/browse-grid';
import type { GridTypeFilter } from '@reelhouse/core/screens/infinite-scroll';
import type { CatalogueMediaType, DiscoverSort } from '@reelhouse/core/media/catalogue-port';
import { getCategoryQueries, type Category } from '@reelhouse/core/slug/categories';
import type { StreamingNetwork } from '@reelhouse/core/slug/networks';
import { discover } from '~/lib/catalogue-client';

/** A /discover query without its page (serialisable: it travels in loader data). */
export interface GridQuery {
  mediaType: CatalogueMediaType;
  withGenres?: number[];
  /** watch providers, region US */
  withWatchProviders?: number[];
  /** popularity.desc unless set */
  sortBy?: DiscoverSort;
  /** only titles that play here ('Playable here') */
  playableOnly?: true;
}

/** The queries with 'Playable here' set, or as they are when it is off. */
export function withPlayableOnly(queries: readonly GridQuery[], isOn: boolean): GridQuery[] {
  return isOn ? queries.map((query) => ({ ...query, playableOnly: true })) : [...queries];
}

/** A category grid: the genre (or its counterpart) for movies and for series, where it exists. */
export function getCategoryGridQueries(category: Category): GridQuery[] {
  return getCategoryQueries(category, 'all').map((query) => ({
    mediaType: query.mediaType,
    withGenres: [query.genreId],
  }));
}

/** A network grid: the network's watch provider (region US) for the filtered types. */
export function getNetworkGridQueries(
  network: StreamingNetwork,
  filter: GridTypeFilter,
): GridQuery[] {
  return getNetworkQueries(network, filter).map((query) => ({
    mediaType: query.mediaType,
    withWatchProviders: [query.providerId],
  }));
}

/**
 * Runs `queries` for `page` through the catalogue API (browser side).
 * @returns the merged page as poster-card items, most popular first
 */
export async function fetchGridPage(
  queries: readonly GridQuery[],
  page: number,
  signal?: AbortSignal,
): Promise<CardItem[]> {
  const pages = await Promise.all(
    queries.map(async (query) => ({
      mediaType: query.mediaType,
      results: (
        await discover(
          {
            mediaType: query.mediaType,
            page,
            ...(query.withGenres ? { withGenres: query.withGenres } : {}),
            ...(query.withWatchProviders ? { withWatchProviders: query.withWatchProviders } : {}),
            ...(query.sortBy ? { sortBy: query.sortBy } : {}),
            ...(query.playableOnly ? { playableOnly: true } : {}),
          },
          signal,
        )
      ).results,
    })),
  );
  return mergeMediaPages(pages).map((item) => toCardItem(item));
}
