import { mkdtemp, mkdir, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskImageCache, type DiskImageCacheOptions } from './disk-image-cache';

const key = (n: number) => `${n.toString(16).padStart(40, '0')}.webp`;
const bytesOf = (size: number, fill = 1) => Buffer.alloc(size, fill);

/** Every file under the folder (shards included), with sizes. */
async function filesUnder(directory: string): Promise<{ name: string; size: number }[]> {
  const found: { name: string; size: number }[] = [];
  for (const entry of await readdir(directory, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    found.push({ name: path.slice(directory.length + 1), size: (await stat(path)).size });
  }
  return found;
}

describe('createDiskImageCache', () => {
  let directory: string;
  const open = (options: Partial<DiskImageCacheOptions> = {}) =>
    createDiskImageCache({ directory, maxBytes: 10_000, ...options });

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'reelhouse-image-cache-'));
  });
  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('returns what was stored, and null for a key never stored', async () => {
    const cache = open();
    await cache.set(key(1), bytesOf(100, 7));

    expect(await cache.get(key(1))).toEqual(bytesOf(100, 7));
    expect(await cache.get(key(2))).toBeNull();
  });

  it('keeps stored images across restarts', async () => {
    await open().set(key(1), bytesOf(100, 7));

    const reopened = open();
    await reopened.ready();

    expect(reopened.totalBytes).toBe(100);
    expect(await reopened.get(key(1))).toEqual(bytesOf(100, 7));
  });

  it('stays under its byte bound by evicting the least recently used', async () => {
    const cache = open({ maxBytes: 3_000 });
    await cache.set(key(1), bytesOf(1_000));
    await cache.set(key(2), bytesOf(1_000));
    await cache.set(key(3), bytesOf(1_000));
    await cache.get(key(1)); // 2 is now the least recently used

    await cache.set(key(4), bytesOf(1_000));

    expect(cache.totalBytes).toBe(3_000);
    expect(await cache.get(key(2))).toBeNull();
    for (const kept of [1, 3, 4]) expect(await cache.get(key(kept))).not.toBeNull();
    const files = await filesUnder(directory);
    expect(files.reduce((sum, file) => sum + file.size, 0)).toBeLessThanOrEqual(3_000);
    expect(files.map((file) => file.name).sort()).toEqual(
      [1, 3, 4].map((n) => join(key(n).slice(0, 2), key(n))).sort(),
    );
  });

  it('keeps the folder under its bound through many writes', async () => {
    const cache = open({ maxBytes: 5_000 });
    for (let n = 0; n < 60; n += 1) await cache.set(key(n), bytesOf(300 + (n % 7) * 100));

    const files = await filesUnder(directory);
    expect(files.reduce((sum, file) => sum + file.size, 0)).toBe(cache.totalBytes);
    expect(cache.totalBytes).toBeLessThanOrEqual(5_000);
    expect(await cache.get(key(59))).not.toBeNull();
  });

  it('evicts at start, oldest first, when the folder is over a lowered bound', async () => {
    const cache = open();
    for (const n of [1, 2, 3]) await cache.set(key(n), bytesOf(1_000));
    for (const [n, seconds] of [
      [1, 300],
      [2, 100],
      [3, 200],
    ] as const) {
      const when = new Date(Date.UTC(2026, 0, 1, 0, 0, seconds));
      await utimes(join(directory, key(n).slice(0, 2), key(n)), when, when);
    }

    const smaller = open({ maxBytes: 2_000 });
    await smaller.ready();

    expect(await smaller.get(key(2))).toBeNull();
    expect(await smaller.get(key(1))).not.toBeNull();
    expect(await smaller.get(key(3))).not.toBeNull();
    expect(smaller.totalBytes).toBe(2_000);
  });

  it('writes the moment a hit is used into the mtime, so recency survives restarts', async () => {
    let time = Date.UTC(2026, 0, 1);
    const cache = open({ now: () => time, touchIntervalMs: 60_000 });
    await cache.set(key(1), bytesOf(10));
    time += 3_600_000;

    await cache.get(key(1));

    await expect
      .poll(async () => (await stat(join(directory, key(1).slice(0, 2), key(1)))).mtimeMs)
      .toBe(time);
  });

  it('replaces an entry stored twice without counting it twice', async () => {
    const cache = open();
    await cache.set(key(1), bytesOf(100, 1));
    await cache.set(key(1), bytesOf(300, 2));

    expect(cache.totalBytes).toBe(300);
    expect(await cache.get(key(1))).toEqual(bytesOf(300, 2));
  });

  it('skips an image larger than the whole bound', async () => {
    const cache = open({ maxBytes: 100 });
    await cache.set(key(1), bytesOf(101));

    expect(await cache.get(key(1))).toBeNull();
    expect(cache.totalBytes).toBe(0);
  });

  it('answers a miss when a file was deleted behind its back, and forgets it', async () => {
    const cache = open();
    await cache.set(key(1), bytesOf(100));
    await rm(join(directory, key(1).slice(0, 2), key(1)));

    expect(await cache.get(key(1))).toBeNull();
    expect(cache.totalBytes).toBe(0);
  });

  it('ignores foreign files and removes half-written temporary files at start', async () => {
    await mkdir(join(directory, '.tmp'), { recursive: true });
    await writeFile(join(directory, '.tmp', `${key(1)}.abc`), bytesOf(50));
    await writeFile(join(directory, 'README'), 'not ours');

    const cache = open();
    await cache.ready();

    expect(cache.totalBytes).toBe(0);
    expect((await filesUnder(directory)).map((file) => file.name)).toEqual(['README']);
  });

  it('refuses keys that could leave the folder', async () => {
    const cache = open();

    await expect(cache.set('../../etc/passwd', bytesOf(1))).rejects.toThrow(/not a cache key/);
    await expect(cache.set(`${key(1).slice(0, 38)}/x.webp`, bytesOf(1))).rejects.toThrow();
  });
});
