/**
 * The HLS download helper link (spec section 7): base64 of JSON {url, name, expires}, valid for
 * 24 hours. Building it for the download dialog and reading it back on the helper page.
 */
import { decodeBase64Utf8, encodeBase64Utf8 } from './base64-utf8';

/** How long a helper link stays valid, in milliseconds (24 hours). */
export const HLS_DOWNLOAD_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** What the helper link carries. */
export interface HlsDownloadPayload {
  /** playlist address: absolute http(s) or a root-relative path on this site */
  url: string;
  /** file name to save as */
  name: string;
  /** end of validity, in ms since the epoch */
  expires: number;
}

/**
 * @param now ms since the epoch
 * @returns standard base64 (put it in a URL with encodeURIComponent) of
 *   JSON {url, name, expires: now + 24 h}; any Unicode in the name survives the round trip
 */
export function buildHlsDownloadPayload(url: string, name: string, now: number): string {
  const payload: HlsDownloadPayload = { url, name, expires: now + HLS_DOWNLOAD_LINK_TTL_MS };
  return encodeBase64Utf8(JSON.stringify(payload));
}

/** The payload of a usable link, or why the link cannot be used. */
export type HlsDownloadRead =
  | { ok: true; value: HlsDownloadPayload }
  | { ok: false; reason: 'malformed' | 'expired' | 'unsafe-url' };

/** Only web addresses and this site's own paths may be fetched by the helper page. */
function isSafeUrl(url: string): boolean {
  return /^https?:\/\//i.test(url) || /^\/(?![/\\])/.test(url);
}

function parsePayload(json: string): HlsDownloadPayload | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const url: unknown = Reflect.get(value, 'url');
  const name: unknown = Reflect.get(value, 'name');
  const expires: unknown = Reflect.get(value, 'expires');
  if (typeof url !== 'string' || typeof name !== 'string') return null;
  if (typeof expires !== 'number' || !Number.isFinite(expires)) return null;
  return { url, name, expires };
}

/**
 * Reads a helper link's payload.
 * @param now ms since the epoch; the link is valid while now < expires
 * @returns the payload, or why not: 'malformed' (not base64 JSON of the right shape), 'expired',
 *   or 'unsafe-url' (anything but http(s) or a root-relative path, e.g. 'javascript:')
 */
export function decodeHlsDownloadPayload(encoded: string, now: number): HlsDownloadRead {
  const json = decodeBase64Utf8(encoded);
  const payload = json === null ? null : parsePayload(json);
  if (!payload) return { ok: false, reason: 'malformed' };
  if (!isSafeUrl(payload.url)) return { ok: false, reason: 'unsafe-url' };
  if (now >= payload.expires) return { ok: false, reason: 'expired' };
  return { ok: true, value: payload };
}
