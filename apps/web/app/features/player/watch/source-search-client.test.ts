import type { SourceSearchBody } from '@reelhouse/core/player/source-events';
import type { ScrapeRequest, SourceSearchProgress } from '@reelhouse/core/player/scrape-schema';
import { describe, expect, it, vi } from 'vitest';
import {
  buildSourceSearchBody,
  readStoredFourKToken,
  readStoredJellyfinCredentials,
  readWatchSourceState,
  runProvider,
  searchSources,
  SourceSearchError,
} from './source-search-client';
import {
  byteStream,
  FOUND_ANSWER,
  HLS_STREAM,
  LIBRARY_STREAM,
  NOT_FOUND_ANSWER,
  PROVIDERS,
  sse,
} from './source-events.test-support';
import { buildWatchSourceState, getRequestKey } from './watch-source-state';

const MOVIE: ScrapeRequest = {
  type: 'movie',
  title: 'Sintel',
  releaseYear: 2010,
  tmdbId: '45745',
};

const EPISODE: ScrapeRequest = {
  type: 'show',
  title: 'Breaking Bad',
  releaseYear: 2008,
  tmdbId: '1396',
  season: { number: 1, tmdbId: '3572' },
  episode: { number: 3, tmdbId: '62087' },
};

const JELLYFIN = {
  serverUrl: 'https://media.example.org',
  userId: '0123456789abcdef0123456789abcdef',
  accessToken: 'abcdefghijklmnop1234',
};

function answering(text: string) {
  const bodies: SourceSearchBody[] = [];
  const post = vi.fn((body: SourceSearchBody, _signal?: AbortSignal, _headers?: unknown) => {
    bodies.push(body);
    return Promise.resolve(byteStream(text));
  });
  return { post, bodies };
}

describe('searchSources', () => {
  it('answers the first provider that found something, and reports providers and progress', async () => {
    const { post } = answering(FOUND_ANSWER);
    const onProviders = vi.fn();
    const onProgress = vi.fn<(progress: SourceSearchProgress) => void>();
    const outcome = await searchSources({
      request: MOVIE,
      post,
      credentials: null,
      listener: { onProviders, onProgress },
    });
    expect(outcome.source).toEqual({
      providerId: 'library',
      providerName: 'Media library',
      streams: [LIBRARY_STREAM, HLS_STREAM],
    });
    expect(outcome.providers).toEqual(PROVIDERS);
    expect(onProviders).toHaveBeenCalledWith(PROVIDERS);
    expect(onProgress.mock.calls.map(([progress]) => progress.percent)).toEqual([0, 50]);
  });

  it('answers null when no provider has the title', async () => {
    const { post } = answering(NOT_FOUND_ANSWER);
    const outcome = await searchSources({ request: MOVIE, post, credentials: null });
    expect(outcome.source).toBeNull();
    expect(outcome.failedProviderIds).toEqual(['archive']);
  });

  it("fails with the server's text when the search cannot run", async () => {
    const { post } = answering(sse('failed', { error: 'No source providers are configured' }));
    await expect(searchSources({ request: MOVIE, post, credentials: null })).rejects.toEqual(
      new SourceSearchError('No source providers are configured'),
    );
  });

  it('fails when the answer stops before saying whether it found anything', async () => {
    const { post } = answering(sse('providers', { providers: PROVIDERS }));
    await expect(searchSources({ request: MOVIE, post, credentials: null })).rejects.toBeInstanceOf(
      SourceSearchError,
    );
  });

  it('sends the request, and the user’s own Jellyfin connection only when one is given', async () => {
    const { post, bodies } = answering(FOUND_ANSWER);
    await searchSources({ request: EPISODE, post, credentials: JELLYFIN });
    await searchSources({ request: EPISODE, post, credentials: null });
    expect(bodies).toEqual([
      { request: EPISODE, credentials: { jellyfin: JELLYFIN } },
      { request: EPISODE },
    ]);
  });

  it('carries the user’s own 4K token in the Ui-Token header, and no header without one', async () => {
    const { post } = answering(FOUND_ANSWER);
    const token = `eyJhbGciOiJIUzI1NiJ9.${'a'.repeat(60)}.mac`;
    await searchSources({ request: MOVIE, post, credentials: null, fourKToken: token });
    await searchSources({ request: MOVIE, post, credentials: null, fourKToken: null });
    expect(post.mock.calls.map((call) => call[2])).toEqual([{ 'Ui-Token': token }, {}]);
  });
});

