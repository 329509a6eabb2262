import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOriginMatcher,
  createSafeFetch,
  isPublicAddress,
  SafeFetchError,
  type SafeFetchOptions,
} from './safe-fetch';

interface TestServer {
  origin: string;
  port: number;
  hits: string[];
  /** resolves when a request for /hang arrives */
  hung: Promise<void>;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function route(server: { hits: string[] }, onHang: () => void) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://test');
    server.hits.push(url.pathname);
    const body = await readBody(request);
    switch (url.pathname) {
      case '/echo':
        response.writeHead(200, { 'Content-Type': 'application/json', 'X-Test': 'yes' });
        response.end(JSON.stringify({ method: request.method, headers: request.headers, body }));
        return;
      case '/redirect':
        response.writeHead(Number(url.searchParams.get('status') ?? 302), {
          Location: url.searchParams.get('to') ?? '/echo',
        });
        response.end('moved');
        return;
      case '/loop':
        response.writeHead(302, { Location: '/loop' });
        response.end();
        return;
      case '/bytes': {
        const size = Number(url.searchParams.get('size'));
        if (url.searchParams.has('declared')) {
          response.writeHead(200, { 'Content-Length': String(size) });
        }
        // Two writes, so the cap is met while streaming, not from one chunk.
        response.write('x'.repeat(Math.floor(size / 2)));
        response.end('x'.repeat(size - Math.floor(size / 2)));
        return;
      }
      case '/hang':
        onHang();
        return;
      default:
        response.writeHead(404);
        response.end('none');
    }
  };
}

async function startTestServer(): Promise<TestServer> {
  const hits: string[] = [];
  let markHung: () => void = () => undefined;
  const hung = new Promise<void>((resolve) => {
    markHung = resolve;
  });
  const handler = route({ hits }, () => {
    markHung();
  });
  const server: Server = createServer((request, response) => void handler(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    port: address.port,
    hits,
    hung,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SafeFetchError) return error.reason;
    throw error;
  }
  throw new Error('expected the fetch to fail');
}

const base: SafeFetchOptions = { allowedOrigins: [], timeoutMs: 5000, maxBytes: 1000 };

let server: TestServer;
let other: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  other = await startTestServer();
});

afterAll(async () => {
  await server.close();
  await other.close();
});

describe('refused addresses', () => {
  // Each written as an allowed origin, so the address rule alone refuses it.
  it.each([
    'http://127.0.0.1/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://017700000001/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::1]/',
    'http://[::]/',
    'http://0.0.0.0/',
    'http://10.1.2.3/',
    'http://172.16.0.1/',
    'http://192.168.1.1/',
    'http://169.254.169.254/',
    'http://100.64.0.1/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://[64:ff9b::7f00:1]/',
  ])('refuses %s even when its origin is allowed', async (url) => {
    const safeFetch = createSafeFetch({ ...base, allowedOrigins: [url] });

    expect(await reasonOf(safeFetch(url))).toBe('private-address');
  });

  it('refuses a host name that resolves to a private address', async () => {
    const safeFetch = createSafeFetch({
      ...base,
      allowedOrigins: ['https://media.example.org'],
      resolve: () => Promise.resolve(['10.0.0.5']),
    });

    expect(await reasonOf(safeFetch('https://media.example.org/'))).toBe('private-address');
  });

  it('refuses a host name when any one of its addresses is private', async () => {
    const safeFetch = createSafeFetch({
      ...base,
      allowedOrigins: ['https://media.example.org'],
      resolve: () => Promise.resolve(['93.184.216.34', '::ffff:127.0.0.1']),
    });

    expect(await reasonOf(safeFetch('https://media.example.org/'))).toBe('private-address');
  });

  it('refuses localhost through the system resolver', async () => {
    const origin = `http://localhost:${server.port}`;
    const safeFetch = createSafeFetch({ ...base, allowedOrigins: [origin] });
    const before = server.hits.length;

    expect(await reasonOf(safeFetch(`${origin}/echo`))).toBe('private-address');
    expect(server.hits.length).toBe(before);
  });

  it('judges public unicast addresses as public, IPv4-mapped ones by their IPv4', () => {
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    expect(isPublicAddress('2606:2800:220:1::1')).toBe(true);
    expect(isPublicAddress('::ffff:93.184.216.34')).toBe(true);
    expect(isPublicAddress('::ffff:10.0.0.1')).toBe(false);
    expect(isPublicAddress('not an address')).toBe(false);
  });
});

