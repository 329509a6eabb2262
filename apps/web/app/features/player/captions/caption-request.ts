/**
 * Fetches a caption file's text: a path on our own server (`/media/...`) or an absolute http(s)
 * address a provider gave. Cookies go only to our own origin. Failures become an ApiError.
 */
import { ApiError, getText } from '~/lib/api-client';

/** A path on our origin (one leading '/', not protocol-relative) or an http(s) URL. */
export function isCaptionAddress(url: string): boolean {
  if (/^\/(?![/\\])/.test(url)) return true;
  return /^https?:\/\/[^/\\\s]/i.test(url);
}

/**
 * @param url the caption's address (see {@link isCaptionAddress})
 * @param signal aborts the request
 * @returns the file's text
 * @throws ApiError (status 0 for an unusable address or a network failure, else the HTTP status);
 *   the abort error itself when `signal` aborted
 */
export async function requestCaptionText(url: string, signal: AbortSignal): Promise<string> {
  if (!isCaptionAddress(url)) throw new ApiError(0, 'Unsupported caption address');
  return getText(url, signal);
}
