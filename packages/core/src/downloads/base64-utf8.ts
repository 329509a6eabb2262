/**
 * Base64 of UTF-8 text, written out because core has no TextEncoder or btoa: btoa on raw text
 * fails on characters outside Latin-1, so the text is encoded to UTF-8 bytes first.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** UTF-8 bytes of a string; lone surrogates become U+FFFD, as TextEncoder does. */
export function encodeUtf8(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    const raw = char.codePointAt(0) ?? 0xfffd;
    const code = raw >= 0xd800 && raw <= 0xdfff ? 0xfffd : raw;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000) {
      bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    } else {
      bytes.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 63),
        0x80 | ((code >> 6) & 63),
        0x80 | (code & 63),
      );
    }
  }
  return bytes;
}

/**
 * Text from UTF-8 bytes.
 * @returns the text, or null when the bytes are not valid UTF-8 (overlong forms, surrogates and
 *   truncated sequences included)
 */
export function decodeUtf8(bytes: readonly number[]): string | null {
  const escaped = bytes.map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  try {
    return decodeURIComponent(escaped);
  } catch {
    return null;
  }
}

/** Standard base64 (with '+', '/' and '=' padding) of the UTF-8 bytes of `text`. */
export function encodeBase64Utf8(text: string): string {
  const bytes = encodeUtf8(text);
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [b0 = 0, b1 = 0, b2 = 0] = bytes.slice(i, i + 3);
    out += ALPHABET.charAt(b0 >> 2) + ALPHABET.charAt(((b0 & 3) << 4) | (b1 >> 4));
    out += i + 1 < bytes.length ? ALPHABET.charAt(((b1 & 15) << 2) | (b2 >> 6)) : '=';
    out += i + 2 < bytes.length ? ALPHABET.charAt(b2 & 63) : '=';
  }
  return out;
}

/**
 * Reads base64 back to text. Lenient about how the value travelled in a URL: accepts the
 * URL-safe alphabet ('-', '_'), missing padding, and spaces where a query string turned '+' into
 * a space.
 * @returns the text, or null when the input is not base64 of valid UTF-8
 */
export function decodeBase64Utf8(encoded: string): string | null {
  const clean = encoded.replace(/ /g, '+').replace(/={1,2}$/, '');
  if (!/^[A-Za-z0-9+/_-]*$/.test(clean) || clean.length % 4 === 1) return null;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const normalised = char === '-' ? '+' : char === '_' ? '/' : char;
    buffer = (buffer << 6) | ALPHABET.indexOf(normalised);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
      buffer &= (1 << bits) - 1;
    }
  }
  return decodeUtf8(bytes);
}
