/** Recorded `POST /api/sources` answers for the watch flow's tests. */
import type { Stream } from '@reelhouse/core/player/source-schema';

export const LIBRARY_STREAM: Stream = {
  type: 'file',
  qualities: {
    '360': { url: '/media/sample/Sintel%20(2010)/Sintel%20(2010)%20-%20360p.mp4', type: 'mp4' },
    '720': { url: '/media/sample/Sintel%20(2010)/Sintel%20(2010)%20-%20720p.mp4', type: 'mp4' },
  },
  captions: [
    { id: 'en', language: 'en', url: '/media/sample/Sintel%20(2010)/Sintel.en.vtt', type: 'vtt' },
  ],
  notice:
    'This is a generated sample clip (test pattern and tone), not the film or episode itself.',
};

export const HLS_STREAM: Stream = {
  type: 'hls',
  playlist: '/media/sample/Sintel%20(2010)/Sintel%20(2010).hls/master.m3u8',
  captions: [],
  label: 'Adaptive',
};

/** One server-sent event as the server writes it. */
export function sse(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export const PROVIDERS = [
  { id: 'library', name: 'Media library' },
  { id: 'archive', name: 'Internet Archive' },
];

/** A "run all" search that finds the library's streams. */
export const FOUND_ANSWER = [
  sse('providers', { providers: PROVIDERS }),
  sse('progress', {
    providerId: 'library',
    providerName: 'Media library',
    status: 'checking',
    percent: 0,
  }),
  sse('progress', {
    providerId: 'library',
    providerName: 'Media library',
    status: 'found',
    percent: 50,
  }),
  sse('result', {
    providerId: 'library',
    providerName: 'Media library',
    result: [LIBRARY_STREAM, HLS_STREAM],
  }),
  sse('done', { found: true }),
].join('');

/** A search where no provider has the title. */
export const NOT_FOUND_ANSWER = [
  sse('providers', { providers: PROVIDERS }),
  sse('progress', {
    providerId: 'library',
    providerName: 'Media library',
    status: 'not-found',
    percent: 50,
  }),
  sse('progress', {
    providerId: 'archive',
    providerName: 'Internet Archive',
    status: 'failed',
    percent: 100,
  }),
  sse('done', { found: false }),
].join('');

/** @returns a byte stream of `text`, cut into chunks of `size` bytes (splitting characters) */
export function byteStream(text: string, size = 7): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) {
        controller.close();
        return;
      }
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
}

/** A search every provider answered: none has the title (a clean "not found"). */
export const CLEAN_NOT_FOUND_ANSWER = [
  sse('providers', { providers: PROVIDERS }),
  sse('progress', {
    providerId: 'library',
    providerName: 'Media library',
    status: 'not-found',
    percent: 50,
  }),
  sse('progress', {
    providerId: 'archive',
    providerName: 'Internet Archive',
    status: 'not-found',
    percent: 100,
  }),
  sse('done', { found: false }),
].join('');
