/**
 * Compresses dynamic answers (pages, loader data, API JSON) on the fly: brotli when the client
 * accepts it, else gzip, else none, by the q-values of `Accept-Encoding`. Hono's `compress()`
 * offers gzip and deflate only (through `CompressionStream`, which has no brotli in Node 20), so
 * this uses Node's zlib. Each chunk is flushed as it is written, so a streamed answer's first bytes
 * leave at once. Static files are not compressed here: they are served precompressed.
 */
import { Duplex } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';

/** What the server can send, in its own order of preference for equal q-values. */
type Encoding = 'br' | 'gzip';
const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

/** Below this many bytes (when the length is known) compression saves less than it costs. */
const THRESHOLD_BYTES = 1024;

/**
 * Brotli quality for answers compressed per request: on the home page (185 KB of HTML) quality 5
 * gives 17 KB in about 4 ms, against gzip's 21.6 KB in 7 ms; 11 would take 330 ms.
 */
const BROTLI_QUALITY = 5;

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * The encoding to answer with for an `Accept-Encoding` header: the accepted one with the highest
 * q-value, brotli before gzip when they tie; `*` stands for any not named. Undefined: send the
 * body as it is (no header, nothing acceptable, or everything refused with `q=0`).
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = parameters.find((parameter) => /^q\s*=/i.test(parameter));
    const weight = q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/i, ''));
    weights.set(name.toLowerCase(), Number.isFinite(weight) ? weight : 0);
  }
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of ENCODINGS) {
    const q = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/** A zlib stream for `encoding` that flushes after every chunk written to it. */
function createCompressor(encoding: Encoding, sizeHint: number | undefined) {
  if (encoding === 'gzip') return createGzip({ flush: constants.Z_SYNC_FLUSH });
  return createBrotliCompress({
    flush: constants.BROTLI_OPERATION_FLUSH,
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      ...(sizeHint === undefined ? {} : { [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint }),
    },
  });
}

/**
 * Compresses answers whose type is worth it (Hono's list of compressible types, which leaves out
 * `text/event-stream`, media and images). Left as they are: HEAD, 206 and any answer offering
 * byte ranges (a range of a compressed answer would mean nothing), answers already encoded, those
 * marked `no-transform`, and bodies known to be under 1 KB.
 */
export function compressAnswers(): MiddlewareHandler {
  return async function compressAnswers(c, next) {
    await next();
    const { res } = c;
    const type = res.headers.get('Content-Type');
    const length = res.headers.get('Content-Length');
    if (
      c.req.method === 'HEAD' ||
      res.status === 206 ||
      res.headers.has('Accept-Ranges') ||
      res.headers.has('Content-Encoding') ||
      res.headers.has('Transfer-Encoding') ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '') ||
      (length !== null && Number(length) < THRESHOLD_BYTES)
    ) {
      return;
    }
    const vary = res.headers.get('Vary');
    if (vary !== '*' && !(vary && VARY_ACCEPT_ENCODING.test(vary))) {
      res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!encoding || !res.body) return;
    const compressor = Duplex.toWeb(
      createCompressor(encoding, length === null ? undefined : Number(length)),
    );
    c.res = new Response(res.body.pipeThrough(compressor), res);
    c.res.headers.delete('Content-Length');
    c.res.headers.set('Content-Encoding', encoding);
    const etag = c.res.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  };
}
