/**
 * Server-side reads of Home, Movies home and Series home: every list in parallel, in process,
 * each failure contained to its own section (`readSectionOrFallback`), and items trimmed to what a card or a
 * hero slide shows so the page's data stays small.
 */
import { HOME_TITLE } from '@reelhouse/core/screens/home';
import {
  dropRepeatsAcrossRows,
  HERO_OVERVIEW_MAX_CHARS,
  mixPopularLists,
  pickHeroItems,
} from '@reelhouse/core/screens/home-sections';
import {
  HOME_HERO_SOURCE,
  getHomeRowSources,
  getMediaHomeHeroSource,
  getMediaHomeRowSources,
  type CatalogueSource,
  type RowSource,
} from '@reelhouse/core/screens/media-home';
import { truncateOverview } from '@reelhouse/core/screens/overview';
import { formatRating } from '@reelhouse/core/screens/rating';
import { FREE_TO_WATCH_ROW_TITLE, leadWithPlayable } from '@reelhouse/core/media/availability';
import type { CatalogueMediaType } from '@reelhouse/core/media/catalogue-port';
import { toTmdbId } from '@reelhouse/core/media/tmdb-id';
import { detectMediaType, getReleaseYear, getTitle } from '@reelhouse/core/media/media-item';
import type { MediaSummary } from '@reelhouse/core/media/media-schema';
import { buildMediaPath } from '@reelhouse/core/slug/media-path';
import { buildPlayPath } from '@reelhouse/core/slug/play-path';
import { toCardItem } from '@reelhouse/core/media/card-item';
import type { HeroSlide } from '~/components/media/hero-carousel';
import { readSectionOrFallback } from '~/lib/loader-support';
import type { CatalogueReader, ReelhouseLoadContext } from '~/load-context';
import { MEDIA_HOME_TITLES, type HomeData, type MediaHomeData, type RowData } from './home-data';
import { buildHomeMeta } from './home-meta';

/** Reads one page (the first unless given) of a source; null when the read failed. */
type SourceReader = (source: CatalogueSource, page?: number) => Promise<MediaSummary[] | null>;

/** Reads each list once per request, however many sections show it; failures become null. */
export function createSourceReader(
  context: ReelhouseLoadContext,
  catalogue: CatalogueReader,
): SourceReader {
  const pending = new Map<string, Promise<MediaSummary[] | null>>();
  return (source, page = 1) => {
    const key = `${describeSource(source)} page ${String(page)}`;
    let read = pending.get(key);
    if (!read) {
      read = readSectionOrFallback(
        context,
        key,
        async () => (await readPage(catalogue, source, page)).results,
        null,
      );
      pending.set(key, read);
    }
    return read;
  };
}

function describeSource(source: CatalogueSource): string {
  switch (source.kind) {
    case 'list':
      return source.name;
    case 'trending':
      return `trending/${source.mediaType}/${source.window}`;
    case 'discover':
      return `discover/${source.mediaType}?sort_by=${source.sortBy}`;
  }
}

function readPage(catalogue: CatalogueReader, source: CatalogueSource, page: number) {
  switch (source.kind) {
    case 'list':
      return catalogue.getList(source.name, page);
    case 'trending':
      return catalogue.getTrending(source.mediaType, source.window, page);
    case 'discover':
      return catalogue.discover({
        mediaType: source.mediaType,
        page,
        withGenres: [],
        withGenresMode: 'all',
        withWatchProviders: [],
        watchRegion: null,
        sortBy: source.sortBy,
      });
  }
}

/** A list item as a hero slide: backdrop, title, short overview, rating, links. */
export function toHeroSlide(item: MediaSummary, fallbackType?: CatalogueMediaType): HeroSlide {
  const type = detectMediaType(item) ?? fallbackType ?? 'movie';
  const title = getTitle(item);
  const href = buildMediaPath(type, item.id, title);
  const year = getReleaseYear(item);
  return {
    key: `${type}-${String(item.id)}`,
    title,
    href,
    // Watch only where it plays (a browser with its own Jellyfin finds it on the title's page).
    watchHref: item.availability ? buildPlayPath(href) : undefined,
    backdropPath: item.backdrop_path,
    overview: truncateOverview(item.overview, HERO_OVERVIEW_MAX_CHARS),
    rating: formatRating(item.vote_average),
    details: [year, type === 'movie' ? 'Movie' : 'Series'].filter(Boolean).join(' · '),
  };
}

