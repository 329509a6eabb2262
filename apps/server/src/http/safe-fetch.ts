/**
 * Outbound HTTP for provider and subtitle fetches (sync-and-security.md, "Fetching URLs on the
 * server"): only origins on an allow-list, never a private or loopback address unless the operator
 * configured that origin as trusted, every redirect re-checked, size and time capped. It connects
 * to the very address it checked, so a second DNS answer cannot swap it (rebinding).
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Why a safe fetch was refused or failed. */
export type SafeFetchErrorReason =
  | 'not-allowed'
  | 'private-address'
  | 'too-large'
  | 'timeout'
  | 'too-many-redirects'
  | 'network'
  | 'aborted';

/** A refused or failed safe fetch; `reason` says which rule or failure. */
export class SafeFetchError extends Error {
  constructor(
    readonly reason: SafeFetchErrorReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SafeFetchError';
  }
}

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

/** An answer whose body has already been read (within the size cap). */
export interface SafeFetchResponse {
  status: number;
  /** status 200–299 */
  ok: boolean;
  headers: Headers;
  /** the URL that answered, after redirects */
  url: string;
  text(): string;
  /** @throws SyntaxError when the body is not JSON */
  json(): unknown;
}

/** Fetches one URL under the rules above; other statuses are answers, not errors. */
export type SafeFetch = (url: string, init?: SafeFetchInit) => Promise<SafeFetchResponse>;

interface OriginRule {
  protocol: string;
  hostname: string;
  port: string;
  subdomains: boolean;
}

function parseOriginRule(entry: string): OriginRule {
  const wildcard = /^(https?):\/\/\*\.(.+)$/i.exec(entry.trim());
  const url = new URL(wildcard ? `${wildcard[1] ?? ''}://${wildcard[2] ?? ''}` : entry);
  const isOrigin =
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.username === '' &&
    url.password === '' &&
    url.pathname === '/' &&
    url.search === '' &&
    url.hash === '';
  if (!isOrigin) throw new Error(`Not an http(s) origin: ${entry}`);
  return {
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port,
    subdomains: wildcard !== null,
  };
}

/**
 * A test for "is this URL's origin one of these": exact scheme, host and port, or any subdomain
 * for entries written `https://*.example.org`.
 * @throws Error when an entry is not an http(s) origin
 */
export function createOriginMatcher(entries: readonly string[]): (url: URL) => boolean {
  const rules = entries.map(parseOriginRule);
  return (url) =>
    rules.some(
      (rule) =>
        url.protocol === rule.protocol &&
        url.port === rule.port &&
        (rule.subdomains
          ? url.hostname.endsWith(`.${rule.hostname}`)
          : url.hostname === rule.hostname),
    );
}

/** True for a public unicast address; IPv4-mapped IPv6 is judged as the IPv4 it carries. */
export function isPublicAddress(address: string): boolean {
  try {
    return ipaddr.process(address).range() === 'unicast';
  } catch {
    return false;
  }
}

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

/** A `lookup` that always answers the address already checked. */
function fixedLookup(address: string): LookupFunction {
  const family = isIP(address);
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

interface HopAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** set for a redirect (then the body was not read) */
  location?: string;
  body: Buffer;
}

interface Hop {
  url: URL;
  address: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body: string | undefined;
  maxBytes: number;
  signal: AbortSignal;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

function tooLarge(maxBytes: number): SafeFetchError {
  return new SafeFetchError('too-large', `The answer is larger than ${maxBytes} bytes`);
}

/** Sends one request to the checked address and reads the answer (not a redirect's body). */
function sendHop(hop: Hop): Promise<HopAnswer> {
  return new Promise<HopAnswer>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      hop.signal.removeEventListener('abort', onAbort);
      outcome();
    };
    const fail = (error: unknown) => {
      finish(() => {
        request.destroy();
        reject(
          error instanceof SafeFetchError
            ? error
            : new SafeFetchError('network', 'The request failed', { cause: error }),
        );
      });
    };
    const onAbort = () => {
      fail(hop.signal.reason);
    };
    const onResponse = (response: IncomingMessage) => {
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECT_STATUSES.has(status) && location !== undefined) {
        response.destroy();
        finish(() => {
          resolve({ status, headers: response.headers, location, body: Buffer.alloc(0) });
        });
        return;
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > hop.maxBytes) {
        fail(tooLarge(hop.maxBytes));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > hop.maxBytes) fail(tooLarge(hop.maxBytes));
        else chunks.push(chunk);
      });
      response.on('end', () => {
        finish(() => {
          resolve({ status, headers: response.headers, body: Buffer.concat(chunks) });
        });
      });
      response.on('error', fail);
      response.on('close', () => {
        fail(new SafeFetchError('network', 'The connection closed before the answer ended'));
      });
    };
    const send = hop.url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(
      hop.url,
      { method: hop.method, headers: hop.headers, lookup: fixedLookup(hop.address), agent: false },
      onResponse,
    );
    request.on('error', fail);
    if (hop.signal.aborted) {
      onAbort();
      return;
    }
    hop.signal.addEventListener('abort', onAbort, { once: true });
    request.end(hop.body);
  });
}

function toHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

function toResponse(answer: HopAnswer, url: URL): SafeFetchResponse {
  const text = new TextDecoder().decode(answer.body);
  return {
    status: answer.status,
    ok: answer.status >= 200 && answer.status < 300,
    headers: toHeaders(answer.headers),
    url: url.href,
    text: () => text,
    json: () => JSON.parse(text) as unknown,
  };
}

function parseTarget(input: string | URL, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(input, base);
  } catch (error) {
    throw new SafeFetchError('not-allowed', 'Not a valid URL', { cause: error });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SafeFetchError('not-allowed', `The scheme ${url.protocol} is not allowed`);
  }
  if (url.username !== '' || url.password !== '') {
    throw new SafeFetchError('not-allowed', 'URLs with credentials are not allowed');
  }
  return url;
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
