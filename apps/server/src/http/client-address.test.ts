import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  clientAddresses,
  getClientAddress,
  parseTrustedProxies,
  resolveClientAddress,
  type TrustedProxies,
} from './client-address';

function proxies(text: string): TrustedProxies {
  const parsed = parseTrustedProxies(text);
  if (!parsed.ok) throw new Error(`bad test input ${parsed.entry}`);
  return parsed.value;
}

const NGINX = proxies('127.0.0.1, 10.0.0.0/8, fd00::/8');

describe('the client address behind trusted proxies', () => {
  it('is the socket peer when the peer is not a trusted proxy, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress('203.0.113.9', '198.51.100.1', NGINX)).toBe('203.0.113.9');
  });

  it('is the last hop a trusted proxy added when the request came through one', () => {
    expect(resolveClientAddress('127.0.0.1', '198.51.100.1', NGINX)).toBe('198.51.100.1');
  });

  it('skips every trusted hop from the right and never believes the ones the client wrote', () => {
    const header = '6.6.6.6, 198.51.100.1, 10.1.2.3';
    expect(resolveClientAddress('127.0.0.1', header, NGINX)).toBe('198.51.100.1');
  });

  it('stops at a hop that is not an address, keeping the last one vouched for', () => {
    expect(resolveClientAddress('127.0.0.1', 'unknown, 10.1.2.3', NGINX)).toBe('10.1.2.3');
  });

  it('matches IPv4-mapped IPv6 peers and hops against IPv4 ranges, and IPv6 ranges too', () => {
    expect(resolveClientAddress('::ffff:127.0.0.1', '::ffff:198.51.100.1', NGINX)).toBe(
      '198.51.100.1',
    );
    expect(resolveClientAddress('fd00::5', '2001:db8::1', NGINX)).toBe('2001:db8::1');
  });

  it('trusts nobody when no proxy is configured', () => {
    expect(resolveClientAddress('127.0.0.1', '198.51.100.1', [])).toBe('127.0.0.1');
  });

  it('refuses an entry that is neither an address nor a range, naming it', () => {
    expect(parseTrustedProxies('127.0.0.1, nginx')).toEqual({ ok: false, entry: 'nginx' });
    expect(parseTrustedProxies('10.0.0.0/33')).toEqual({ ok: false, entry: '10.0.0.0/33' });
    expect(parseTrustedProxies('')).toEqual({ ok: true, value: [] });
  });

  it('is what every limit reads once the middleware resolved it', async () => {
    const app = new Hono();
    app.use(clientAddresses(NGINX));
    app.get('/', (c) => c.text(getClientAddress(c)));
    const response = await app.request(
      '/',
      { headers: { 'X-Forwarded-For': '198.51.100.1' } },
      { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
    );
    expect(await response.text()).toBe('198.51.100.1');
  });
});
