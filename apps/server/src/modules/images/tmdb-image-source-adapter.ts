/**
 * Fetches original TMDB images for `/api/img` in tmdb mode. Never an open proxy: the host is the
 * configured image base's (exact match), the path is a bare TMDB file name, redirects are followed
 * only on that same origin, and the body is capped in bytes and time.
 */

/** A TMDB image path such as '/kqjL17yufvn9OVLyXYpvtyrFfak.jpg'. */
export const TMDB_IMAGE_PATH = /^\/[A-Za-z0-9_-]+\.(jpg|png|svg)$/;

export type RemoteImageFailure =
  'not-found' | 'refused-redirect' | 'too-large' | 'timeout' | 'bad-response' | 'network-error';

export type RemoteImageResult =
  | { ok: true; bytes: Uint8Array; contentType: string }
  | { ok: false; reason: RemoteImageFailure; detail: string };

/** Where images of the tmdb mode come from (the port the image service uses). */
export interface RemoteImageSource {
  fetchImage(path: string): Promise<RemoteImageResult>;
}

export interface TmdbImageSourceOptions {
  /** the image base without a size, e.g. 'https://image.tmdb.org/t/p' */
  baseUrl: string;
  /** TMDB size segment; 'original' so every requested size is made from the best source */
  size?: string;
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
}

export const DEFAULT_MAX_IMAGE_BYTES = 15 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 10_000;

const failure = (reason: RemoteImageFailure, detail: string): RemoteImageResult => ({
  ok: false,
  reason,
  detail,
});

async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array | null> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > maxBytes) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return new Uint8Array(0);
  const reader: ReadableStreamDefaultReader<Uint8Array> = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks, total);
    total += value.byteLength;
    if (total > maxBytes) {
      // Cancelling stops the download instead of draining the rest of the body.
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

export function createTmdbImageSource(options: TmdbImageSourceOptions): RemoteImageSource {
  const base = new URL(options.baseUrl.replace(/\/+$/, ''));
  if (base.protocol !== 'https:' && base.protocol !== 'http:') {
    throw new Error(`TMDB image base must be http(s): ${options.baseUrl}`);
  }
  const size = options.size ?? 'original';
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_IMAGE_BYTES;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxRedirects = options.maxRedirects ?? 3;

  async function follow(url: URL, signal: AbortSignal): Promise<RemoteImageResult> {
    let current = url;
    for (let redirects = 0; ; redirects += 1) {
      const response = await fetch(current, {
        redirect: 'manual',
        signal,
        headers: { Accept: 'image/*' },
      });
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel();
        const location = response.headers.get('location');
        const next = location === null ? null : new URL(location, current);
        if (next?.origin !== base.origin || redirects >= maxRedirects) {
          return failure('refused-redirect', `redirect to ${next?.origin ?? 'nowhere'} refused`);
        }
        current = next;
        continue;
      }
      if (response.status === 404) {
        await response.body?.cancel();
        return failure('not-found', `${current.pathname} answered 404`);
      }
      const contentType = response.headers.get('content-type') ?? '';
      if (!response.ok || !contentType.startsWith('image/')) {
        await response.body?.cancel();
        return failure('bad-response', `status ${response.status}, type '${contentType}'`);
      }
      const bytes = await readCapped(response, maxBytes);
      if (bytes === null) return failure('too-large', `larger than ${maxBytes} bytes`);
      return { ok: true, bytes, contentType };
    }
  }

  return {
    async fetchImage(path) {
      if (!TMDB_IMAGE_PATH.test(path)) return failure('not-found', 'not a TMDB image path');
      const url = new URL(`${base.href.replace(/\/+$/, '')}/${size}${path}`);
      try {
        return await follow(url, AbortSignal.timeout(timeoutMs));
      } catch (error) {
        if (isTimeout(error))
          return failure('timeout', `no complete answer within ${timeoutMs} ms`);
        return failure('network-error', error instanceof Error ? error.message : String(error));
      }
    },
  };
}
