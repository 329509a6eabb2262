/**
 * The transport of a safe fetch (safe-fetch.ts): one request sent to the very address the rules
 * checked (a fixed DNS answer, so a second lookup cannot swap it), its answer read within the
 * size cap, or its redirect reported without reading the body.
 */
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { SafeFetchError } from './safe-fetch-error';

/** An answer whose body has already been read (within the size cap). */
export interface SafeFetchResponse {
  status: number;
  /** status 200–299 */
  ok: boolean;
  headers: Headers;
  /** the URL that answered, after redirects */
  url: string;
  text(): string;
  /** the body as it came (images and other binary answers) */
  bytes(): Uint8Array;
  /** @throws SyntaxError when the body is not JSON */
  json(): unknown;
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
export function sendHop(hop: Hop): Promise<HopAnswer> {
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

/** The answer as callers see it: its body decoded once, as text and, on demand, as JSON. */
export function toResponse(answer: HopAnswer, url: URL): SafeFetchResponse {
  const text = new TextDecoder().decode(answer.body);
  return {
    status: answer.status,
    ok: answer.status >= 200 && answer.status < 300,
    headers: toHeaders(answer.headers),
    url: url.href,
    text: () => text,
    bytes: () => new Uint8Array(answer.body),
    json: () => JSON.parse(text) as unknown,
  };
}
