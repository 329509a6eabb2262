/**
 * Full-text search over the FTS5 index. Turns what a visitor typed into safe FTS5 expressions
 * (every word quoted: no input is FTS5 syntax) and ranks matches by relevance tier, then
 * popularity: the exact title, titles that start with the query, titles holding every word, then
 * titles found through cast names. Each tier is an FTS5 scan in rowid (= popularity) order that
 * stops after a page, so a one-word query over a million titles stays cheap.
 */
import type { SqliteConnection } from '../../../db/sqlite';

/** Words of a query beyond this are ignored (they only narrow an already narrow search). */
const MAX_WORDS = 8;
/** Exact-title matches shown first (remakes share titles). */
const MAX_EXACT = 5;
/**
 * Matches counted at most: the 500 pages of 20 that are ever served. Counting further would cost
 * a scan of every match of a one-word query over a million titles for a number nobody pages to.
 */
export const MAX_RESULTS = 10_000;
/** Words a title search may skip when the query has others ('the office', 'lord of the rings'). */
const STOP_WORDS = new Set(['the', 'a', 'an', 'of', 'and']);
const ARTICLES = new Set(['the', 'a', 'an']);
const TITLE_COLUMNS = '{title alt_title}';

export interface SearchPlan {
  /** every significant word anywhere (title, other spellings, cast) */
  anywhere: string;
  /** every significant word in the title */
  inTitle: string;
  /** the title starts with the query (leading article ignored on both sides) */
  titleStart: string;
  /** the query as {@link normaliseTitle} gives it, for exact-title lookup */
  exactTitle: string;
}

/**
 * Splits the query into words (letters, digits and marks, after NFKC) and builds the expressions.
 * Words of two or more characters match as prefixes (typeahead: 'termin' finds 'The
 * Terminator'); diacritics are folded by the index's tokenizer ('leon' finds 'Léon').
 * @returns null when the query has no word to search for ('', '*', '"', '-')
 */
export function planSearch(query: string): SearchPlan | null {
  const words = (query.normalize('NFKC').match(/[\p{L}\p{N}\p{M}\p{Co}]+/gu) ?? [])
    .slice(0, MAX_WORDS)
    .map((word) => word.toLowerCase());
  if (words.length === 0) return null;
  const significant = words.filter((word) => !STOP_WORDS.has(word));
  const required = (significant.length > 0 ? significant : words).map(term).join(' ');
  const leading = words.length > 1 && ARTICLES.has(words[0] ?? '') ? words.slice(1) : words;
  const last = leading.at(-1) ?? '';
  return {
    anywhere: required,
    inTitle: `${TITLE_COLUMNS} : (${required})`,
    titleStart: `${TITLE_COLUMNS} : ^"${leading.join(' ')}"${isPrefix(last) ? '*' : ''}`,
    exactTitle: normaliseTitle(query),
  };
}

function term(word: string): string {
  return `"${word}"${isPrefix(word) ? '*' : ''}`;
}

/** One-character words match whole words only: as prefixes they would match most titles. */
function isPrefix(word: string): boolean {
  return Array.from(word).length >= 2;
}

/**
 * The comparable form of a title: diacritics removed, lower case, a leading article dropped, only
 * letters and digits kept ('The Terminator' → 'terminator', 'Spider-Man' → 'spiderman').
 */