/** Keeps movies and series (trending 'all' also lists people, marked media_type 'person'). */
function isTitle(item: MediaSummary, fallbackType?: CatalogueMediaType): boolean {
  if (item.media_type) return item.media_type === 'movie' || item.media_type === 'tv';
  return (detectMediaType(item) ?? fallbackType) !== undefined;
}

/** A row as read: its heading, the source it came from, and its titles (null: they failed). */
interface ReadRow {
  row: RowSource;
  title: string;
  /** the one source a later page can be read from (null: a mixed row) */
  source: CatalogueSource | null;
  items: MediaSummary[] | null;
}

function typeOf(row: RowSource): CatalogueMediaType | undefined {
  return row.mediaType === 'all' ? undefined : row.mediaType;
}

async function readRow(read: SourceReader, row: RowSource): Promise<ReadRow> {
  const lists = await Promise.all(row.sources.map((source) => read(source)));
  const only = row.sources.length === 1 ? (row.sources[0] ?? null) : null;
  if (lists.every((list) => list === null)) {
    return { row, title: row.title, source: only, items: null };
  }
  const [first = [], second = []] = lists.map((list) => list ?? []);
  const items =
    row.sources.length > 1
      ? mixPopularLists(first, second, first.length + second.length)
      : first.filter((item) => isTitle(item, typeOf(row)));
  if (items.length === 0 && row.fallback) {
    // Nothing to show (no upcoming films in the data): the stand-in row, if it has something.
    const { title, source } = row.fallback;
    const standIn = ((await read(source)) ?? []).filter((item) => isTitle(item, typeOf(row)));
    if (standIn.length > 0) return { row, title, source, items: standIn };
  }
  return { row, title: row.title, source: only, items };
}

function dropRepeats(readRows: readonly ReadRow[]) {
  return dropRepeatsAcrossRows(
    readRows.map(({ row, items }) => ({
      items,
      fallbackType: typeOf(row) ?? '',
      limit: row.itemCount,
    })),
  );
}

/**
 * The page's rows: repeats of earlier rows dropped, each cut to its size and reduced to cards. A
 * row left with too few titles of its own reads its list's second page once (popular and
 * on-the-air series share their first page).
 */
async function loadRows(read: SourceReader, rows: readonly RowSource[]): Promise<RowData[]> {
  const readRows = await Promise.all(rows.map((row) => readRow(read, row)));
  let distinct = dropRepeats(readRows);
  const short = readRows.filter(
    ({ source }, index) => source !== null && distinct[index]?.keepsRepeats === true,
  );
  if (short.length > 0) {
    await Promise.all(
      short.map(async (readRow) => {
        if (readRow.source === null || readRow.items === null) return;
        const known = new Set(readRow.items.map((item) => item.id));
        const more = ((await read(readRow.source, 2)) ?? []).filter(
          (item) => isTitle(item, typeOf(readRow.row)) && !known.has(item.id),
        );
        readRow.items = [...readRow.items, ...more];
      }),
    );
    distinct = dropRepeats(readRows);
  }
  return readRows.map(({ row, title }, index) => {
    const items = distinct[index]?.items ?? null;
    return {
      id: row.id,
      title,
      mediaType: row.mediaType,
      items:
        items === null
          ? null
          : items.slice(0, row.itemCount).map((item) => toCardItem(item, typeOf(row))),
    };
  });
}

/** Most titles the 'Free to watch now' row shows. */
const PLAYABLE_ROW_SIZE = 20;

/**
 * The titles that play here, as the catalogue knows them (library first), of one type or both;
 * a title the catalogue does not know, or fails to read, is left out.
 */