describe('the allow-list', () => {
  it('refuses an origin that is not listed, before any connection', async () => {
    const safeFetch = createSafeFetch({ ...base, allowedOrigins: ['https://archive.org'] });
    const hits = server.hits.length;

    expect(await reasonOf(safeFetch(`${server.origin}/echo`))).toBe('not-allowed');
    expect(server.hits.length).toBe(hits);
  });

  it.each([
    'file:///etc/passwd',
    'ftp://archive.org/x',
    'https://user:pw@archive.org/',
    'nonsense',
  ])('refuses %s', async (url) => {
    const safeFetch = createSafeFetch({ ...base, allowedOrigins: ['https://archive.org'] });

    expect(await reasonOf(safeFetch(url))).toBe('not-allowed');
  });

  it('matches scheme, host and port exactly, and subdomains only for *. entries', () => {
    const matches = createOriginMatcher(['https://archive.org', 'https://*.archive.org']);
    const check = (url: string) => matches(new URL(url));

    expect(check('https://archive.org/metadata/x')).toBe(true);
    expect(check('https://archive.org:443/x')).toBe(true);
    expect(check('https://ia800.us.archive.org/x')).toBe(true);
    expect(check('http://archive.org/x')).toBe(false);
    expect(check('https://archive.org:8443/x')).toBe(false);
    expect(check('https://evilarchive.org/x')).toBe(false);
    expect(check('https://archive.org.evil.example/x')).toBe(false);
    expect(createOriginMatcher(['https://*.archive.org'])(new URL('https://archive.org/'))).toBe(
      false,
    );
  });

  it('refuses allow-list entries that are not origins', () => {
    expect(() =>
      createSafeFetch({ ...base, allowedOrigins: ['https://archive.org/path'] }),
    ).toThrow(/origin/);
    expect(() => createSafeFetch({ ...base, trustedOrigins: ['ftp://archive.org'] })).toThrow(
      /origin/,
    );
  });
});

describe('trusted (operator-configured) origins', () => {
  it('reaches a public-looking host that resolves to loopback only when it is trusted', async () => {
    const origin = `http://media.example.org:${server.port}`;
    const resolve = () => Promise.resolve(['127.0.0.1']);
    const allowedOnly = createSafeFetch({ ...base, allowedOrigins: [origin], resolve });
    const trusted = createSafeFetch({ ...base, trustedOrigins: [origin], resolve });

    expect(await reasonOf(allowedOnly(`${origin}/echo`))).toBe('private-address');
    const response = await trusted(`${origin}/echo`);
    expect(response.status).toBe(200);
    expect(response.json()).toMatchObject({
      headers: { host: `media.example.org:${server.port}` },
    });
  });

  it('resolves once per request and connects to the address it checked', async () => {
    const origin = `http://media.example.org:${server.port}`;
    const answers = [['127.0.0.1'], ['10.66.66.66']];
    let calls = 0;
    const safeFetch = createSafeFetch({
      ...base,
      trustedOrigins: [origin],
      resolve: () => Promise.resolve(answers[calls++] ?? []),
    });

    expect((await safeFetch(`${origin}/echo`)).status).toBe(200);
    expect(calls).toBe(1);
  });

  it('accepts subdomain entries for trusted origins', async () => {
    const safeFetch = createSafeFetch({
      ...base,
      trustedOrigins: [`http://*.media.test:${server.port}`],
      resolve: () => Promise.resolve(['127.0.0.1']),
    });

    expect((await safeFetch(`http://eu.media.test:${server.port}/echo`)).ok).toBe(true);
  });

  it('answers with the status, headers and body, and sends the method, headers and body', async () => {
    const safeFetch = createSafeFetch({ ...base, trustedOrigins: [server.origin] });

    const response = await safeFetch(`${server.origin}/echo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Token t' },
      body: '{}',
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('x-test')).toBe('yes');
    expect(response.url).toBe(`${server.origin}/echo`);
    expect(response.json()).toMatchObject({
      method: 'POST',
      body: '{}',
      headers: { authorization: 'Token t', 'content-type': 'application/json' },
    });
    const missing = await safeFetch(`${server.origin}/nothing`);
    expect([missing.status, missing.ok, missing.text()]).toEqual([404, false, 'none']);
  });
});

describe('redirects', () => {
  const trusted = () => createSafeFetch({ ...base, trustedOrigins: [server.origin] });

  it('follows a redirect within the allow-list and reports the final URL', async () => {
    const response = await trusted()(`${server.origin}/redirect?to=/echo`);

    expect(response.status).toBe(200);
    expect(response.url).toBe(`${server.origin}/echo`);
  });

  it('refuses a redirect to an origin that is not allowed', async () => {
    const to = encodeURIComponent('http://evil.example/steal');

    expect(await reasonOf(trusted()(`${server.origin}/redirect?to=${to}`))).toBe('not-allowed');
  });

  it('refuses a redirect to an allowed origin at a private address', async () => {
    const safeFetch = createSafeFetch({
      ...base,
      trustedOrigins: [server.origin],
      allowedOrigins: ['http://169.254.169.254'],
    });
    const to = encodeURIComponent('http://169.254.169.254/latest/meta-data');

    expect(await reasonOf(safeFetch(`${server.origin}/redirect?to=${to}`))).toBe('private-address');
  });

  it('follows at most maxRedirects redirects', async () => {
    const safeFetch = createSafeFetch({
      ...base,
      trustedOrigins: [server.origin],
      maxRedirects: 2,
    });
    const before = server.hits.filter((hit) => hit === '/loop').length;

    expect(await reasonOf(safeFetch(`${server.origin}/loop`))).toBe('too-many-redirects');
    expect(server.hits.filter((hit) => hit === '/loop').length - before).toBe(3);
  });

  it('drops the Authorization header on a redirect to another origin, keeps it within one', async () => {
    const safeFetch = createSafeFetch({
      ...base,
      trustedOrigins: [server.origin, other.origin],
    });
    const headers = { Authorization: 'Token secret' };
    const away = encodeURIComponent(`${other.origin}/echo`);

    const same = await safeFetch(`${server.origin}/redirect?to=/echo`, { headers });
    const cross = await safeFetch(`${server.origin}/redirect?to=${away}`, { headers });

    expect(same.json()).toMatchObject({ headers: { authorization: 'Token secret' } });
    expect(cross.json()).toMatchObject({ headers: { host: other.origin.slice('http://'.length) } });
    expect(cross.json()).not.toHaveProperty('headers.authorization');
  });

  it('turns a POST into a GET without body after 303', async () => {
    const response = await trusted()(`${server.origin}/redirect?status=303&to=/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });

    expect(response.json()).toMatchObject({ method: 'GET', body: '' });
  });
});

