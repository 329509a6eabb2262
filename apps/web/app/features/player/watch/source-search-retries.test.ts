/**
 * The watch flow's search from end to end with a fake `POST /api/sources`: the controller, the
 * retry rule of core and the client together, counting and timing the requests sent.
 */
import type { SourceSearchBody } from '@reelhouse/core/player/source-events';
import type { ScrapeRequest } from '@reelhouse/core/player/scrape-schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchSourceScope } from './source-search-client';
import { createSourceSearchController } from './source-search-controller';
import {
  byteStream,
  CLEAN_NOT_FOUND_ANSWER,
  HLS_STREAM,
  NOT_FOUND_ANSWER,
  PROVIDERS,
  sse,
} from './source-events.test-support';

const MOVIE: ScrapeRequest = { type: 'movie', title: 'Sintel', releaseYear: 2010, tmdbId: '45745' };
const EPISODE: ScrapeRequest = {
  type: 'show',
  title: 'Breaking Bad',
  releaseYear: 2008,
  tmdbId: '1396',
  season: { number: 1, tmdbId: '3572' },
  episode: { number: 3, tmdbId: '62087' },
};

const ARCHIVE = { id: 'archive', name: 'Internet Archive' };

/** "Run one" of the Internet Archive: its service did not answer. */
const ARCHIVE_FAILED_ANSWER = [
  sse('providers', { providers: [ARCHIVE] }),
  sse('progress', {
    providerId: 'archive',
    providerName: ARCHIVE.name,
    status: 'failed',
    percent: 100,
  }),
  sse('done', { found: false }),
].join('');

/** "Run one" of the Internet Archive: it has the title. */
const ARCHIVE_FOUND_ANSWER = [
  sse('providers', { providers: [ARCHIVE] }),
  sse('progress', {
    providerId: 'archive',
    providerName: ARCHIVE.name,
    status: 'found',
    percent: 100,
  }),
  sse('result', { providerId: 'archive', providerName: ARCHIVE.name, result: [HLS_STREAM] }),
  sse('done', { found: true }),
].join('');

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** A fake server answering each request with the next of `answers` (the last one repeats). */
function fakeServer(answers: string[]) {
  const sent: { body: SourceSearchBody; atMs: number }[] = [];
  const post = vi.fn((body: SourceSearchBody) => {
    sent.push({ body, atMs: Date.now() });
    const answer = answers[Math.min(sent.length, answers.length) - 1] ?? '';
    return Promise.resolve(byteStream(answer));
  });
  return { post, sent };
}

function searchWith(request: ScrapeRequest, post: ReturnType<typeof fakeServer>['post']) {
  return createSourceSearchController({
    type: request.type,
    attempt: (signal, listener, scope) =>
      searchSourceScope(
        { request, signal, listener, post, credentials: null, fourKToken: null },
        scope,
      ),
  });
}

describe('a title with no source', () => {
  it('a clean not-found sends exactly one request and ends not-found, final', async () => {
    const { post, sent } = fakeServer([CLEAN_NOT_FOUND_ANSWER]);
    const controller = searchWith(MOVIE, post);
    controller.start();
    await vi.runAllTimersAsync();
    expect(controller.getSnapshot()).toMatchObject({ status: 'not-found', isNotFoundFinal: true });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body.sourceId).toBeUndefined();
  });

  it('a clean not-found of an episode sends exactly one request too', async () => {
    const { post, sent } = fakeServer([CLEAN_NOT_FOUND_ANSWER]);
    const controller = searchWith(EPISODE, post);
    controller.start();
    await vi.runAllTimersAsync();
    expect(controller.getSnapshot().status).toBe('not-found');
    expect(sent).toHaveLength(1);
  });
});

describe('a provider that failed among several', () => {
  it('is asked again alone (its sourceId), 400 ms apart, 3 more times for a movie', async () => {
    const { post, sent } = fakeServer([NOT_FOUND_ANSWER, ARCHIVE_FAILED_ANSWER]);
    const controller = searchWith(MOVIE, post);
    controller.start();
    await vi.runAllTimersAsync();
    expect(controller.getSnapshot()).toMatchObject({
      status: 'not-found',
      isNotFoundFinal: false,
      providers: PROVIDERS,
    });
    expect(sent.map(({ body }) => body.sourceId)).toEqual([
      undefined,
      'archive',
      'archive',
      'archive',
    ]);
    const gaps = sent.slice(1).map((request, index) => request.atMs - (sent[index]?.atMs ?? 0));
    expect(gaps).toEqual([400, 400, 400]);
    expect(sent.every(({ body }) => body.request.tmdbId === MOVIE.tmdbId)).toBe(true);
  });

  it('is asked again 4 more times for an episode', async () => {
    const { post, sent } = fakeServer([NOT_FOUND_ANSWER, ARCHIVE_FAILED_ANSWER]);
    const controller = searchWith(EPISODE, post);
    controller.start();
    await vi.runAllTimersAsync();
    expect(sent.map(({ body }) => body.sourceId)).toEqual([
      undefined,
      'archive',
      'archive',
      'archive',
      'archive',
    ]);
  });

  it('stops the retries once a retry finds a source', async () => {
    const { post, sent } = fakeServer([NOT_FOUND_ANSWER, ARCHIVE_FOUND_ANSWER]);
    const controller = searchWith(MOVIE, post);
    controller.start();
    await vi.runAllTimersAsync();
    expect(controller.getSnapshot()).toMatchObject({
      status: 'found',
      source: { providerId: 'archive', streams: [HLS_STREAM] },
      providers: PROVIDERS,
    });
    expect(sent.map(({ body }) => body.sourceId)).toEqual([undefined, 'archive']);
  });

  it('a request that gets no answer at all is sent again whole, 400 ms later', async () => {
    const { post, sent } = fakeServer(['', CLEAN_NOT_FOUND_ANSWER]);
    const controller = searchWith(MOVIE, post);
    controller.start();
    await vi.runAllTimersAsync();
    expect(controller.getSnapshot()).toMatchObject({ status: 'not-found', isNotFoundFinal: true });
    expect(sent.map(({ body }) => body.sourceId)).toEqual([undefined, undefined]);
    expect((sent[1]?.atMs ?? 0) - (sent[0]?.atMs ?? 0)).toBe(400);
  });
});
