/**
 * Matching imported titles to the catalogue, for the Import page: a title known only by name and
 * year (a Letterboxd line, a Trakt item without a TMDB id) is searched in the catalogue and chosen
 * by core's rule (`title-match.ts`); a title whose watched share needs its length gets its runtime.
 * TMDB answers come through the catalogue's own cache.
 */
import {
  matchTitle,
  type MatchCandidate,
  type MatchOutcome,
  type MatchQuery,
} from '@reelhouse/core/data-transfer/title-match';
import type { MediaSummary } from '@reelhouse/core/media/media-schema';
import { toTmdbId } from '@reelhouse/core/media/tmdb-id';
import pLimit from 'p-limit';
import type { Catalogue } from '../catalogue/catalogue';

/** Catalogue reads in flight at once for one request. */
const CONCURRENCY = 4;

/** A movie, or an episode of a series, whose runtime is wanted. */
export type RuntimeQuery =
  | { mediaType: 'movie'; id: number }
  | { mediaType: 'tv'; id: number; season: number; episode: number };

export interface MatchService {
  /** @throws CatalogueUnavailableError when the catalogue fails and nothing was cached */
  match(titles: readonly MatchQuery[]): Promise<MatchOutcome[]>;
  /** @returns seconds, or null where the catalogue does not know */
  runtimes(queries: readonly RuntimeQuery[]): Promise<(number | null)[]>;
}

function yearOf(date: string | null | undefined): number | undefined {
  const year = date ? Number(date.slice(0, 4)) : Number.NaN;
  return Number.isInteger(year) && year > 0 ? year : undefined;
}

function toCandidate(
  result: MediaSummary,
  fallbackType: 'movie' | 'tv' | undefined,
): MatchCandidate | null {
  const mediaType =
    result.media_type === 'movie' || result.media_type === 'tv' ? result.media_type : fallbackType;
  if (mediaType === undefined) return null;
  const title = (mediaType === 'movie' ? result.title : result.name) ?? result.title ?? result.name;
  if (!title) return null;
  const originalTitle =
    (mediaType === 'movie' ? result.original_title : result.original_name) ?? undefined;
  const year = yearOf(mediaType === 'movie' ? result.release_date : result.first_air_date);
  return { id: result.id, mediaType, title, originalTitle, year };
}

export function createMatchService(catalogue: Catalogue): MatchService {
  async function matchOne(query: MatchQuery): Promise<MatchOutcome> {
    const mediaType = query.mediaType === 'unknown' ? undefined : query.mediaType;
    const page = await catalogue.searchMulti({ query: query.title.trim(), page: 1, mediaType });
    const candidates = page.results.flatMap((result) => {
      const candidate = toCandidate(result, mediaType);
      return candidate ? [candidate] : [];
    });
    return matchTitle(query, candidates);
  }

  async function runtimeOf(query: RuntimeQuery): Promise<number | null> {
    const id = toTmdbId(query.id);
    if (id === null) return null;
    if (query.mediaType === 'movie') {
      const minutes = (await catalogue.getDetails('movie', id, []))?.runtime;
      return typeof minutes === 'number' && minutes > 0 ? minutes * 60 : null;
    }
    const episode = await catalogue.getEpisode(id, query.season, query.episode, []);
    const minutes = episode?.runtime;
    return typeof minutes === 'number' && minutes > 0 ? minutes * 60 : null;
  }

  return {
    async match(titles) {
      const limit = pLimit(CONCURRENCY);
      return Promise.all(
        titles.map((query) =>
          limit(() =>
            query.title.trim() === ''
              ? Promise.resolve({ kind: 'none' as const })
              : matchOne(query),
          ),
        ),
      );
    },
    async runtimes(queries) {
      const limit = pLimit(CONCURRENCY);
      return Promise.all(queries.map((query) => limit(() => runtimeOf(query))));
    },
  };
}
