import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FoundSource } from '../player-types';
import {
  createSourceSearchController,
  INITIAL_SOURCE_SEARCH,
  searchWithRetries,
  type SearchAttempt,
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

/** A try that answers the next of `answers` (null: nothing found, 'fail': throws). */
function scripted(answers: (FoundSource | null | 'fail')[]) {
  const startedAt: number[] = [];
  const attempt = vi.fn<SearchAttempt>((_signal, listener) => {
    startedAt.push(Date.now());
    listener.onProviders(PROVIDERS);
    listener.onProgress({
      providerId: 'library',
      providerName: 'Media library',
      status: 'checking',
      percent: 40,
    });
    const answer = answers.shift() ?? null;
    return answer === 'fail' ? Promise.reject(new Error('down')) : Promise.resolve(answer);
  });
  return { attempt, startedAt };
}

describe('searchWithRetries', () => {
  it('tries a movie 4 times in all (3 retries), 400 ms apart, then gives up', async () => {
    const { attempt, startedAt } = scripted([]);
    const result = searchWithRetries(
      'movie',
      (signal) => attempt(signal, { onProviders: vi.fn(), onProgress: vi.fn() }),
      new AbortController().signal,
    );
    await vi.runAllTimersAsync();
    expect(await result).toBeNull();
    expect(startedAt.map((ms) => ms - (startedAt[0] ?? 0))).toEqual([0, 400, 800, 1200]);
  });

  it('tries an episode 5 times in all (4 retries), a failed try counting like an empty one', async () => {
    const { attempt } = scripted(['fail', null, 'fail', null, 'fail']);
    const result = searchWithRetries(
      'show',
      (signal) => attempt(signal, { onProviders: vi.fn(), onProgress: vi.fn() }),
      new AbortController().signal,
    );
    await vi.runAllTimersAsync();
    expect(await result).toBeNull();
    expect(attempt).toHaveBeenCalledTimes(5);
  });

  it('stops at the first try that finds something', async () => {
    const { attempt } = scripted([null, 'fail', FOUND]);
    const result = searchWithRetries(
      'movie',
      (signal) => attempt(signal, { onProviders: vi.fn(), onProgress: vi.fn() }),
      new AbortController().signal,
    );
    await vi.runAllTimersAsync();
    expect(await result).toBe(FOUND);
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('stops waiting and answers null once aborted', async () => {
    const controller = new AbortController();
    const { attempt } = scripted([]);
    const result = searchWithRetries(
      'movie',
      (signal) => attempt(signal, { onProviders: vi.fn(), onProgress: vi.fn() }),
      controller.signal,
    );
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    expect(await result).toBeNull();
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});

describe('createSourceSearchController', () => {
  it('searches, shows progress and the status line, then holds the source found', async () => {
    const { attempt } = scripted([null, FOUND]);
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

  it('moves the status line to the next provider every 4 s while searching', async () => {
    const attempt = vi.fn<SearchAttempt>((signal, listener) => {
      listener.onProviders(PROVIDERS);
      return new Promise((resolve) => signal.addEventListener('abort', () => resolve(null)));
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

  it('ends not-found after the last retry, and searches afresh on restart', async () => {
    const { attempt } = scripted([]);
    const controller = createSourceSearchController({ type: 'show', attempt });
    controller.start();
    await vi.runAllTimersAsync();
    expect(controller.getSnapshot()).toMatchObject({ status: 'not-found', source: null });
    expect(attempt).toHaveBeenCalledTimes(5);

    attempt.mockImplementation(() => Promise.resolve(FOUND));
    controller.restart();
    expect(controller.getSnapshot().status).toBe('searching');
    await vi.runAllTimersAsync();
    expect(controller.getSnapshot()).toMatchObject({ status: 'found', source: FOUND });
  });

  it('does not search twice at once, nor again once a source is known', async () => {
    const { attempt } = scripted([FOUND]);
    const controller = createSourceSearchController({ type: 'movie', attempt });
    controller.start();
    controller.start();
    await vi.runAllTimersAsync();
    controller.start();
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('takes a source found elsewhere and stops its own search', async () => {
    const attempt = vi.fn<SearchAttempt>(
      (signal) => new Promise((resolve) => signal.addEventListener('abort', () => resolve(FOUND))),
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
