/**
 * The `library` source provider: titles in the operator's media folder and in the generated sample
 * media, served by our own `/media` route. Each root is scanned lazily, again once its index is
 * older than `rescanAfterMs`; callers arriving during a scan share it.
 */
import { statSync } from 'node:fs';
import { streamSchema, type Stream } from '@reelhouse/core/player/source-schema';
import type { Logger } from '../../../observability/logger';
import type { SourceProvider, SourceProviderContext } from '../source-provider';
import {
  MATCH_KINDS,
  matchLibraryTitle,
  pickRequestedVideo,
  type LibraryIndex,
  type LibraryTitle,
} from './library-index';
import { scanMediaRoot } from './library-scanner';
import { buildLibraryStreams } from './library-streams';
import type { MediaRoot } from './media-root';

/** How long a root's index is used before the next search rescans it, in milliseconds. */
export const DEFAULT_RESCAN_AFTER_MS = 60_000;

export interface LibraryProviderOptions {
  /** searched in this order when two roots hold the same title by the same kind of match */
  roots: readonly MediaRoot[];
  logger: Logger;
  /** {@link DEFAULT_RESCAN_AFTER_MS} unless given */
  rescanAfterMs?: number;
  /** clock in milliseconds; `Date.now` unless given */
  now?: () => number;
  /** most directory entries one scan of a root reads (100,000 unless given) */
  maxScanEntries?: number;
}

/** The provider, which also tells what its roots hold (for availability before the click). */
export interface LibrarySourceProvider extends SourceProvider {
  /** every root's index, rescanned when older than `rescanAfterMs`; failed roots left out */
  readIndexes(): Promise<LibraryIndex[]>;
}

interface RootState {
  root: MediaRoot;
  index: LibraryIndex | null;
  scannedAt: number;
  scanning: Promise<LibraryIndex> | null;
}

function isFolder(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

/** Resolves with the promise, or rejects with the signal's reason as soon as it aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      const reason: unknown = signal.reason;
      reject(reason instanceof Error ? reason : new Error('The search was aborted'));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => {
      signal.removeEventListener('abort', onAbort);
    });
  });
}

/**
 * Creates the `library` provider (rank 0: the operator's own files come first).
 * `isAvailable` is true when any root folder exists. `find` matches by TMDB id, then IMDb id
 * (from a sidecar or folder tag), then title and year, across every root.
 */
export function createLibraryProvider(options: LibraryProviderOptions): LibrarySourceProvider {
  const now = options.now ?? Date.now;
  const rescanAfterMs = options.rescanAfterMs ?? DEFAULT_RESCAN_AFTER_MS;
  const states: RootState[] = options.roots.map((root) => ({
    root,
    index: null,
    scannedAt: 0,
    scanning: null,
  }));

  const getIndex = (state: RootState): Promise<LibraryIndex> => {
    if (state.index !== null && now() - state.scannedAt < rescanAfterMs) {
      return Promise.resolve(state.index);
    }
    state.scanning ??= scanMediaRoot(state.root, {
      logger: options.logger,
      ...(options.maxScanEntries === undefined ? {} : { maxEntries: options.maxScanEntries }),
    })
      .then((index) => {
        state.index = index;
        state.scannedAt = now();
        return index;
      })
      .finally(() => {
        state.scanning = null;
      });
    return state.scanning;
  };

  /** Every root's index (rescanned when old); a root whose scan failed is logged and left out. */
  const readIndexes = async (
    signal?: AbortSignal,
  ): Promise<{
    indexes: { root: MediaRoot; index: LibraryIndex }[];
    failure: PromiseRejectedResult | undefined;
  }> => {
    const scans = Promise.allSettled(states.map((state) => getIndex(state)));
    const settled = await (signal ? untilAborted(scans, signal) : scans);
    const indexes: { root: MediaRoot; index: LibraryIndex }[] = [];
    settled.forEach((outcome, position) => {
      const root = options.roots[position];
      if (root === undefined) return;
      if (outcome.status === 'fulfilled') indexes.push({ root, index: outcome.value });
      else
        options.logger.warn({ root: root.id, err: outcome.reason }, 'media library: scan failed');
    });
    const failure = settled.find((outcome) => outcome.status === 'rejected');
    return { indexes, failure };
  };

  const findTitle = async (
    context: SourceProviderContext,
  ): Promise<{ root: MediaRoot; title: LibraryTitle } | null> => {
    const { indexes, failure } = await readIndexes(context.signal);
    for (const kind of MATCH_KINDS) {
      for (const { root, index } of indexes) {
        const title = matchLibraryTitle(index, context.request, kind);
        if (title !== null) return { root, title };
      }
    }
    if (failure !== undefined && indexes.length === 0) throw failure.reason;
    return null;
  };

  return {
    id: 'library',
    name: 'Media library',
    rank: 0,
    isAvailable: () => options.roots.some((root) => isFolder(root.dir)),
    async readIndexes() {
      const { indexes } = await readIndexes();
      return indexes.map((entry) => entry.index);
    },
    async find(context) {
      const found = await findTitle(context);
      if (found === null) return [];
      const video = pickRequestedVideo(found.title, context.request);
      if (video === null) return [];
      return buildLibraryStreams(
        found.root,
        video,
        found.title.isSample,
        context.credentials.fourK,
      ).filter((stream: Stream) => {
        const parsed = streamSchema.safeParse(stream);
        if (!parsed.success) {
          options.logger.warn(
            { root: found.root.id, folder: video.folder, base: video.base },
            'media library: stream left out (address too long or invalid)',
          );
        }
        return parsed.success;
      });
    },
  };
}
