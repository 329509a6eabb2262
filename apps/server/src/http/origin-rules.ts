/**
 * The address rules of a safe fetch (safe-fetch.ts): which origins an allow-list names, which
 * addresses are public, and which URLs may be asked for at all.
 */
import ipaddr from 'ipaddr.js';
import { SafeFetchError } from './safe-fetch-error';

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

/**
 * An http(s) URL without credentials, resolved against `base` (a redirect's location).
 * @throws SafeFetchError ('not-allowed') for anything else
 */
export function parseTarget(input: string | URL, base?: URL): URL {
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
