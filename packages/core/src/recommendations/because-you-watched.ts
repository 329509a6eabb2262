/**
 * "Because you watched …" rows (issue 20): for each of up to three titles the visitor watched or
 * bookmarked most recently, the catalogue's similar titles that the visitor has neither watched
 * nor bookmarked, with the reason in the row's title. Titles that play here come first. One rule
 * for both paths: the browser applies it to local data, the server to an account's synced data.
 */
import { leadWithPlayable, type Availability } from '../media/availability';

/** Rows at most. */
export const MAX_BECAUSE_ROWS = 3;
/** Titles per row at most. */
export const MAX_BECAUSE_ITEMS = 20;

export type SeedMediaType = 'movie' | 'tv';

/** A title a row is built from, and why. */
export interface RecommendationSeed {
  mediaType: SeedMediaType;
  id: number;
  reason: 'watched' | 'bookmarked';
}

export interface SeedInput {
  /** the watch history's items: movies and shows, with when they were last watched (ms) */
  watched: readonly { mediaType: SeedMediaType; id: number; at: number }[];
  /** bookmarks (an untyped one may be a movie or a series), with when they were added (ms) */
  bookmarked: readonly { mediaType?: SeedMediaType | undefined; id: number; at: number }[];
}

const keyOf = (mediaType: SeedMediaType, id: number) => `${mediaType}:${String(id)}`;

/**
 * The most recent watched or bookmarked titles, at most {@link MAX_BECAUSE_ROWS}, each once (a
 * title both watched and bookmarked counts as watched). Untyped bookmarks are left out: their
 * similar titles cannot be asked for.
 */
export function pickSeeds(input: SeedInput): RecommendationSeed[] {
  const latest = new Map<string, RecommendationSeed & { at: number }>();
  const consider = (seed: RecommendationSeed, at: number) => {
    const key = keyOf(seed.mediaType, seed.id);
    const known = latest.get(key);
    if (known === undefined) {
      latest.set(key, { ...seed, at });
      return;
    }
    latest.set(key, {
      ...known,
      at: Math.max(known.at, at),
      reason: known.reason === 'watched' || seed.reason === 'watched' ? 'watched' : 'bookmarked',
    });
  };
  for (const item of input.watched) {
    consider({ mediaType: item.mediaType, id: item.id, reason: 'watched' }, item.at);
  }
  for (const item of input.bookmarked) {
    if (item.mediaType === undefined) continue;
    consider({ mediaType: item.mediaType, id: item.id, reason: 'bookmarked' }, item.at);
  }
  return [...latest.values()]
    .sort((a, b) => b.at - a.at || a.id - b.id)
    .slice(0, MAX_BECAUSE_ROWS)
    .map(({ mediaType, id, reason }) => ({ mediaType, id, reason }));
}

/**
 * What a row must not offer: every title watched or bookmarked (an untyped bookmark rules out
 * both the movie and the series with its id), as `type:id` keys.
 */
export function listKnownTitles(input: SeedInput): Set<string> {
  const known = new Set<string>();
  for (const item of input.watched) known.add(keyOf(item.mediaType, item.id));
  for (const item of input.bookmarked) {
    if (item.mediaType !== 'tv') known.add(keyOf('movie', item.id));
    if (item.mediaType !== 'movie') known.add(keyOf('tv', item.id));
  }
  return known;
}

export interface BecauseSource<T> {
  seed: RecommendationSeed;
  /** the seed's title, as the catalogue names it */
  title: string;
  /** the catalogue's similar titles of the seed (of the seed's type) */
  similar: readonly T[];
}

export interface BecauseRow<T> {
  seed: RecommendationSeed;
  /** "Because you watched Breaking Bad", "Because you bookmarked Heat" */
  title: string;
  items: T[];
}

export function formatBecauseTitle(seed: RecommendationSeed, title: string): string {
  return `Because you ${seed.reason} ${title}`;
}

/**
 * The rows, in the seeds' order: each seed's similar titles that are not known to the visitor,
 * not the seed itself and not in an earlier row, playable ones first, at most
 * {@link MAX_BECAUSE_ITEMS}; a row left empty is dropped.
 */
export function buildBecauseRows<
  T extends { id: number; availability?: Availability | null | undefined },
>(sources: readonly BecauseSource<T>[], known: ReadonlySet<string>): BecauseRow<T>[] {
  const shown = new Set<string>();
  const rows: BecauseRow<T>[] = [];
  for (const source of sources) {
    const type = source.seed.mediaType;
    const fresh = source.similar.filter((item) => {
      const key = keyOf(type, item.id);
      return item.id !== source.seed.id && !known.has(key) && !shown.has(key);
    });
    const unique = fresh.filter(
      (item, index) => fresh.findIndex((other) => other.id === item.id) === index,
    );
    const items = leadWithPlayable(unique).slice(0, MAX_BECAUSE_ITEMS);
    if (items.length === 0) continue;
    for (const item of items) shown.add(keyOf(type, item.id));
    rows.push({ seed: source.seed, title: formatBecauseTitle(source.seed, source.title), items });
  }
  return rows;
}