export function normaliseTitle(title: string): string {
  const words =
    title
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/['’]/g, '')
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const withoutArticle = words.length > 1 && ARTICLES.has(words[0] ?? '') ? words.slice(1) : words;
  return withoutArticle.join('');
}

/** The title without its leading article, for the index's other-spellings column, or null. */
export function stripLeadingArticle(title: string): string | null {
  const match = /^(the|a|an)\s+(.+)$/i.exec(title.trim());
  return match?.[2] ?? null;
}

export interface SearchPage {
  keys: number[];
  total: number;
}

/** A search of one media type, or of both (null). */
export type SearchMediaType = 'movie' | 'tv' | null;

/** Runs searches; tier counts are remembered per expression, since the file never changes. */
export function createTitleSearch(db: SqliteConnection) {
  const exclusion = Array.from({ length: MAX_EXACT }, () => '?').join(', ');
  // Both types: the index alone. One type: each match is looked up in `titles` by its key (the
  // index's rowid), still in rowid (popularity) order and stopping after a page.
  const fromBoth = `FROM title_search WHERE title_search MATCH ?
     AND rowid NOT IN (${exclusion})`;
  const fromOne = `FROM title_search JOIN titles ON titles.key = title_search.rowid
     WHERE title_search MATCH ? AND title_search.rowid NOT IN (${exclusion})
     AND titles.media_type = ?`;
  const statementsFor = (from: string) => ({
    countTier: db.prepare<unknown[], { n: number }>(
      `SELECT count(*) AS n FROM (SELECT title_search.rowid ${from} LIMIT ?)`,
    ),
    pageTier: db.prepare<unknown[], { key: number }>(
      `SELECT title_search.rowid AS key ${from} ORDER BY title_search.rowid LIMIT ? OFFSET ?`,
    ),
  });
  const both = statementsFor(fromBoth);
  const one = statementsFor(fromOne);
  const exact = db.prepare<[string], { key: number }>(
    `SELECT key FROM titles WHERE norm_title = ? ORDER BY key LIMIT ${MAX_EXACT}`,
  );
  const exactOfType = db.prepare<[string, string], { key: number }>(
    `SELECT key FROM titles WHERE norm_title = ? AND media_type = ? ORDER BY key LIMIT ${MAX_EXACT}`,
  );
  const counts = new Map<string, number>();

  /** The bound values after the expression: the excluded keys, then the type when there is one. */
  const filterValues = (excluded: readonly number[], mediaType: SearchMediaType) =>
    mediaType === null ? excluded : [...excluded, mediaType];

  const count = (
    expression: string,
    excluded: readonly number[],
    mediaType: SearchMediaType,
    cap: number,
  ): number => {
    if (cap <= 0) return 0;
    const cacheKey = `${expression}\u0000${excluded.join(',')}\u0000${mediaType ?? ''}\u0000${cap}`;
    const known = counts.get(cacheKey);
    if (known !== undefined) return known;
    const { countTier } = mediaType === null ? both : one;
    const n = countTier.get(expression, ...filterValues(excluded, mediaType), cap)?.n ?? 0;
    if (counts.size >= 10_000) counts.clear();
    counts.set(cacheKey, n);
    return n;
  };

  return {
    /**
     * @returns the row keys of one page of matches, in rank order, and the number of matches
     *   (at most {@link MAX_RESULTS})
     */
    search(
      plan: SearchPlan,
      offset: number,
      limit: number,
      mediaType: SearchMediaType = null,
    ): SearchPage {
      const exactRows =
        plan.exactTitle === ''
          ? []
          : mediaType === null
            ? exact.all(plan.exactTitle)
            : exactOfType.all(plan.exactTitle, mediaType);
      const exactKeys = exactRows.map((r) => r.key);
      // unused places of the exclusion list hold 0, which is never a row key
      const excluded = [...exactKeys, ...Array<number>(MAX_EXACT - exactKeys.length).fill(0)];
      const tiers = [
        plan.titleStart,
        `(${plan.inTitle}) NOT (${plan.titleStart})`,
        `(${plan.anywhere}) NOT (${plan.inTitle})`,
      ];
      let total = exactKeys.length;
      const sizes = tiers.map((tier) => {
        const size = count(tier, excluded, mediaType, MAX_RESULTS - total);
        total += size;
        return size;
      });
      const keys = exactKeys.slice(offset, offset + limit);
      let start = exactKeys.length;
      const { pageTier } = mediaType === null ? both : one;
      const values = filterValues(excluded, mediaType);
      tiers.forEach((tier, index) => {
        const size = sizes[index] ?? 0;
        const from = Math.max(0, offset - start);
        const want = limit - keys.length;
        if (want > 0 && from < size) {
          for (const row of pageTier.all(tier, ...values, want, from)) keys.push(row.key);
        }
        start += size;
      });
      return { keys, total };
    },
  };
}