describe('readStoredFourKToken', () => {
  it('takes a kept token only when it starts with "ey" and has at least 50 characters', () => {
    const token = `ey${'a'.repeat(48)}`;
    expect(readStoredFourKToken(token)).toBe(token);
    expect(readStoredFourKToken(token.slice(0, 49))).toBeNull();
    expect(readStoredFourKToken(`xy${'a'.repeat(60)}`)).toBeNull();
    expect(readStoredFourKToken(null)).toBeNull();
  });
});

describe('runProvider', () => {
  it('runs one provider by id and answers its streams', async () => {
    const { post, bodies } = answering(FOUND_ANSWER);
    const result = await runProvider(MOVIE, 'library', { post, credentials: null });
    expect(result).toEqual([LIBRARY_STREAM, HLS_STREAM]);
    expect(bodies[0]).toEqual({ request: MOVIE, sourceId: 'library' });
  });

  it('answers an empty list when the provider has nothing, and fails when it failed', async () => {
    const { post } = answering(NOT_FOUND_ANSWER);
    await expect(runProvider(MOVIE, 'library', { post, credentials: null })).resolves.toEqual([]);
    await expect(runProvider(MOVIE, 'archive', { post, credentials: null })).rejects.toBeInstanceOf(
      SourceSearchError,
    );
  });
});

describe('readStoredJellyfinCredentials', () => {
  it('reads a valid stored connection and ignores anything else', () => {
    expect(readStoredJellyfinCredentials(JSON.stringify(JELLYFIN))).toEqual(JELLYFIN);
    expect(readStoredJellyfinCredentials(null)).toBeNull();
    expect(readStoredJellyfinCredentials('{not json')).toBeNull();
    expect(
      readStoredJellyfinCredentials(JSON.stringify({ ...JELLYFIN, serverUrl: 'ftp://x' })),
    ).toBeNull();
    expect(readStoredJellyfinCredentials(JSON.stringify({ ...JELLYFIN, userId: 'me' }))).toBeNull();
  });

  it('builds a body without credentials when there are none', () => {
    expect(buildSourceSearchBody(MOVIE, undefined, null)).toEqual({ request: MOVIE });
  });
});

describe('readWatchSourceState', () => {
  const source = { providerId: 'library', providerName: 'Media library', streams: [HLS_STREAM] };
  const state = buildWatchSourceState(EPISODE, source, PROVIDERS);

  it('takes a source carried for this very episode', () => {
    expect(readWatchSourceState(state, getRequestKey(EPISODE))).toEqual({
      source,
      providers: PROVIDERS,
    });
  });

  it('ignores a source carried for another title, a broken one, or none', () => {
    expect(readWatchSourceState(state, 'show-1396-s1e4')).toBeNull();
    expect(readWatchSourceState(null, getRequestKey(EPISODE))).toBeNull();
    expect(readWatchSourceState({ other: 1 }, getRequestKey(EPISODE))).toBeNull();
    const unsafe = structuredClone(state);
    unsafe.watchSource.result = [{ type: 'hls', playlist: 'javascript:alert(1)', captions: [] }];
    expect(readWatchSourceState(unsafe, getRequestKey(EPISODE))).toBeNull();
    const empty = structuredClone(state);
    empty.watchSource.result = [];
    expect(readWatchSourceState(empty, getRequestKey(EPISODE))).toBeNull();
  });
});
