/**
 * How long each kind of TMDB answer is cached. `freshMs` is served without asking TMDB; within
 * `staleWhileRevalidateMs` after that a stale answer is served at once and refreshed in the
 * background; within `staleIfErrorMs` it is served only when TMDB fails. "Not found" answers
 * are cached briefly so unknown ids cannot hammer TMDB, and never served stale.
 *
 * | kind     | fresh  | stale-while-revalidate | stale-if-error | why                                   |
 * | -------- | ------ | ---------------------- | -------------- | ------------------------------------- |
 * | search   | 10 min | 1 h                    | 1 h            | many distinct queries; keep Redis small |
 * | list     | 1 h    | 24 h                   | 24 h           | popular/top rated/upcoming/on the air   |
 * | trending | 1 h    | 24 h                   | 24 h           | TMDB recomputes daily-ish               |
 * | discover | 1 h    | 24 h                   | 24 h           | category and network pages              |
 * | details  | 24 h   | 7 d                    | 7 d            | facts change rarely; credits, similar   |
 * | season   | 24 h   | 7 d                    | 7 d            | new episodes appear about weekly        |
 * | episode  | 24 h   | 7 d                    | 7 d            |                                         |
 * | images   | 7 d    | 30 d                   | 30 d           | artwork lists barely change             |
 * | providers| 24 h   | 7 d                    | 7 d            | offers change, but not by the hour      |
 * | genres   | 7 d    | 30 d                   | 30 d           | fixed in practice                       |
 * | notFound | 10 min | 0                      | 0              | an id TMDB does not know (404)          |
 */
import type { CachePolicy } from '../../cache/cache';

export type TmdbCacheKind =
  | 'search'
  | 'list'
  | 'trending'
  | 'discover'
  | 'details'
  | 'season'
  | 'episode'
  | 'images'
  | 'providers'
  | 'genres'
  | 'notFound';

export type TmdbCachePolicies = Record<TmdbCacheKind, CachePolicy>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function policy(freshMs: number, staleMs: number): CachePolicy {
  return { freshMs, staleWhileRevalidateMs: staleMs, staleIfErrorMs: staleMs };
}

export const DEFAULT_TMDB_CACHE_POLICIES: TmdbCachePolicies = {
  search: policy(10 * MINUTE, HOUR),
  list: policy(HOUR, DAY),
  trending: policy(HOUR, DAY),
  discover: policy(HOUR, DAY),
  details: policy(DAY, 7 * DAY),
  season: policy(DAY, 7 * DAY),
  episode: policy(DAY, 7 * DAY),
  images: policy(7 * DAY, 30 * DAY),
  providers: policy(DAY, 7 * DAY),
  genres: policy(7 * DAY, 30 * DAY),
  notFound: policy(10 * MINUTE, 0),
};