async function loadPlayable(
  context: ReelhouseLoadContext,
  catalogue: CatalogueReader,
  mediaType?: CatalogueMediaType,
): Promise<MediaSummary[]> {
  const entries = (context.availability?.list() ?? [])
    .filter((entry) => mediaType === undefined || entry.type === mediaType)
    .slice(0, PLAYABLE_ROW_SIZE);
  const details = await Promise.all(
    entries.map(async (entry): Promise<MediaSummary | null> => {
      const id = toTmdbId(entry.id);
      if (id === null) return null;
      const found = await readSectionOrFallback(
        context,
        `playable ${entry.type} ${String(entry.id)}`,
        () => catalogue.getDetails(entry.type, id, []),
        null,
      );
      return found?.availability === undefined ? null : { ...found, media_type: entry.type };
    }),
  );
  return details.filter((item) => item !== null);
}

/** The 'Free to watch now' row; null when nothing plays here (the row is left out). */
function toPlayableRow(
  playable: readonly MediaSummary[],
  mediaType: CatalogueMediaType | 'all',
): RowData | null {
  if (playable.length === 0) return null;
  return {
    id: 'free-to-watch',
    title: FREE_TO_WATCH_ROW_TITLE,
    mediaType,
    items: playable.map((item) => toCardItem(item)),
  };
}

async function loadHero(
  read: SourceReader,
  source: CatalogueSource,
  count: number,
  playable: readonly MediaSummary[],
  fallbackType?: CatalogueMediaType,
): Promise<HeroSlide[]> {
  const items = (await read(source)) ?? [];
  const titles = items.filter((item) => isTitle(item, fallbackType));
  // What a visitor can watch at once leads; the trending titles follow.
  return pickHeroItems(leadWithPlayable([...playable, ...titles]), count, fallbackType).map(
    (item) => toHeroSlide(item, fallbackType),
  );
}

const DESCRIPTIONS = {
  home: 'Discover movies, TV series and anime: trending titles, popular shows and movies, categories and networks. Keep bookmarks and history, and watch lawful sources in your browser.',
  movie:
    'Featured, trending, popular and upcoming movies, and every movie category. Watch lawful sources in your browser.',
  tv: 'Featured, trending, popular and airing TV series, and every series category. Watch lawful sources in your browser.',
};

/** Everything the home page shows from the catalogue. */
export async function loadHome(
  context: ReelhouseLoadContext,
  catalogue: CatalogueReader,
): Promise<HomeData> {
  const read = createSourceReader(context, catalogue);
  // The rows do not wait for the playable titles; only the hero needs them.
  const reading = loadPlayable(context, catalogue);
  const [playable, hero, rows] = await Promise.all([
    reading,
    reading.then((titles) =>
      loadHero(read, HOME_HERO_SOURCE.source, HOME_HERO_SOURCE.itemCount, titles),
    ),
    loadRows(read, getHomeRowSources()),
  ]);
  const meta = buildHomeMeta(context.publicOrigin, '/', {
    title: HOME_TITLE,
    description: DESCRIPTIONS.home,
    backdropPath: hero[0]?.backdropPath,
  });
  return { hero, freeToWatch: toPlayableRow(playable, 'all'), rows, meta };
}

/** Everything the movies home (/movies) or the series home (/series) shows. */
export async function loadMediaHome(
  context: ReelhouseLoadContext,
  catalogue: CatalogueReader,
  mediaType: CatalogueMediaType,
): Promise<MediaHomeData> {
  const read = createSourceReader(context, catalogue);
  const heroSource = getMediaHomeHeroSource(mediaType);
  const reading = loadPlayable(context, catalogue, mediaType);
  const [playable, hero, rows] = await Promise.all([
    reading,
    reading.then((titles) =>
      loadHero(read, heroSource.source, heroSource.itemCount, titles, mediaType),
    ),
    loadRows(read, getMediaHomeRowSources(mediaType)),
  ]);
  const pathname = mediaType === 'movie' ? '/movies' : '/series';
  const meta = buildHomeMeta(context.publicOrigin, pathname, {
    title: MEDIA_HOME_TITLES[mediaType],
    description: DESCRIPTIONS[mediaType],
    backdropPath: hero[0]?.backdropPath,
  });
  return { mediaType, hero, freeToWatch: toPlayableRow(playable, mediaType), rows, meta };
}
