import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '~/lib/api-client';
import { isCaptionAddress, requestCaptionText } from './caption-request';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('isCaptionAddress', () => {
  it.each([
    ['/media/sample/Sintel%20(2010)/Sintel.en.vtt', true],
    ['https://archive.org/download/item/film.srt', true],
    ['http://192.168.1.20:8096/Videos/1/Subtitles/0/Stream.vtt', true],
    ['//evil.example/x.vtt', false],
    ['/\\evil.example/x.vtt', false],
    ['javascript:alert(1)', false],
    ['data:text/vtt,WEBVTT', false],
    ['media/x.vtt', false],
    ['https://', false],
  ])('accepts %j: %s', (url, accepted) => {
    expect(isCaptionAddress(url)).toBe(accepted);
  });
});

describe('requestCaptionText', () => {
  it('reads the text, sending cookies only to our own origin', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('WEBVTT\n', { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    const signal = new AbortController().signal;
    await expect(requestCaptionText('/media/a.vtt', signal)).resolves.toBe('WEBVTT\n');
    expect(fetchMock).toHaveBeenCalledWith('/media/a.vtt', { credentials: 'same-origin', signal });
  });

  it('refuses an address that is neither ours nor http(s) without fetching', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      requestCaptionText('javascript:alert(1)', new AbortController().signal),
    ).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turns an HTTP error into an ApiError with its status', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('nope', { status: 404 })));
    await expect(
      requestCaptionText('/media/a.vtt', new AbortController().signal),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
    });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(
      requestCaptionText('/media/a.vtt', new AbortController().signal),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
    });
  });

  it('passes the abort on as it is', async () => {
    const controller = new AbortController();
    const abort = new DOMException('Aborted', 'AbortError');
    vi.stubGlobal('fetch', () => {
      controller.abort();
      return Promise.reject(abort);
    });
    await expect(requestCaptionText('/media/a.vtt', controller.signal)).rejects.toBe(abort);
  });

  it('reports a body that breaks off as a network failure', async () => {
    const body = new ReadableStream({
      pull(controller) {
        controller.error(new TypeError('terminated'));
      },
    });
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(body, { status: 200 })));
    await expect(
      requestCaptionText('/media/a.vtt', new AbortController().signal),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
    });
  });

  it('passes the abort on when it comes while the body is read', async () => {
    const controller = new AbortController();
    const body = new ReadableStream({
      pull(stream) {
        controller.abort();
        stream.error(new DOMException('Aborted', 'AbortError'));
      },
    });
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(body, { status: 200 })));
    await expect(requestCaptionText('/media/a.vtt', controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
