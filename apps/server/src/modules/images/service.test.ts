import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ArtworkFacts } from './artwork-path';
import { createLogger } from '../../observability/logger';
import { createDiskImageCache, type DiskImageCache, type ImageCache } from './disk-image-cache';
import { createInMemoryArtworkFacts } from './in-memory-artwork-facts';
import { createImageService, type ImageService, type ImageServiceDeps } from './service';
import type { RemoteImageResult, RemoteImageSource } from './tmdb-image-source-adapter';

const MATRIX: ArtworkFacts = { title: 'The Matrix', subtitle: '1999', genreIds: [878] };

/** The query as c.req.queries() gives it. */
const query = (text: string) => {
  const values: Record<string, string[]> = {};
  for (const [name, value] of new URLSearchParams(text)) (values[name] ??= []).push(value);
  return values;
};

async function fetchImage(service: ImageService, text: string) {
  const prepared = await service.prepare(query(text));
  if (!prepared.ok) return prepared;
  const produced = await service.produce(prepared.image);
  return produced.ok ? { ...produced, etag: prepared.image.etag } : produced;
}

/** A TMDB source that answers when the test opens it. */
function gatedRemote(result: () => Promise<RemoteImageResult>) {
  const waiting: (() => void)[] = [];
  let calls = 0;
  const source: RemoteImageSource = {
    async fetchImage() {
      calls += 1;
      await new Promise<void>((resolve) => waiting.push(resolve));
      return result();
    },
  };
  return {
    source,
    openAll: () => waiting.splice(0).forEach((open) => open()),
    get calls() {
      return calls;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

const jpeg = async (): Promise<RemoteImageResult> => ({
  ok: true,
  contentType: 'image/jpeg',
  bytes: await sharp({ create: { width: 300, height: 450, channels: 3, background: '#884422' } })
    .jpeg()
    .toBuffer(),
});

describe('createImageService', () => {
  let directory: string;
  let facts: Record<string, ArtworkFacts>;
  let caches: DiskImageCache[] = [];
  const openCache = () => {
    const cache = createDiskImageCache({ directory, maxBytes: 50_000_000 });
    caches.push(cache);
    return cache;
  };
  const open = (deps: Partial<ImageServiceDeps> = {}) =>
    createImageService({
      artworkFacts: createInMemoryArtworkFacts(facts),
      cache: openCache(),
      renderConcurrency: 2,
      ...deps,
    });

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'reelhouse-image-service-'));
    facts = { 'movie-603': MATRIX };
  });
  afterEach(async () => {
    // A cache still scanning its folder would race the removal.
    await Promise.all(caches.map((cache) => cache.ready()));
    caches = [];
    await rm(directory, { recursive: true, force: true });
  });

  it('renders once, then answers the same request from memory', async () => {
    const service = open();

    const first = await fetchImage(service, 'src=/art/poster/movie-603.svg&w=342');
    const second = await fetchImage(service, 'src=/art/poster/movie-603.svg&w=342');

    expect(first.ok && second.ok).toBe(true);
    expect(service.stats()).toMatchObject({ renders: 1, memoryHits: 1 });
    if (first.ok && second.ok) expect(Buffer.from(second.bytes).equals(first.bytes)).toBe(true);
  });

  it('treats spellings of the same parameters as one result', async () => {
    const service = open();

    const a = await fetchImage(service, 'src=/art/poster/movie-603.svg&w=200&bg=FFF&output=jpg');
    const b = await fetchImage(
      service,
      'src=/art/poster/movie-603.svg&output=jpeg&q=80&bg=%23ffffff&w=200',
    );

    expect(a.ok && b.ok && a.etag === b.etag).toBe(true);
    expect(service.stats().renders).toBe(1);
  });

  it('answers from disk after a restart, without rendering', async () => {
    await fetchImage(open(), 'src=/art/backdrop/movie-603.svg&w=780');

    const restarted = open();
    const result = await fetchImage(restarted, 'src=/art/backdrop/movie-603.svg&w=780');

    expect(result.ok).toBe(true);
    expect(restarted.stats()).toMatchObject({ renders: 0, diskHits: 1 });
  });

  it('renders once for identical requests that arrive together', async () => {
    const remote = gatedRemote(jpeg);
    const service = open({ tmdbImages: remote.source });

    const results = Promise.all(
      Array.from({ length: 5 }, () => fetchImage(service, 'src=/abc.jpg&w=100')),
    );
    await expect.poll(() => remote.waiting).toBe(1);
    remote.openAll();

    expect((await results).every((result) => result.ok)).toBe(true);
    expect(remote.calls).toBe(1);
    expect(service.stats()).toMatchObject({ renders: 1, coalesced: 4 });
  });

  it('draws corrected facts anew instead of serving the old picture', async () => {
    const service = open();
    const before = await fetchImage(service, 'src=/art/poster/movie-603.svg&w=100');
    facts['movie-603'] = { ...MATRIX, title: 'The Matrix (corrected)' };

    const after = await fetchImage(service, 'src=/art/poster/movie-603.svg&w=100');

    expect(before.ok && after.ok && before.etag !== after.etag).toBe(true);
    expect(service.stats().renders).toBe(2);
  });

  it('answers 404 for artwork of a title it does not know, or with no catalogue at all', async () => {
    expect(await fetchImage(open(), 'src=/art/poster/movie-604.svg')).toMatchObject({
      status: 404,
    });
    expect(
      await fetchImage(open({ artworkFacts: null }), 'src=/art/poster/movie-603.svg'),
    ).toMatchObject({
      status: 404,
    });
  });

  it.each(['/abc.jpg', '/art/poster/movie-0.svg', '/art/banner/movie-603.svg', '/etc/passwd'])(
    'answers 400 for %s in embedded mode: only generated artwork is a source',
    async (src) => {
      const result = await fetchImage(open(), `src=${encodeURIComponent(src)}`);

      expect(result).toMatchObject({ ok: false, status: 400, issues: [{ path: 'src' }] });
    },
  );

  it('fetches TMDB paths in tmdb mode and maps their failures to 404 and 502', async () => {
    const outcomes: Record<string, RemoteImageResult> = {
      '/gone.jpg': { ok: false, reason: 'not-found', detail: '' },
      '/slow.jpg': { ok: false, reason: 'timeout', detail: '' },
      '/junk.jpg': { ok: true, contentType: 'image/jpeg', bytes: new Uint8Array([1, 2, 3]) },
    };
    const good = await jpeg();
    const service = open({
      tmdbImages: { fetchImage: (path) => Promise.resolve(outcomes[path] ?? good) },
    });

    expect(await fetchImage(service, 'src=/abc.jpg&w=100')).toMatchObject({ ok: true });
    expect(await fetchImage(service, 'src=/gone.jpg')).toMatchObject({ status: 404 });
    expect(await fetchImage(service, 'src=/slow.jpg')).toMatchObject({ status: 502 });
    expect(await fetchImage(service, 'src=/junk.jpg')).toMatchObject({ status: 502 });
    expect(await fetchImage(service, 'src=/a/b.jpg')).toMatchObject({ status: 400 });
  });

  it('turns requests away with 503 when the line is full, and serves them once it is not', async () => {
    const remote = gatedRemote(jpeg);
    const service = open({ tmdbImages: remote.source, fetchConcurrency: 1, maxWaitingRenders: 0 });
    const first = fetchImage(service, 'src=/one.jpg');
    await expect.poll(() => remote.waiting).toBe(1);

    expect(await fetchImage(service, 'src=/two.jpg')).toMatchObject({ status: 503 });
    remote.openAll();
    expect(await first).toMatchObject({ ok: true });
    const again = fetchImage(service, 'src=/two.jpg');
    await expect.poll(() => remote.waiting).toBe(1);
    remote.openAll();
    expect(await again).toMatchObject({ ok: true });
    expect(service.stats().turnedAway).toBe(1);
  });

  it('limits the new renders one client causes, with 429 and Retry-After, but not what a cache holds', async () => {
    const allowance = new Map<string, number>([['flood', 1]]);
    const service = open({
      limitRenders: (client) => {
        const left = allowance.get(client) ?? Infinity;
        allowance.set(client, left - 1);
        return Promise.resolve(left > 0 ? null : 30_000);
      },
    });
    const ask = async (text: string, client: string) => {
      const prepared = await service.prepare(query(text));
      if (!prepared.ok) throw new Error('bad query');
      return service.produce(prepared.image, client);
    };

    expect(await ask('src=/art/poster/movie-603.svg&w=100', 'flood')).toMatchObject({ ok: true });
    expect(await ask('src=/art/poster/movie-603.svg&w=101', 'flood')).toEqual({
      ok: false,
      status: 429,
      error: 'Too many new images from your network, try again shortly',
      retryAfterSeconds: 30,
    });
    expect(await ask('src=/art/poster/movie-603.svg&w=100', 'flood')).toMatchObject({ ok: true });
    expect(await ask('src=/art/poster/movie-603.svg&w=101', 'visitor')).toMatchObject({ ok: true });
    expect(service.stats()).toMatchObject({ renders: 2, limited: 1 });
  });

  it('keeps rendering artwork while a TMDB download is slow', async () => {
    const remote = gatedRemote(jpeg);
    const service = open({ tmdbImages: remote.source, renderConcurrency: 1 });
    const slow = fetchImage(service, 'src=/slow.jpg&w=100');
    await expect.poll(() => remote.waiting).toBe(1);

    expect(await fetchImage(service, 'src=/art/poster/movie-603.svg&w=92')).toMatchObject({
      ok: true,
    });
    remote.openAll();
    expect(await slow).toMatchObject({ ok: true });
  });

  it('still answers with the image when the disk cache cannot be written', async () => {
    const brokenDisk: ImageCache = {
      get: () => Promise.resolve(null),
      set: () => Promise.reject(new Error('ENOSPC: no space left on device')),
    };
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    const service = open({ cache: brokenDisk, logger });

    expect(await fetchImage(service, 'src=/art/poster/movie-603.svg&w=92')).toMatchObject({
      ok: true,
    });
    expect(lines.join('')).toContain('image cache write failed');
  });
});
