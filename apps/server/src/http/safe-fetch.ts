/**
 * Outbound HTTP for provider and subtitle fetches (sync-and-security.md, "Fetching URLs on the
 * server"): only origins on an allow-list, never a private or loopback address unless the operator
 * configured that origin as trusted, every redirect re-checked, size and time capped. It connects
 * to the very address it checked, so a second DNS answer cannot swap it (rebinding). This module
 * is the policy (which hop goes where, redirects, time cap); `origin-rules.ts` holds the address
 * rules and `pinned-transport.ts` sends one hop.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { createOriginMatcher, isPublicAddress, parseTarget } from './origin-rules';
import { sendHop, toResponse, type SafeFetchResponse } from './pinned-transport';
import { SafeFetchError } from './safe-fetch-error';

export { createOriginMatcher, isPublicAddress } from './origin-rules';
export type { SafeFetchResponse } from './pinned-transport';
export { SafeFetchError } from './safe-fetch-error';

export interface SafeFetchOptions {
  /**
   * Origins that may be fetched (`https://archive.org`), exact scheme, host and port; the form
   * `https://*.archive.org` allows every subdomain (not the bare domain). Public addresses only.
   */
  allowedOrigins: readonly string[];
  /** Origins the operator configured (same forms); these may be private or loopback. */
  trustedOrigins?: readonly string[];
  /** the whole fetch, redirects and body included, in milliseconds */
  timeoutMs: number;
  /** largest response body accepted, in bytes */
  maxBytes: number;
  /** redirects followed at most; default 3 */
  maxRedirects?: number;
  /** resolves a host name to its addresses (tests); default: every address from DNS */
  resolve?: (host: string) => Promise<string[]>;
}

export interface SafeFetchInit {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

/** Fetches one URL under the rules above; other statuses are answers, not errors. */
export type SafeFetch = (url: string, init?: SafeFetchInit) => Promise<SafeFetchResponse>;

async function resolveWithDns(host: string): Promise<string[]> {
  const answers = await dnsLookup(host, { all: true, order: 'verbatim' });
  return answers.map((answer) => answer.address);
}

function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    if (signal.aborted) onAbort();
    // Always settle through here, so a late rejection is never left unhandled.
    promise.then(resolve, reject).finally(() => {
      signal.removeEventListener('abort', onAbort);
    });
  });
}

/**
 * Creates a fetch that follows the rules of this module's header. Every refusal and failure is a
 * `SafeFetchError`; a caller's abort rejects with reason 'aborted', the time cap with 'timeout'.
 * @throws Error at creation when an allow-list entry is not an http(s) origin
 */
export function createSafeFetch(options: SafeFetchOptions): SafeFetch {
  const isAllowed = createOriginMatcher(options.allowedOrigins);
  const isTrusted = createOriginMatcher(options.trustedOrigins ?? []);
  const resolve = options.resolve ?? resolveWithDns;
  const maxRedirects = options.maxRedirects ?? 3;

  async function checkAddress(url: URL, signal: AbortSignal): Promise<string> {
    const trusted = isTrusted(url);
    if (!trusted && !isAllowed(url)) {
      throw new SafeFetchError('not-allowed', `${url.origin} is not on the allow-list`);
    }
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    let addresses: string[];
    if (isIP(host) !== 0) addresses = [host];
    else {
      try {
        addresses = await raceAbort(resolve(host), signal);
      } catch (error) {
        if (error instanceof SafeFetchError) throw error;
        throw new SafeFetchError('network', `${host} could not be resolved`, { cause: error });
      }
    }
    const first = addresses[0];
    if (first === undefined || addresses.some((address) => isIP(address) === 0)) {
      throw new SafeFetchError('network', `${host} has no usable address`);
    }
    if (!trusted && !addresses.every(isPublicAddress)) {
      throw new SafeFetchError('private-address', `${host} is not a public address`);
    }
    return first;
  }

  async function follow(start: URL, init: SafeFetchInit, signal: AbortSignal) {
    let url = start;
    let method = init.method ?? 'GET';
    let body = init.body;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(init.headers ?? {})) {
      headers[name.toLowerCase()] = value;
    }
    for (let redirects = 0; ; redirects += 1) {
      signal.throwIfAborted();
      const address = await checkAddress(url, signal);
      const hopHeaders =
        body === undefined
          ? headers
          : { ...headers, 'content-length': String(Buffer.byteLength(body)) };
      const answer = await sendHop({
        url,
        address,
        method,
        headers: hopHeaders,
        body,
        maxBytes: options.maxBytes,
        signal,
      });
      if (answer.location === undefined) return toResponse(answer, url);
      if (redirects >= maxRedirects) {
        throw new SafeFetchError('too-many-redirects', `More than ${maxRedirects} redirects`);
      }
      const next = parseTarget(answer.location, url);
      if (answer.status === 303 || (answer.status <= 302 && method === 'POST')) {
        method = 'GET';
        body = undefined;
        delete headers['content-type'];
      }
      // Credentials never follow a redirect to another origin.
      if (next.origin !== url.origin) {
        delete headers.authorization;
        delete headers.cookie;
      }
      url = next;
    }
  }

  return async (input, init = {}) => {
    const start = parseTarget(input);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      controller.abort(new SafeFetchError('timeout', `No answer within ${options.timeoutMs} ms`));
    }, options.timeoutMs);
    const onCallerAbort = () => {
      controller.abort(new SafeFetchError('aborted', 'The request was aborted'));
    };
    if (init.signal?.aborted) onCallerAbort();
    init.signal?.addEventListener('abort', onCallerAbort, { once: true });
    try {
      return await follow(start, init, controller.signal);
    } finally {
      clearTimeout(timer);
      init.signal?.removeEventListener('abort', onCallerAbort);
    }
  };
}
