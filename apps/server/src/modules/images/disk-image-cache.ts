/**
 * Rendered images on disk, bounded in total bytes by evicting the least recently used. The index
 * (sizes, order) lives in memory, rebuilt at start by scanning the folder oldest-first, so the
 * cache survives restarts. Files are written to a temporary name and renamed into place.
 * One folder per server process: two processes sharing one would each count only their own files.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where rendered images are kept between requests (the port the image service uses). */
export interface ImageCache {
  /** @returns the bytes stored under `key`, or null */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
  set(key: string, bytes: Uint8Array): Promise<void>;
}

export interface DiskImageCache extends ImageCache {
  /** resolves once the folder has been scanned (every other call waits for it too) */
  ready(): Promise<void>;
  /** bytes currently held, by the in-memory index */
  readonly totalBytes: number;
}

export interface DiskImageCacheOptions {
  directory: string;
  maxBytes: number;
  /** a hit older than this is written back as the file's mtime, so the order survives restarts */
  touchIntervalMs?: number;
  now?: () => number;
  onError?: (error: unknown, operation: string) => void;
}

/** A key is a file name we made: hex, optionally with an extension. Nothing else reaches disk. */
const KEY = /^[0-9a-f]{16,128}(\.[a-z0-9]{1,8})?$/;
const TEMP_FOLDER = '.tmp';

const isMissingFile = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'ENOENT';

interface Entry {
  size: number;
  touchedAt: number;
}

export function createDiskImageCache(options: DiskImageCacheOptions): DiskImageCache {
  const now = options.now ?? Date.now;
  const touchIntervalMs = options.touchIntervalMs ?? 60 * 60 * 1000;
  const onError = options.onError ?? (() => undefined);
  const tempDirectory = join(options.directory, TEMP_FOLDER);
  /** Map order is recency order: the first entry is the least recently used. */
  const index = new Map<string, Entry>();
  let totalBytes = 0;

  const pathOf = (key: string) => join(options.directory, key.slice(0, 2), key);

  function forget(key: string): void {
    const entry = index.get(key);
    if (!entry) return;
    index.delete(key);
    totalBytes -= entry.size;
  }

  async function evict(): Promise<void> {
    const victims: string[] = [];
    for (const key of index.keys()) {
      if (totalBytes <= options.maxBytes) break;
      victims.push(key);
      forget(key);
    }
    await Promise.all(
      victims.map((key) =>
        rm(pathOf(key), { force: true }).catch((e: unknown) => onError(e, 'evict')),
      ),
    );
  }

  async function scan(): Promise<void> {
    await rm(tempDirectory, { recursive: true, force: true });
    await mkdir(tempDirectory, { recursive: true });
    const found: { key: string; size: number; mtimeMs: number }[] = [];
    for (const shard of await readdir(options.directory)) {
      if (!/^[0-9a-f]{2}$/.test(shard)) continue;
      for (const key of await readdir(join(options.directory, shard))) {
        if (!KEY.test(key)) continue;
        const info = await stat(join(options.directory, shard, key));
        found.push({ key, size: info.size, mtimeMs: info.mtimeMs });
      }
    }
    found.sort((a, b) => a.mtimeMs - b.mtimeMs || (a.key < b.key ? -1 : 1));
    for (const file of found) {
      index.set(file.key, { size: file.size, touchedAt: file.mtimeMs });
      totalBytes += file.size;
    }
    await evict();
  }

  const scanned = scan();
  // Callers see the failure on their first call; this only stops an unhandled rejection.
  scanned.catch(() => undefined);

  async function get(key: string): Promise<Uint8Array<ArrayBuffer> | null> {
    await scanned;
    const entry = index.get(key);
    if (!entry) return null;
    let bytes: Uint8Array<ArrayBuffer>;
    try {
      bytes = await readFile(pathOf(key));
    } catch (error) {
      forget(key);
      if (!isMissingFile(error)) onError(error, 'read');
      return null;
    }
    index.delete(key);
    index.set(key, entry);
    const time = now();
    if (time - entry.touchedAt >= touchIntervalMs) {
      entry.touchedAt = time;
      const date = new Date(time);
      utimes(pathOf(key), date, date).catch((e: unknown) => onError(e, 'touch'));
    }
    return bytes;
  }

  async function set(key: string, bytes: Uint8Array): Promise<void> {
    if (!KEY.test(key)) throw new Error(`not a cache key: ${key}`);
    await scanned;
    if (bytes.byteLength > options.maxBytes) return;
    const temp = join(tempDirectory, `${key}.${randomBytes(6).toString('hex')}`);
    await mkdir(join(options.directory, key.slice(0, 2)), { recursive: true });
    await writeFile(temp, bytes);
    await rename(temp, pathOf(key));
    forget(key);
    index.set(key, { size: bytes.byteLength, touchedAt: now() });
    totalBytes += bytes.byteLength;
    await evict();
  }

  return {
    get,
    set,
    ready: () => scanned,
    get totalBytes() {
      return totalBytes;
    },
  };
}
