/**
 * Matching a title known only by name and year (a Letterboxd line, a Trakt item without a TMDB
 * id) to the catalogue's search results. The rule prefers exact matches and says when it cannot
 * choose:
 * 1. Names compare after folding case, accents, punctuation, '&' and a leading article.
 * 2. Candidates whose name (or original name) equals the wanted one are kept; among them, those of
 *    the wanted year. One left: matched. Several: ambiguous.
 * 3. No candidate of that year: one of a year next to it (release dates differ by country) is
 *    matched when it is the only one; several are ambiguous.
 * 4. Without a year: one candidate with that name is matched; several are ambiguous.
 * 5. Otherwise nothing matches. A search result's own order (relevance) never decides.
 */

/** A search result, as far as matching needs it. */
export interface MatchCandidate {
  id: number;
  mediaType: 'movie' | 'tv';
  title: string;
  originalTitle?: string | undefined;
  year?: number | undefined;
}

/** What was looked for. */
export interface MatchQuery {
  title: string;
  year?: number | undefined;
  mediaType: 'movie' | 'tv' | 'unknown';
}

export type MatchOutcome =
  | { kind: 'matched'; candidate: MatchCandidate }
  | { kind: 'ambiguous'; candidates: MatchCandidate[] }
  | { kind: 'none' };

const ARTICLES = /^(the|a|an|le|la|les|el|los|las|der|die|das) /;

/**
 * @returns the name folded for comparing: lower case, without accents, '&' as 'and', punctuation
 *   as spaces, one space between words, without a leading article
 */
export function foldTitle(title: string): string {
  const folded = title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  const withoutArticle = folded.replace(ARTICLES, '');
  return withoutArticle === '' ? folded : withoutArticle;
}

function sameName(candidate: MatchCandidate, wanted: string): boolean {
  if (foldTitle(candidate.title) === wanted) return true;
  return candidate.originalTitle !== undefined && foldTitle(candidate.originalTitle) === wanted;
}

function decide(candidates: MatchCandidate[]): MatchOutcome | null {
  if (candidates.length === 1 && candidates[0])
    return { kind: 'matched', candidate: candidates[0] };
  if (candidates.length > 1) return { kind: 'ambiguous', candidates };
  return null;
}

/** Matches a title to search results (see the module's rule). */
export function matchTitle(query: MatchQuery, results: readonly MatchCandidate[]): MatchOutcome {
  const wanted = foldTitle(query.title);
  if (wanted === '') return { kind: 'none' };
  const seen = new Set<string>();
  const named = results.filter((candidate) => {
    const key = `${candidate.mediaType}:${String(candidate.id)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    const typeFits = query.mediaType === 'unknown' || candidate.mediaType === query.mediaType;
    return typeFits && sameName(candidate, wanted);
  });
  const { year } = query;
  if (year === undefined) return decide(named) ?? { kind: 'none' };
  const exactYear = named.filter((candidate) => candidate.year === year);
  const nextYear = named.filter(
    (candidate) => candidate.year !== undefined && Math.abs(candidate.year - year) === 1,
  );
  return decide(exactYear) ?? decide(nextYear) ?? { kind: 'none' };
}
