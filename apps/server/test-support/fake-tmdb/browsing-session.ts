/**
 * Replays visitors browsing the site against a Catalogue, for the TMDB adapter's cache hit
 * ratio (tests and `bench/`). A visitor opens the home page (trending and the six lists, genre
 * lists), ~20 title pages drawn with repeats from the popular end of the catalogue (details,
 * images, a season or an episode for series), typeahead searches and a category page.
 */
import { toTmdbId, type TmdbId } from '@reelhouse/core/media/tmdb-id';
import type {
  Catalogue,
  CatalogueListName,
  DiscoverQuery,
} from '../../src/modules/catalogue/catalogue';
import type { FakeTitle } from './fake-tmdb-bodies';
import { createRandom, type FakeTmdbWorld } from './fake-tmdb-world';

/** One read of the Catalogue port. */
export type CatalogueCall = (catalogue: Catalogue) => Promise<unknown>;

/** What one page of the site reads at once, after `waitMs` of the visitor's time. */
export interface PageView {
  label: string;
  waitMs: number;
  calls: CatalogueCall[];
}

export interface ReplayResult {
  pageViews: number;
  calls: number;
  /** reads that threw (CatalogueUnavailableError) */
  failures: number;
}

/**
 * Plays page views in order, each page's reads concurrently.
 * @param advance moves the catalogue's clock by the page's `waitMs` (a test clock's `advance`)
 */
export async function replayBrowsingSession(
  catalogue: Catalogue,
  pageViews: readonly PageView[],
  advance: (ms: number) => void = () => undefined,
): Promise<ReplayResult> {
  let calls = 0;
  let failures = 0;
  for (const view of pageViews) {
    advance(view.waitMs);
    const outcomes = await Promise.allSettled(view.calls.map((call) => call(catalogue)));
    calls += outcomes.length;
    failures += outcomes.filter((outcome) => outcome.status === 'rejected').length;
  }
  return { pageViews: pageViews.length, calls, failures };
}

const HOME_LISTS: CatalogueListName[] = [
  'movie/popular',
  'tv/popular',
  'movie/top_rated',
  'tv/top_rated',
  'movie/upcoming',
  'tv/on_the_air',
];

function tmdbId(value: number): TmdbId {
  const id = toTmdbId(value);
  if (id === null) throw new Error(`not a TMDB id: ${value}`);
  return id;
}

const homePage = (waitMs: number): PageView => ({
  label: 'home',
  waitMs,
  calls: [
    (c) => c.getTrending('all', 'week', 1),
    ...HOME_LISTS.map(
      (name): CatalogueCall =>
        (c) =>
          c.getList(name, 1),
    ),
    (c) => c.getGenres('movie'),
    (c) => c.getGenres('tv'),
  ],
});

/** Picks an index in [0, size) by Zipf's law (weight 1/rank): a few titles get most visits. */
function popularIndex(random: () => number, size: number): number {
  let total = 0;
  for (let rank = 1; rank <= size; rank += 1) total += 1 / rank;
  let target = random() * total;
  for (let rank = 1; rank <= size; rank += 1) {
    target -= 1 / rank;
    if (target <= 0) return rank - 1;
  }
  return size - 1;
}

function byPopularity(world: FakeTmdbWorld): FakeTitle[] {
  return [...world.movies, ...world.series].sort((a, b) => b.popularity - a.popularity);
}

function titlePage(title: FakeTitle, random: () => number, waitMs: number): PageView {
  const id = tmdbId(title.id);
  const calls: CatalogueCall[] = [(c) => c.getImages(title.mediaType, id, ['en', 'null'])];
  if (title.mediaType === 'movie') {
    calls.push((c) => c.getDetails('movie', id, ['credits', 'similar']));
  } else {
    calls.push((c) => c.getDetails('tv', id, ['external_ids', 'credits', 'images']));
    const season = title.seasons.find((candidate) => candidate.seasonNumber === 1);
    if (season) calls.push((c) => c.getSeason(id, season.seasonNumber));
    if (season && random() < 0.3) calls.push((c) => c.getEpisode(id, 1, 1, ['credits']));
  }
  return { label: `${title.mediaType}/${title.id}`, waitMs, calls };
}

