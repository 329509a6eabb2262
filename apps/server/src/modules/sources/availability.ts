/**
 * What plays here, known without a network call (decision 0020): the last scan of the media
 * library and sample media, and the Internet Archive allow-list while a background check sees the
 * archive answer. Asked synchronously for every title the catalogue hands out; kept fresh by a
 * timer (library rescans, archive checks). A user's own Jellyfin is not known here: the browser
 * that holds the connection keeps Watch for every title (the page decides that).
 */
import { type Availability, pickAvailability } from '@reelhouse/core/media/availability';
import type { Logger } from '../../observability/logger';
import type { ArchiveAllowList } from './archive/archive-allow-list';
import {
  episodeKey,
  findLibraryTitle,
  type LibraryIndex,
  type LibraryTitle,
} from './library/library-index';

/** What a catalogue card or page knows of a title. */
export interface PlayableRef {
  type: 'movie' | 'tv';
  id: number;
  imdbId?: string | null | undefined;
  /** display title, for library folders that name no id */
  title: string;
  year: number | null;
}

/** A playable title the index can name by TMDB id (for the home row and the grid filter). */
export interface PlayableTitle {
  type: 'movie' | 'tv';
  id: number;
  availability: Availability;
}

export interface AvailabilityIndex {
  /** whether the title plays here (a series: at least one episode), and from where */
  of(ref: PlayableRef): Availability | null;
  /** whether one episode of a series plays here */
  ofEpisode(ref: PlayableRef, season: number, episode: number): Availability | null;
  /** every playable title known by TMDB id, library first, each once */
  list(): PlayableTitle[];
}

/** A check of a service that runs in the background; `isUp` is false until a check succeeded. */
export interface ReachabilityMonitor {
  isUp(): boolean;
  /** checks now (the timer's own step; tests call it) */
  checkNow(): Promise<boolean>;
  stop(): void;
}

export interface ReachabilityOptions {
  name: string;
  /** resolves true when the service answered as expected; may throw */
  check: (signal: AbortSignal) => Promise<boolean>;
  /** time between checks while the service answers */
  upIntervalMs: number;
  /** time between checks while it does not (shorter: it counts as unavailable meanwhile) */
  downIntervalMs: number;
  /** a check longer than this counts as a failure */
  timeoutMs: number;
  logger: Logger;
  /** false: no timer (tests call `checkNow`) */
  schedule?: boolean;
}

/** Starts checking a service at once, then on a timer that never keeps the process alive. */
export function createReachabilityMonitor(options: ReachabilityOptions): ReachabilityMonitor {
  let isUp = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<boolean> | null = null;
  let isFirst = true;

  const checkOnce = async (): Promise<boolean> => {
    const signal = AbortSignal.timeout(options.timeoutMs);
    try {
      return await options.check(signal);
    } catch {
      return false;
    }
  };

  const checkNow = (): Promise<boolean> => {
    running ??= checkOnce()
      .then((answered) => {
        if (answered !== isUp || isFirst) {
          if (answered) options.logger.info({ service: options.name }, 'service answers again');
          else options.logger.warn({ service: options.name }, 'service does not answer');
        }
        isUp = answered;
        isFirst = false;
        return answered;
      })
      .finally(() => {
        running = null;
        scheduleNext();
      });
    return running;
  };

  const scheduleNext = () => {
    if (stopped || options.schedule === false) return;
    clearTimeout(timer);
    timer = setTimeout(() => void checkNow(), isUp ? options.upIntervalMs : options.downIntervalMs);
    timer.unref();
  };

  void checkNow();
  return {
    isUp: () => isUp,
    checkNow,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

export interface AvailabilityOptions {
  /** the library's current indexes (the provider rescans them when old) */
  readLibrary: () => Promise<readonly LibraryIndex[]>;
  allowList: ArchiveAllowList;
  /** whether the Internet Archive answered its last check */
  isArchiveUp: () => boolean;
  /** how often the library snapshot is refreshed, ms */
  refreshMs: number;
  logger: Logger;
}

/** The index, with its refresh (awaited once at start) and stop. */
export interface AvailabilityService extends AvailabilityIndex {
  refresh(): Promise<void>;
  stop(): void;
}

function libraryMark(title: LibraryTitle): Availability {
  return title.isSample ? 'free' : 'library';
}

function toLibraryRef(ref: PlayableRef) {
  return {
    type: ref.type === 'tv' ? ('show' as const) : ('movie' as const),
    tmdbId: String(ref.id),
    imdbId: ref.imdbId ?? undefined,
    title: ref.title,
    year: ref.year,
  };
}

export function createAvailability(options: AvailabilityOptions): AvailabilityService {
  let library: readonly LibraryIndex[] = [];
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const archiveByTmdb = new Set<string>();
  const archiveByImdb = new Set<string>();
  for (const title of options.allowList.titles) {
    if (title.kind !== 'movie') continue;
    if (title.tmdbId !== null) archiveByTmdb.add(title.tmdbId);
    if (title.imdbId !== null) archiveByImdb.add(title.imdbId.toLowerCase());
  }

  const inArchive = (ref: PlayableRef): Availability | null => {
    if (ref.type !== 'movie' || !options.isArchiveUp()) return null;
    const byTmdb = archiveByTmdb.has(String(ref.id));
    const byImdb = ref.imdbId != null && archiveByImdb.has(ref.imdbId.toLowerCase());
    return byTmdb || byImdb ? 'free' : null;
  };

  const inLibrary = (ref: PlayableRef): LibraryTitle | null =>
    findLibraryTitle(library, toLibraryRef(ref));

  const refresh = async () => {
    try {
      library = await options.readLibrary();
    } catch (error) {
      options.logger.warn({ err: error }, 'availability: the library could not be read');
    }
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void refresh(), options.refreshMs);
    timer.unref();
  };

  return {
    of(ref) {
      const title = inLibrary(ref);
      const fromLibrary =
        title === null || (title.type === 'show' && title.episodes.size === 0)
          ? null
          : libraryMark(title);
      return pickAvailability(fromLibrary, inArchive(ref));
    },
    ofEpisode(ref, season, episode) {
      const title = inLibrary({ ...ref, type: 'tv' });
      if (title?.type !== 'show' || !title.episodes.has(episodeKey(season, episode))) return null;
      return libraryMark(title);
    },
    list() {
      const found = new Map<string, PlayableTitle>();
      const add = (entry: PlayableTitle) => {
        const key = `${entry.type}|${String(entry.id)}`;
        const known = found.get(key);
        const availability = pickAvailability(known?.availability ?? null, entry.availability);
        if (availability !== null) found.set(key, { ...entry, availability });
      };
      for (const index of library) {
        for (const title of index.titles) {
          if (title.tmdbId === null) continue;
          if (title.type === 'show' && title.episodes.size === 0) continue;
          add({
            type: title.type === 'show' ? 'tv' : 'movie',
            id: Number(title.tmdbId),
            availability: libraryMark(title),
          });
        }
      }
      if (options.isArchiveUp()) {
        for (const id of archiveByTmdb)
          add({ type: 'movie', id: Number(id), availability: 'free' });
      }
      const all = [...found.values()];
      return [
        ...all.filter((entry) => entry.availability === 'library'),
        ...all.filter((entry) => entry.availability !== 'library'),
      ];
    },
    refresh,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
