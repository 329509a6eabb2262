/**
 * Bounded reading of one media root's folders for the scanner: dot-files skipped, an entry limit,
 * symbolic links followed only when they stay inside the root, each real folder listed once (so
 * a link loop ends). Knows nothing of titles.
 */
import type { Dirent } from 'node:fs';
import { readdir, realpath, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import type { Logger } from '../../../observability/logger';

/** The entries of one folder worth looking at, names sorted. */
export interface FolderListing {
  files: string[];
  folders: string[];
}

export interface RootWalker {
  /**
   * Lists a folder of the root.
   * @param relative '/'-separated path inside the root ('' for the root)
   * @returns its files and folders (partial when the entry limit was reached on the way), or null
   *   when it cannot be read (warning logged), was listed already, or the limit is spent
   * @throws when the root folder itself cannot be read
   */
  list(relative: string): Promise<FolderListing | null>;
  /** @returns the absolute path of a '/'-separated path inside the root */
  resolve(relative: string): string;
  /** @returns true when the path names a regular file whose real path is inside the root */
  isServableFile(relative: string): Promise<boolean>;
  /** entries read so far */
  readonly entryCount: number;
  /** the entry limit stopped the walk */
  readonly isTruncated: boolean;
}

export interface RootWalkerOptions {
  maxEntries: number;
  logger: Logger;
}

function isNotFound(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/** @returns a path joined from the root and a '/'-separated relative path */
function resolveInside(rootReal: string, relative: string): string {
  return relative === '' ? rootReal : join(rootReal, ...relative.split('/'));
}

/**
 * Opens a root for walking.
 * @returns the walker, or null when the root folder does not exist
 * @throws when the root exists but cannot be resolved (permissions)
 */
export async function openRootWalker(
  dir: string,
  options: RootWalkerOptions,
): Promise<RootWalker | null> {
  let rootReal: string;
  try {
    rootReal = await realpath(dir);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
  const visited = new Set<string>();
  let entryCount = 0;
  let isTruncated = false;
  const isInside = (real: string) => real === rootReal || real.startsWith(rootReal + sep);

  /** @returns where a symbolic link leads when it stays inside the root, else null */
  const followLink = async (path: string): Promise<'file' | 'folder' | null> => {
    try {
      const real = await realpath(path);
      if (!isInside(real)) return null;
      const stats = await stat(real);
      if (stats.isFile()) return 'file';
      return stats.isDirectory() ? 'folder' : null;
    } catch {
      return null;
    }
  };

  const classify = async (folder: string, entry: Dirent): Promise<'file' | 'folder' | null> => {
    if (entry.isFile()) return 'file';
    if (entry.isDirectory()) return 'folder';
    return entry.isSymbolicLink() ? followLink(join(folder, entry.name)) : null;
  };

  return {
    get entryCount() {
      return entryCount;
    },
    get isTruncated() {
      return isTruncated;
    },

    async list(relative) {
      if (isTruncated) return null;
      const folder = resolveInside(rootReal, relative);
      let entries: Dirent[];
      try {
        const real = await realpath(folder);
        if (!isInside(real) || visited.has(real)) return null;
        visited.add(real);
        entries = await readdir(real, { withFileTypes: true });
      } catch (error) {
        if (relative === '') throw error;
        const reason = error instanceof Error ? error.message : String(error);
        options.logger.warn(
          { path: relative, reason },
          'media library: folder unreadable, skipped',
        );
        return null;
      }
      const listing: FolderListing = { files: [], folders: [] };
      for (const entry of entries) {
        if (entry.name.startsWith('.')) continue;
        if (entryCount >= options.maxEntries) {
          isTruncated = true;
          break;
        }
        entryCount += 1;
        const kind = await classify(folder, entry);
        if (kind === 'file') listing.files.push(entry.name);
        else if (kind === 'folder') listing.folders.push(entry.name);
      }
      listing.files.sort();
      listing.folders.sort();
      return listing;
    },

    resolve: (relative) => resolveInside(rootReal, relative),

    async isServableFile(relative) {
      if (isTruncated || entryCount >= options.maxEntries) return false;
      entryCount += 1;
      try {
        const real = await realpath(resolveInside(rootReal, relative));
        return isInside(real) && (await stat(real)).isFile();
      } catch {
        return false;
      }
    },
  };
}