/** Typeahead: one read per prefix of at least 2 letters (the site debounces the rest). */
function searchPages(world: FakeTmdbWorld, random: () => number, waitMs: number): PageView[] {
  const titles = byPopularity(world);
  const word = titles[popularIndex(random, titles.length)]?.title.split(' ').at(-1) ?? 'glass';
  const typed = word.toLowerCase().slice(0, 3 + Math.floor(random() * 3));
  const pages: PageView[] = [];
  for (let length = 2; length <= typed.length; length += 1) {
    const query = typed.slice(0, length);
    pages.push({
      label: `search ${query}`,
      waitMs: length === 2 ? waitMs : 400,
      calls: [(c) => c.searchMulti({ query, page: 1 })],
    });
  }
  return pages;
}

function categoryPage(random: () => number, waitMs: number): PageView {
  const genres = [18, 35, 28, 878, 27];
  const query: DiscoverQuery = {
    mediaType: random() < 0.6 ? 'movie' : 'tv',
    page: random() < 0.8 ? 1 : 2,
    withGenres: [genres[Math.floor(random() * genres.length)] ?? 18],
    withGenresMode: 'all',
    withWatchProviders: [],
    watchRegion: null,
    sortBy: 'popularity.desc',
  };
  return { label: 'category', waitMs, calls: [(c) => c.discover(query)] };
}

export interface BrowsingOptions {
  visitors: number;
  /** title pages per visitor (default 20), about a third of them going back to one already seen */
  titlePages?: number;
  /** typeahead searches per visitor (default 3) */
  searches?: number;
  /** time between two visitors' arrivals (default 2 minutes) */
  gapMs?: number;
  seed?: number;
}

function visitorPages(
  world: FakeTmdbWorld,
  titles: readonly FakeTitle[],
  random: () => number,
  options: BrowsingOptions,
): PageView[] {
  const pages: PageView[] = [homePage(0)];
  const seen: FakeTitle[] = [];
  for (let n = 0; n < (options.titlePages ?? 20); n += 1) {
    const revisit = seen.length > 0 && random() < 0.3;
    const title = revisit
      ? seen[Math.floor(random() * seen.length)]
      : titles[popularIndex(random, titles.length)];
    if (!title) throw new Error('the fake world has no titles');
    seen.push(title);
    pages.push(titlePage(title, random, 30_000));
    if (n % 7 === 3) pages.push(homePage(20_000));
  }
  for (let n = 0; n < (options.searches ?? 3); n += 1) {
    pages.push(...searchPages(world, random, 15_000));
  }
  pages.push(categoryPage(random, 30_000));
  return pages;
}

/**
 * Page views of `visitors` visitors arriving `gapMs` apart, interleaved in time (a visitor
 * spends about half a minute per page, so sessions overlap when the gap is short). Each page's
 * `waitMs` is the time since the page before it, whoever viewed it.
 */
export function buildBrowsingSessions(world: FakeTmdbWorld, options: BrowsingOptions): PageView[] {
  const random = createRandom(options.seed ?? 7);
  const titles = byPopularity(world);
  const timeline: { at: number; order: number; page: PageView }[] = [];
  for (let visitor = 0; visitor < options.visitors; visitor += 1) {
    let at = visitor * (options.gapMs ?? 120_000);
    for (const page of visitorPages(world, titles, random, options)) {
      at += page.waitMs;
      timeline.push({ at, order: timeline.length, page });
    }
  }
  timeline.sort((a, b) => a.at - b.at || a.order - b.order);
  let previous = 0;
  return timeline.map(({ at, page }) => {
    const waitMs = at - previous;
    previous = at;
    return { ...page, waitMs };
  });
}
