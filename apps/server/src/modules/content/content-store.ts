/**
 * Keeps the content current: loads it once at start (a bad file stops the start, so the operator
 * sees it at once), then reloads when the folder changes. A bad reload keeps the last good
 * version and logs why: a typo while the site runs must not take pages down. Changes are seen by
 * fs.watch on the folder, `pages/` and `ad-media/` (debounced), and by a periodic check of the
 * files' sizes and times, which also re-arms the watchers after a watch error or after the
 * folder was replaced (a watcher follows the old folder).
 */
import { watch, type FSWatcher } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../../observability/logger';
import { MEDIA_FOLDER, PAGES_FOLDER } from './content-files';
import type { ContentLoader, ContentSnapshot } from './content-loader';
import { ContentError } from './content-problems';

export interface ContentStore {
  /** the last good snapshot */
  current(): ContentSnapshot;
  /** Reloads now; resolves when done. @returns whether the new content was taken */
  reload(): Promise<boolean>;
  close(): void;
}

export interface ContentStoreOptions {
  loader: ContentLoader;
  /** the folder to watch (the operator's) */
  dir: string;
  logger: Logger;
  /** quiet time after the last change before reloading, in ms (default 300) */
  debounceMs?: number;
  /** how often the folder is checked without a watch event, in ms (default 10 s) */
  checkIntervalMs?: number;
  /** called with every snapshot taken (the first included) */
  onSnapshot?: (snapshot: ContentSnapshot) => void;
}

/** The folders a change may touch. */
function watchedFolders(dir: string): string[] {
  return [dir, path.join(dir, PAGES_FOLDER), path.join(dir, MEDIA_FOLDER)];
}

/** Sizes, times and identities of the watched folders and their files: changes when they do. */
async function fingerprint(dir: string): Promise<string> {
  const parts: string[] = [];
  for (const folder of watchedFolders(dir)) {
    const folderStat = await stat(folder).catch(() => null);
    if (!folderStat) {
      parts.push(`${folder}:none`);
      continue;
    }
    parts.push(`${folder}:${String(folderStat.ino)}:${String(folderStat.mtimeMs)}`);
    const names = await readdir(folder).catch(() => []);
    for (const name of names.sort()) {
      const file = await stat(path.join(folder, name)).catch(() => null);
      if (file?.isFile()) {
        parts.push(`${name}:${String(file.ino)}:${String(file.size)}:${String(file.mtimeMs)}`);
      }
    }
  }
  return parts.join('|');
}

/**
 * Loads the content and starts watching it.
 * @throws ContentError when the folder has a bad file (the server must not start)
 */
export async function openContentStore(options: ContentStoreOptions): Promise<ContentStore> {
  const { loader, dir, logger } = options;
  const debounceMs = options.debounceMs ?? 300;
  let lastFingerprint = await fingerprint(dir);
  let snapshot = await loader.load();
  options.onSnapshot?.(snapshot);

  let closed = false;
  let running: Promise<boolean> | null = null;
  let again = false;
  let debounce: NodeJS.Timeout | undefined;
  let watchers: FSWatcher[] = [];
  let watchedIdentity = '';

  async function loadOnce(): Promise<boolean> {
    lastFingerprint = await fingerprint(dir);
    try {
      snapshot = await loader.load();
    } catch (error) {
      const problems = error instanceof ContentError ? error.problems : [String(error)];
      logger.warn(
        { problems },
        `content not reloaded, the last good version stays: ${problems.join('; ')}`,
      );
      return false;
    }
    logger.info('content reloaded');
    options.onSnapshot?.(snapshot);
    return true;
  }

  /** One reload at a time; a change during a reload is loaded right after it. */
  function reload(): Promise<boolean> {
    if (running) {
      again = true;
      return running;
    }
    running = loadOnce().finally(() => {
      running = null;
      if (again && !closed) {
        again = false;
        void reload();
      }
    });
    return running;
  }

  function scheduleReload(): void {
    if (closed) return;
    clearTimeout(debounce);
    debounce = setTimeout(() => void reload(), debounceMs);
    debounce.unref();
  }

  function closeWatchers(): void {
    for (const watcher of watchers) watcher.close();
    watchers = [];
  }

  async function armWatchers(): Promise<void> {
    closeWatchers();
    const identities: string[] = [];
    for (const folder of watchedFolders(dir)) {
      const folderStat = await stat(folder).catch(() => null);
      identities.push(folderStat ? String(folderStat.ino) : 'none');
      if (!folderStat || closed) continue;
      try {
        const watcher = watch(folder, { persistent: false }, scheduleReload);
        watcher.on('error', (error) => {
          logger.warn({ err: error, folder }, 'content folder watch failed; checking periodically');
          watchedIdentity = '';
        });
        watchers.push(watcher);
      } catch (error) {
        logger.warn(
          { err: error, folder },
          'content folder cannot be watched; checking periodically',
        );
      }
    }
    watchedIdentity = identities.join(':');
  }

  async function check(): Promise<void> {
    const identities = await Promise.all(
      watchedFolders(dir).map((folder) =>
        stat(folder).then(
          (found) => String(found.ino),
          () => 'none',
        ),
      ),
    );
    if (closed) return;
    if (identities.join(':') !== watchedIdentity) await armWatchers();
    if ((await fingerprint(dir)) !== lastFingerprint) scheduleReload();
  }

  await armWatchers();
  const interval = setInterval(() => {
    check().catch((error: unknown) => logger.warn({ err: error }, 'content folder check failed'));
  }, options.checkIntervalMs ?? 10_000);
  interval.unref();

  return {
    current: () => snapshot,
    reload,
    close() {
      closed = true;
      clearTimeout(debounce);
      clearInterval(interval);
      closeWatchers();
    },
  };
}