describe('size and time caps', () => {
  const capped = (options: Partial<SafeFetchOptions> = {}) =>
    createSafeFetch({ ...base, trustedOrigins: [server.origin], maxBytes: 100, ...options });

  it('accepts a body of exactly maxBytes', async () => {
    expect((await capped()(`${server.origin}/bytes?size=100`)).text()).toHaveLength(100);
  });

  it('aborts a streamed body that grows past maxBytes', async () => {
    expect(await reasonOf(capped()(`${server.origin}/bytes?size=101`))).toBe('too-large');
  });

  it('refuses a body whose declared length is past maxBytes', async () => {
    expect(await reasonOf(capped()(`${server.origin}/bytes?size=5000&declared`))).toBe('too-large');
  });

  it('gives up with "timeout" when the server does not answer in time', async () => {
    expect(await reasonOf(capped({ timeoutMs: 150 })(`${server.origin}/hang`))).toBe('timeout');
  });

  it('stops with "aborted" when the caller aborts', async () => {
    const controller = new AbortController();
    const pending = capped()(`${server.origin}/hang`, { signal: controller.signal });
    await server.hung;
    controller.abort();

    expect(await reasonOf(pending)).toBe('aborted');
  });

  it('does not connect when the caller has already aborted', async () => {
    const before = server.hits.length;

    expect(await reasonOf(capped()(`${server.origin}/echo`, { signal: AbortSignal.abort() }))).toBe(
      'aborted',
    );
    expect(server.hits.length).toBe(before);
  });

  it('does not resolve or connect when the caller has already aborted', async () => {
    let resolved = 0;
    const safeFetch = createSafeFetch({
      ...base,
      allowedOrigins: ['https://media.example.org'],
      resolve: () => {
        resolved += 1;
        return Promise.reject(new Error('too late'));
      },
    });

    expect(
      await reasonOf(safeFetch('https://media.example.org/', { signal: AbortSignal.abort() })),
    ).toBe('aborted');
    expect(resolved).toBe(0);
  });

  it('stops waiting for a slow resolver when the time is up', async () => {
    const safeFetch = createSafeFetch({
      ...base,
      timeoutMs: 100,
      allowedOrigins: ['https://slow.example'],
      resolve: () => new Promise<string[]>(() => undefined),
    });

    expect(await reasonOf(safeFetch('https://slow.example/'))).toBe('timeout');
  });
});

describe('network failures', () => {
  it('reports a refused connection as "network"', async () => {
    const closed = await startTestServer();
    await closed.close();
    const safeFetch = createSafeFetch({ ...base, trustedOrigins: [closed.origin] });

    expect(await reasonOf(safeFetch(`${closed.origin}/echo`))).toBe('network');
  });

  it('reports a host that does not resolve, or resolves to nothing usable, as "network"', async () => {
    const failing = createSafeFetch({
      ...base,
      allowedOrigins: ['https://gone.example'],
      resolve: () => Promise.reject(new Error('ENOTFOUND')),
    });
    const empty = createSafeFetch({
      ...base,
      allowedOrigins: ['https://gone.example'],
      resolve: () => Promise.resolve([]),
    });

    expect(await reasonOf(failing('https://gone.example/'))).toBe('network');
    expect(await reasonOf(empty('https://gone.example/'))).toBe('network');
  });
});
