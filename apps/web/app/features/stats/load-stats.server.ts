/**
 * The /stats loader's work (decision 0023): the server's anonymous daily sums, read in process,
 * with the most watched movies' titles looked up in the catalogue. A server without statistics,
 * or a database that cannot answer, gives null: the page says the figures are unavailable rather
 * than showing zeros.
 */
import { type TmdbId, toTmdbId } from '@reelhouse/core/media/tmdb-id';
import { buildMediaPath } from '@reelhouse/core/slug/media-path';
import type { ReelhouseLoadContext, StatsPageFigures } from '~/load-context';

/** A Most Watched Movies entry, its title from the catalogue. */
export interface StatsTopMovie {
  tmdbId: number;
  /** null when the catalogue no longer knows the title */
  title: string | null;
  /** the movie's page */
  href: string;
  plays: number;
}

export type StatsPageData = Omit<StatsPageFigures, 'topMovies'> & { topMovies: StatsTopMovie[] };

/** @returns the figures, or null when there are none to read (no reader, or a failed read) */
export async function loadStats(context: ReelhouseLoadContext): Promise<StatsPageData | null> {
  const reader = context.stats ?? null;
  if (reader === null) return null;
  let figures: StatsPageFigures;
  try {
    figures = await reader.read();
  } catch (error) {
    context.logger.warn({ err: error }, 'stats read failed');
    return null;
  }
  const topMovies = await Promise.all(
    figures.topMovies.flatMap(({ tmdbId, plays }) => {
      const id = toTmdbId(tmdbId);
      if (id === null) return [];
      return [
        readMovieTitle(context, id).then((title) => ({
          tmdbId,
          title,
          href: buildMediaPath('movie', id, title),
          plays,
        })),
      ];
    }),
  );
  return { ...figures, topMovies };
}

async function readMovieTitle(context: ReelhouseLoadContext, id: TmdbId): Promise<string | null> {
  if (context.catalogue === null) return null;
  try {
    const details = await context.catalogue.getDetails('movie', id, []);
    return details?.title ?? details?.original_title ?? null;
  } catch (error) {
    context.logger.warn({ err: error, id }, 'stats title lookup failed');
    return null;
  }
}
