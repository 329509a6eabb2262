import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SourceSearchScope } from '@reelhouse/core/player/source-search';
import type { FoundSource } from '../player-types';
import {
  createSourceSearchController,
  INITIAL_SOURCE_SEARCH,
  searchWithRetries,
  type SearchAttempt,
  type SearchTryResult,
} from './source-search-controller';
import { HLS_STREAM, PROVIDERS } from './source-events.test-support';

const FOUND: FoundSource = {
  providerId: 'library',
  providerName: 'Media library',
  streams: [HLS_STREAM],
};

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const NOTHING: SearchTryResult = { source: null, failedProviderIds: [] };
const ARCHIVE_FAILED: SearchTryResult = { source: null, failedProviderIds: ['archive'] };
const FOUND_TRY: SearchTryResult = { source: FOUND, failedProviderIds: [] };

/** @returns `answer` 9 times, more than any search tries */
function repeat<T>(answer: T): T[] {
  return Array.from({ length: 9 }, () => answer);
}

/** A try that answers the next of `answers` ('fail': throws; a clean not-found when none is left). */
function scripted(answers: (SearchTryResult | 'fail')[]) {
  const startedAt: number[] = [];
  const scopes: SourceSearchScope[] = [];
  const attempt = vi.fn<SearchAttempt>((_signal, listener, scope) => {
    startedAt.push(Date.now());
    scopes.push(scope);
    listener.onProviders(scope === null ? PROVIDERS : PROVIDERS.slice(1));
    listener.onProgress({
      providerId: 'library',
      providerName: 'Media library',
      status: 'checking',
      percent: 40,
    });
    const answer = answers.shift() ?? NOTHING;
    return answer === 'fail' ? Promise.reject(new Error('down')) : Promise.resolve(answer);
  });
  const run = (signal: AbortSignal, scope: SourceSearchScope) =>
    attempt(signal, { onProviders: vi.fn(), onProgress: vi.fn() }, scope);
  return { attempt, run, startedAt, scopes };
}

