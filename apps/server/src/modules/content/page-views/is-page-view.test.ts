import { describe, expect, it } from 'vitest';
import { isPageView } from './is-page-view';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';

function request(path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  return new Request(`http://localhost${path}`, {
    method: init.method ?? 'GET',
    headers: { 'User-Agent': CHROME, ...init.headers },
  });
}

function response(status: number, contentType: string) {
  return new Response(status === 304 ? null : 'x', {
    status,
    headers: { 'Content-Type': contentType },
  });
}

const HTML = 'text/html; charset=utf-8';
const DATA = 'text/x-script';

describe('isPageView', () => {
  it.each([
    ['a rendered page', request('/movies'), response(200, HTML), true],
    ['the data of a client-side navigation', request('/movies.data'), response(200, DATA), true],
    ['the data of the home page', request('/_.data'), response(200, DATA), true],
    ['a page that was not found', request('/nope'), response(404, HTML), false],
    ['a navigation redirected', request('/old.data'), response(202, DATA), false],
    ['a HEAD request', request('/movies', { method: 'HEAD' }), response(200, HTML), false],
    ['a form post', request('/login', { method: 'POST' }), response(200, HTML), false],
    ['a JSON answer', request('/ads.json'), response(200, 'application/json'), false],
    [
      'a link prefetch (Chrome)',
      request('/movies.data', { headers: { 'Sec-Purpose': 'prefetch' } }),
      response(200, DATA),
      false,
    ],
    [
      'a prerender',
      request('/movies', { headers: { 'Sec-Purpose': 'prefetch;prerender' } }),
      response(200, HTML),
      false,
    ],
    [
      'a link prefetch (Firefox, older browsers)',
      request('/movies.data', { headers: { Purpose: 'prefetch' } }),
      response(200, DATA),
      false,
    ],
    [
      'a page a crawler asked for',
      request('/movies', {
        headers: {
          'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        },
      }),
      response(200, HTML),
      false,
    ],
  ])('%s: %s', (_name, req, res, expected) => {
    expect(isPageView(req, res)).toBe(expected);
  });
});
