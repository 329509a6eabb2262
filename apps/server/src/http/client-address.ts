/**
 * The address a request came from, for per-address limits. The socket's peer, unless that peer
 * is a proxy the operator trusts (TRUSTED_PROXIES): then `X-Forwarded-For` is read from the right,
 * hop by hop, past every trusted proxy, and the first address that is not one is the client.
 * Entries further left were written by whoever sent the request and are never believed.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import ipaddr from 'ipaddr.js';

declare module 'hono' {
  interface ContextVariableMap {
    /** the client behind the trusted proxies, set by `clientAddresses` */
    clientAddress: string | undefined;
  }
}

/** The address the middleware below resolved, or the socket peer. */
export function getClientAddress(c: Context): string {
  // Keyed on the context, not the request: middleware such as bodyLimit replaces `c.req.raw`.
  return c.get('clientAddress') ?? getPeerAddress(c);
}

function getPeerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests built in tests (app.request) have no socket.
    return 'unknown';
  }
}

export type TrustedProxies = readonly [ipaddr.IPv4 | ipaddr.IPv6, number][];

/**
 * Parses TRUSTED_PROXIES: comma-separated addresses or CIDR ranges.
 * @returns the ranges, or the first entry that is neither
 */
export function parseTrustedProxies(
  text: string,
): { ok: true; value: TrustedProxies } | { ok: false; entry: string } {
  const ranges: [ipaddr.IPv4 | ipaddr.IPv6, number][] = [];
  for (const entry of text.split(',').map((item) => item.trim())) {
    if (entry === '') continue;
    try {
      if (entry.includes('/')) {
        const [address, bits] = ipaddr.parseCIDR(entry);
        const isMapped = address instanceof ipaddr.IPv6 && address.isIPv4MappedAddress();
        ranges.push([normalise(address), isMapped ? Math.max(0, bits - 96) : bits]);
      } else {
        const address = normalise(ipaddr.parse(entry));
        ranges.push([address, address.kind() === 'ipv4' ? 32 : 128]);
      }
    } catch {
      return { ok: false, entry };
    }
  }
  return { ok: true, value: ranges };
}

/** IPv4-mapped IPv6 (`::ffff:10.0.0.1`) is the IPv4 address it maps. */
function normalise(address: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | ipaddr.IPv6 {
  return address instanceof ipaddr.IPv6 && address.isIPv4MappedAddress()
    ? address.toIPv4Address()
    : address;
}

function isTrusted(text: string, proxies: TrustedProxies): boolean {
  if (!ipaddr.isValid(text)) return false;
  const address = normalise(ipaddr.parse(text));
  return proxies.some(
    ([range, bits]) => range.kind() === address.kind() && address.match(range, bits),
  );
}

/** The client behind the trusted proxies, from the peer and the X-Forwarded-For header. */
export function resolveClientAddress(
  peer: string,
  forwardedFor: string | undefined,
  proxies: TrustedProxies,
): string {
  if (!isTrusted(peer, proxies) || forwardedFor === undefined) return peer;
  const hops = forwardedFor
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  let client = peer;
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = hops[index] ?? '';
    // Garbage where an address should be: stop at the last hop a trusted proxy vouched for.
    if (!ipaddr.isValid(hop)) return client;
    client = normalise(ipaddr.parse(hop)).toString();
    if (!isTrusted(client, proxies)) return client;
  }
  return client;
}

/** Resolves each request's client address once, for every limit that reads it. */
export function clientAddresses(proxies: TrustedProxies): MiddlewareHandler {
  return async (c, next) => {
    if (proxies.length > 0) {
      const forwardedFor = c.req.header('X-Forwarded-For');
      c.set('clientAddress', resolveClientAddress(getPeerAddress(c), forwardedFor, proxies));
    }
    await next();
  };
}

/**
 * The unit the address limit counts: an IPv4 address (IPv4-mapped IPv6 included), or an IPv6
 * /64, since one subscriber commonly holds a whole /64.
 */
export function getAddressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${parsed.toNormalizedString().split(':').slice(0, 4).join(':')}::/64`;
}
