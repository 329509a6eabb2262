/**
 * Catalogue reads of the browse pages, in process (loaders only). A failing read becomes an empty
 * list (logged by `readSectionOrFallback`), so one failing section does not fail the page.
 */
import { mergeMediaPages, type MergeOrder } from '@reelhouse/core/screens/browse-grid';
import type { DiscoverSource } from '@reelhouse/core/screens/discover-params';
import { filterSearchResults } from '@reelhouse/core/media/media-item';
import type { CatalogueMediaType } from '@reelhouse/core/media/catalogue-port';
import type { MediaSummary } from '@reelhouse/core/media/media-schema';
import type { CatalogueReader, ReelhouseLoadContext } from '~/load-context';
import { readSectionOrFallback } from '~/lib/loader-support';
import type { GridQuery } from './grid-query';

/** Runs the queries of one grid page; movies and series merged by `order`. */
export async function readGridPage(
  context: ReelhouseLoadContext,
  catalogue: CatalogueReader,
  queries: readonly GridQuery[],
  page: number,
  order: MergeOrder = 'popularity',
): Promise<MediaSummary[]> {
  const pages = await Promise.all(
    queries.map(async (query) => ({
      mediaType: query.mediaType,
      results: await readSectionOrFallback(
        context,
        `discover ${query.mediaType}`,
        async () =>
          (
            await catalogue.discover({
              mediaType: query.mediaType,
              page,
              withGenres: query.withGenres ?? [],
              withGenresMode: 'any',
              withWatchProviders: query.withWatchProviders ?? [],
              watchRegion: query.withWatchProviders?.length ? 'US' : null,
              sortBy: query.sortBy ?? 'popularity.desc',
              playableOnly: query.playableOnly === true,
            })
          ).results,
        [],
      ),
    })),
  );
  return mergeMediaPages(pages, order);
}

/** The media types a discover source lists. */
function typesOf(source: DiscoverSource): CatalogueMediaType[] {
  switch (source.kind) {
    case 'trending':
      return source.mediaType === 'all' ? ['movie', 'tv'] : [source.mediaType];
    case 'lists':
      return source.lists.map((list) => list.mediaType);
    case 'discover':
      return source.queries.map((query) => query.mediaType);
  }
}

/**
 * The discover page's list for its tab and filters (see core `getDiscoverSource`). With
 * 'Playable here', the titles of the source's types (and network) that play on this site, most
 * popular first: trending and popular lists know nothing of what plays here.
 */
export async function readDiscoverResults(
  context: ReelhouseLoadContext,
  catalogue: CatalogueReader,
  source: DiscoverSource,
  playableOnly = false,
): Promise<MediaSummary[]> {
  if (playableOnly) {
    const queries = [...new Set(typesOf(source))].map((mediaType) => ({
      mediaType,
      playableOnly: true as const,
      ...(source.kind === 'discover' ? { withWatchProviders: [source.network.providerId] } : {}),
    }));
    return readGridPage(context, catalogue, queries, 1);
  }
  switch (source.kind) {
    case 'trending': {
      const results = await readSectionOrFallback(
        context,
        'trending',
        async () => (await catalogue.getTrending(source.mediaType, 'week', 1)).results,
        [],
      );
      return source.mediaType === 'all'
        ? filterSearchResults(results)
        : mergeMediaPages([{ mediaType: source.mediaType, results }]);
    }
    case 'lists': {
      const pages = await Promise.all(
        source.lists.map(async (list) => ({
          mediaType: list.mediaType,
          results: await readSectionOrFallback(
            context,
            list.name,
            async () => (await catalogue.getList(list.name, 1)).results,
            [],
          ),
        })),
      );
      return mergeMediaPages(pages);
    }
    case 'discover': {
      const queries = source.queries.map((query) => ({
        mediaType: query.mediaType,
        withWatchProviders: [source.network.providerId],
        sortBy: query.sortBy,
      }));
      return readGridPage(context, catalogue, queries, 1, source.order);
    }
  }
}
