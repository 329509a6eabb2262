/**
 * HTTP range requests for one file (RFC 9110, section 14): reads a `Range` header into one byte
 * range, and decides whether conditional headers let a cached copy stand.
 */

/** Bytes `start` to `end` of a file, both included. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * What a `Range` header asks of a file of `size` bytes:
 * - a range: `bytes=a-b` (end clamped to the file), `bytes=a-`, `bytes=-n` (the last n bytes)
 * - 'unsatisfiable': a well-formed single range that starts at or after the end of the file, a
 *   suffix of 0 bytes, or any range of an empty file (answer 416)
 * - null: no header, another unit, several ranges, or a malformed one: serve the whole file
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  if (header === undefined) return null;
  const match = /^\s*bytes\s*=\s*(\d{0,15})\s*-\s*(\d{0,15})\s*$/i.exec(header);
  if (match === null) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(size - length, 0), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return { start, end };
}

/** Splits an entity-tag list ('"a", W/"b"') into opaque tags, weak markers removed. */
function readEntityTags(header: string): string[] {
  return header
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '')
    .map((tag) => (tag.startsWith('W/') ? tag.slice(2) : tag));
}

/**
 * Whether the client's cached copy is current (answer 304): `If-None-Match` lists the entity tag
 * (weak comparison) or is '*'; without it, `If-Modified-Since` is at or after the last change.
 * @param modifiedMs the file's modification time in milliseconds
 */
export function isNotModified(
  headers: { ifNoneMatch: string | undefined; ifModifiedSince: string | undefined },
  etag: string,
  modifiedMs: number,
): boolean {
  if (headers.ifNoneMatch !== undefined) {
    const tags = readEntityTags(headers.ifNoneMatch);
    return tags.includes('*') || tags.includes(etag);
  }
  if (headers.ifModifiedSince === undefined) return false;
  const since = Date.parse(headers.ifModifiedSince);
  return !Number.isNaN(since) && Math.floor(modifiedMs / 1000) * 1000 <= since;
}

/**
 * Whether a `Range` may be honoured under `If-Range`: absent, the same strong entity tag, or the
 * exact `Last-Modified` date. Otherwise the file changed and the whole of it is sent.
 */
export function isRangeStillValid(
  ifRange: string | undefined,
  etag: string,
  lastModified: string,
): boolean {
  if (ifRange === undefined) return true;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return value === etag;
  return value === lastModified;
}
