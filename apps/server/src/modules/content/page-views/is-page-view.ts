/**
 * Which answers count as a page view: a page we rendered (GET, 200, HTML), or the data request of
 * a client-side navigation (React Router's `*.data` GET, 200). Prefetches (hovering a link) are
 * not views, nor are pages a self-declared crawler asked for. Counted behind a CDN, only what
 * reaches us counts: the figure is a floor (decision 0021).
 */

/** Crawlers that say so in their User-Agent. */
const CRAWLER = /bot\b|bot\/|crawler|spider|slurp|facebookexternalhit|embedly|preview/i;

function isPrefetch(headers: Headers): boolean {
  const purpose = `${headers.get('Sec-Purpose') ?? ''} ${headers.get('Purpose') ?? ''} ${headers.get('X-Purpose') ?? ''} ${headers.get('X-Moz') ?? ''}`;
  return /prefetch|preview/i.test(purpose);
}

export function isPageView(request: Request, response: Response): boolean {
  if (request.method !== 'GET' || response.status !== 200) return false;
  if (isPrefetch(request.headers) || CRAWLER.test(request.headers.get('User-Agent') ?? '')) {
    return false;
  }
  if (new URL(request.url).pathname.endsWith('.data')) return true;
  return (response.headers.get('Content-Type') ?? '').startsWith('text/html');
}