describe('searchWithRetries', () => {
  it('a clean not-found ends the search after its one try', async () => {
    const { run, attempt } = scripted([NOTHING]);
    const result = searchWithRetries('movie', run, new AbortController().signal);
    await vi.runAllTimersAsync();
    expect(await result).toEqual({ source: null, isNotFoundFinal: true });
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('asks a movie’s failing provider 3 more times (4 tries in all), alone, 400 ms apart', async () => {
    const { run, startedAt, scopes } = scripted(repeat(ARCHIVE_FAILED));
    const result = searchWithRetries('movie', run, new AbortController().signal);
    await vi.runAllTimersAsync();
    expect(await result).toEqual({ source: null, isNotFoundFinal: false });
    expect(startedAt.map((ms) => ms - (startedAt[0] ?? 0))).toEqual([0, 400, 800, 1200]);
    expect(scopes).toEqual([null, ['archive'], ['archive'], ['archive']]);
  });

  it('tries an episode 5 times in all (4 retries) while no answer comes, all providers each time', async () => {
    const { run, scopes } = scripted(repeat<'fail'>('fail'));
    const result = searchWithRetries('show', run, new AbortController().signal);
    await vi.runAllTimersAsync();
    expect(await result).toEqual({ source: null, isNotFoundFinal: false });
    expect(scopes).toEqual([null, null, null, null, null]);
  });

  it('stops at the first try that finds something', async () => {
    const { run, attempt } = scripted([ARCHIVE_FAILED, 'fail', FOUND_TRY]);
    const result = searchWithRetries('movie', run, new AbortController().signal);
    await vi.runAllTimersAsync();
    expect(await result).toEqual({ source: FOUND, isNotFoundFinal: false });
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('stops once a retried provider answers a clean not-found', async () => {
    const { run, attempt } = scripted([ARCHIVE_FAILED, NOTHING]);
    const result = searchWithRetries('show', run, new AbortController().signal);
    await vi.runAllTimersAsync();
    expect(await result).toEqual({ source: null, isNotFoundFinal: true });
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('stops waiting and answers null once aborted', async () => {
    const controller = new AbortController();
    const { run, attempt } = scripted(repeat(ARCHIVE_FAILED));
    const result = searchWithRetries('movie', run, controller.signal);
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    expect(await result).toBeNull();
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});

describe('createSourceSearchController', () => {
  it('searches, shows progress and the status line, then holds the source found', async () => {
    const { attempt } = scripted([ARCHIVE_FAILED, FOUND_TRY]);
    const controller = createSourceSearchController({ type: 'movie', attempt });
    expect(controller.getSnapshot()).toBe(INITIAL_SOURCE_SEARCH);
    const statuses: string[] = [];
    controller.subscribe(() => statuses.push(controller.getSnapshot().status));
    controller.start();
    expect(controller.getSnapshot()).toMatchObject({
      status: 'searching',
      statusLine: 'Checking Media library...',
      percent: 40,
      providers: PROVIDERS,
    });
    await vi.runAllTimersAsync();
    expect(controller.getSnapshot()).toMatchObject({
      status: 'found',
      source: FOUND,
      percent: 100,
    });
    expect(statuses.at(-1)).toBe('found');
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('keeps the full providers list while a retry asks single providers', async () => {
    const { attempt } = scripted([ARCHIVE_FAILED, ARCHIVE_FAILED]);
    const controller = createSourceSearchController({ type: 'movie', attempt });
    controller.start();
    await vi.advanceTimersByTimeAsync(500);
    expect(attempt).toHaveBeenCalledTimes(2);
    expect(controller.getSnapshot().providers).toEqual(PROVIDERS);
    controller.stop();
  });

  it('moves the status line to the next provider every 4 s while searching', async () => {
    const attempt = vi.fn<SearchAttempt>((signal, listener) => {
      listener.onProviders(PROVIDERS);
      return new Promise((resolve) => signal.addEventListener('abort', () => resolve(NOTHING)));
    });
    const controller = createSourceSearchController({ type: 'movie', attempt });
    controller.start();
    const lines = [controller.getSnapshot().statusLine];
    for (let step = 0; step < 3; step += 1) {
      await vi.advanceTimersByTimeAsync(4000);
      lines.push(controller.getSnapshot().statusLine);
    }
    expect(lines).toEqual([
      'Checking Media library...',
      'Checking Internet Archive...',
      'Checking Media library...',
      'Checking Internet Archive...',
    ]);
    controller.stop();
    expect(controller.getSnapshot().status).toBe('idle');
  });

  it('ends not-found, final at once for a clean not-found, and searches afresh on restart', async () => {
    const { attempt } = scripted([]);
    const controller = createSourceSearchController({ type: 'show', attempt });
    controller.start();
    await vi.runAllTimersAsync();
    expect(controller.getSnapshot()).toMatchObject({
      status: 'not-found',
      source: null,
      isNotFoundFinal: true,
    });
    expect(attempt).toHaveBeenCalledTimes(1);

    attempt.mockImplementation(() => Promise.resolve(FOUND_TRY));
    controller.restart();
    expect(controller.getSnapshot().status).toBe('searching');
    await vi.runAllTimersAsync();
    expect(controller.getSnapshot()).toMatchObject({ status: 'found', source: FOUND });
  });

  it('does not start the same search again after a clean not-found; restart does', async () => {
    const { attempt } = scripted([NOTHING, NOTHING]);
    const controller = createSourceSearchController({ type: 'movie', attempt });
    controller.start();
    await vi.runAllTimersAsync();
    controller.start();
    await vi.runAllTimersAsync();
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(controller.getSnapshot().status).toBe('not-found');
    controller.restart();
    await vi.runAllTimersAsync();
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('starts again on request after a not-found that left providers failing', async () => {
    const { attempt } = scripted(repeat(ARCHIVE_FAILED));
    const controller = createSourceSearchController({ type: 'movie', attempt });
    controller.start();
    await vi.runAllTimersAsync();
    expect(attempt).toHaveBeenCalledTimes(4);
    controller.start();
    expect(controller.getSnapshot().status).toBe('searching');
    await vi.runAllTimersAsync();
    expect(attempt).toHaveBeenCalledTimes(8);
  });

  it('ends not-found, not final, when a provider still fails after the last retry', async () => {
    const { attempt } = scripted(repeat(ARCHIVE_FAILED));
    const controller = createSourceSearchController({ type: 'show', attempt });
    controller.start();
    await vi.runAllTimersAsync();
    expect(controller.getSnapshot()).toMatchObject({ status: 'not-found', isNotFoundFinal: false });
    expect(attempt).toHaveBeenCalledTimes(5);
  });

  it('does not search twice at once, nor again once a source is known', async () => {
    const { attempt } = scripted([FOUND_TRY]);
    const controller = createSourceSearchController({ type: 'movie', attempt });
    controller.start();
    controller.start();
    await vi.runAllTimersAsync();
    controller.start();
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('takes a source found elsewhere and stops its own search', async () => {
    const attempt = vi.fn<SearchAttempt>(
      (signal) =>
        new Promise((resolve) => signal.addEventListener('abort', () => resolve(FOUND_TRY))),
    );
    const controller = createSourceSearchController({ type: 'show', attempt });
    controller.start();
    const carried = { ...FOUND, providerName: 'Carried' };
    controller.provide(carried, PROVIDERS);
    await vi.runAllTimersAsync();
    expect(controller.getSnapshot()).toMatchObject({
      status: 'found',
      source: carried,
      providers: PROVIDERS,
    });
  });

  it('ignores what a stopped search reports afterwards', async () => {
    const held: { listener: Parameters<SearchAttempt>[1] | null } = { listener: null };
    const attempt = vi.fn<SearchAttempt>((_signal, listener) => {
      held.listener = listener;
      return new Promise(() => undefined);
    });
    const controller = createSourceSearchController({ type: 'movie', attempt });
    controller.start();
    await vi.advanceTimersByTimeAsync(0);
    controller.stop();
    const before = controller.getSnapshot();
    expect(held.listener).not.toBeNull();
    held.listener?.onProviders(PROVIDERS);
    held.listener?.onProgress({ providerId: 'x', providerName: 'X', status: 'found', percent: 99 });
    expect(controller.getSnapshot()).toBe(before);
  });
});
