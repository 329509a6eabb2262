/**
 * Downloads an ad creative the operator gave as an http(s) address, so pages never hot-link it:
 * through the safe fetch (public addresses only, redirects within the same origin, at most the
 * largest creative the specs allow, a time cap).
 */
import { AD_MAX_GIF_BYTES } from '@reelhouse/core/site-content/ad-specs';
import { createSafeFetch } from '../../http/safe-fetch';

export type DownloadCreative = (url: string) => Promise<Uint8Array>;

export interface CreativeDownloadOptions {
  /** the whole download, in ms (default 10 s) */
  timeoutMs?: number;
  /** origins that may be private or loopback (tests); none by default */
  trustedOrigins?: readonly string[];
}

/** @returns a download that throws (SafeFetchError or Error) when the creative cannot be had */
export function createCreativeDownloader(options: CreativeDownloadOptions = {}): DownloadCreative {
  return async (url) => {
    const origin = new URL(url).origin;
    const fetch = createSafeFetch({
      allowedOrigins: [origin],
      trustedOrigins: options.trustedOrigins ?? [],
      timeoutMs: options.timeoutMs ?? 10_000,
      // Nothing larger than the largest creative the specs allow is read.
      maxBytes: AD_MAX_GIF_BYTES,
    });
    const response = await fetch(url, { headers: { accept: 'image/gif,image/png,image/jpeg' } });
    if (!response.ok) throw new Error(`${url} answered ${String(response.status)}`);
    return response.bytes();
  };
}
