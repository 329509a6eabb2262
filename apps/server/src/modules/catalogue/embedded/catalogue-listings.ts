/**
 * Paged listings of titles (lists, trending, discover) as SQL: a filter, an order and optionally a
 * pool (only the N most popular matching titles are ordered, which bounds the cost of orders that
 * are not popularity). Statements are prepared once per shape, counts remembered per filter.
 */
import type { SqliteConnection, SqliteStatement } from '../../../db/sqlite';
import type { DiscoverQuery, DiscoverSort } from '../catalogue';
import { GENRE_BITS } from './catalogue-schema';
import { SUMMARY_COLUMNS, type SummaryRow } from './catalogue-statements';

export type SqlValue = string | number;

export interface Listing {
  /** SQL condition over `titles` columns, with `?` parameters */
  where: string;
  params: readonly SqlValue[];
  /** SQL order; `key` (the popularity rank) should end it so pages are stable */
  order: string;
  /** order only the most popular this many matching titles (null: all of them) */
  pool: number | null;
}

/** How many of the most popular titles trending and the top_rated proxy look at. */
export const RANKING_POOL = 10_000;

export function createListings(db: SqliteConnection) {
  const statements = new Map<string, SqliteStatement>();
  const counts = new Map<string, number>();
  const prepare = (sql: string): SqliteStatement => {
    let statement = statements.get(sql);
    if (statement === undefined) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };

  return {
    /** @returns one page of rows and the number of titles the listing holds */
    page(listing: Listing, offset: number, limit: number): { rows: SummaryRow[]; total: number } {
      const source =
        listing.pool === null
          ? `titles t WHERE ${listing.where}`
          : `(SELECT * FROM titles WHERE ${listing.where} ORDER BY key LIMIT ${listing.pool}) t`;
      const countSql = `SELECT count(*) AS n FROM ${source}`;
      const countKey = `${countSql}\u0000${JSON.stringify(listing.params)}`;
      let total = counts.get(countKey);
      if (total === undefined) {
        const row = prepare(countSql).get(...listing.params) as { n: number } | undefined;
        total = row?.n ?? 0;
        if (counts.size >= 5_000) counts.clear();
        counts.set(countKey, total);
      }
      if (offset >= total) return { rows: [], total };
      const rowsSql = `SELECT ${SUMMARY_COLUMNS} FROM ${source} ORDER BY ${listing.order} LIMIT ? OFFSET ?`;
      const rows = prepare(rowsSql).all(...listing.params, limit, offset) as SummaryRow[];
      return { rows, total };
    },
  };
}

/** The newest release (film) or premiere (series) year of each type in the data. */
export interface NewestYears {
  movie: number;
  tv: number;
}

/**
 * Trending, a deterministic proxy (the data has no view counts): new and rising. Popularity
 * discounted by the years since release (films) or premiere (series), popularity / (1 + age / h),
 * with h = 1 year for the day window and 3 years for the week window; among the
 * {@link RANKING_POOL} most popular titles. Age counts from the newest year of that type in the
 * data (never after the clock's year), so a film snapshot that ends earlier than the series one
 * is not pushed down by the gap. 'all' alternates the two types' rankings, film first, so both
 * show whatever their popularity scales (a long-running series outscored every recent film).
 */
export function trendingListing(
  mediaType: 'movie' | 'tv' | 'all',
  window: 'day' | 'week',
  clockYear: number,
  newest: NewestYears,
): Listing {
  const halfLife = window === 'day' ? 1 : 3;
  const reference = (type: 'movie' | 'tv') => Math.min(clockYear, newest[type]);
  const now = `CASE media_type WHEN 'movie' THEN ${reference('movie')} ELSE ${reference('tv')} END`;
  const score = `popularity / (1.0 + max(0, ${now} - coalesce(year, ${now})) / ${halfLife}.0)`;
  if (mediaType !== 'all') {
    return {
      where: 'media_type = ?',
      params: [mediaType],
      order: `${score} DESC, key`,
      pool: RANKING_POOL,
    };
  }
  return {
    where: '1',
    params: [],
    order: `row_number() OVER (PARTITION BY media_type ORDER BY ${score} DESC, key), media_type, key`,
    pool: RANKING_POOL,
  };
}

/** discover/{movie|tv}: genre and watch-provider filters, TMDB's sort orders. */
export function discoverListing(query: DiscoverQuery): Listing {
  const where = ['media_type = ?'];
  const params: SqlValue[] = [query.mediaType];
  if (query.withGenres.length > 0) {
    const known = query.withGenres.filter((id) => GENRE_BITS.includes(id));
    const mask = known.reduce((bits, id) => bits | (1 << GENRE_BITS.indexOf(id)), 0);
    if (query.withGenresMode === 'all') {
      // a genre outside the 27 can never be matched by every title
      where.push(known.length === query.withGenres.length ? '(genre_mask & ?) = ?' : '0');
      if (known.length === query.withGenres.length) params.push(mask, mask);
    } else {
      where.push('(genre_mask & ?) != 0');
      params.push(mask);
    }
  }
  if (query.withWatchProviders.length > 0) {
    where.push(`provider_id IN (${query.withWatchProviders.map(() => '?').join(', ')})`);
    params.push(...query.withWatchProviders);
  }
  return { where: where.join(' AND '), params, order: discoverOrder(query.sortBy), pool: null };
}

/**
 * Popularity orders follow the rank; dates sort by the release (first air) date with undated
 * titles last. The data has no ratings, so vote_average orders fall back to popularity.
 */
function discoverOrder(sort: DiscoverSort): string {
  switch (sort) {
    case 'popularity.asc':
      return 'key DESC';
    case 'primary_release_date.desc':
    case 'first_air_date.desc':
      return 'sort_date IS NULL, sort_date DESC, key';
    case 'primary_release_date.asc':
    case 'first_air_date.asc':
      return 'sort_date IS NULL, sort_date ASC, key';
    case 'popularity.desc':
    case 'vote_average.desc':
    case 'vote_average.asc':
      return 'key';
  }
}
