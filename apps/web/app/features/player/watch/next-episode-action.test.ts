import type { ScrapeRequest } from '@reelhouse/core/player/scrape-schema';
import { describe, expect, it, vi } from 'vitest';
import type { FoundSource } from '../player-types';
import {
  createNextEpisodePrefetcher,
  getNextEpisodeNavigation,
  isPastPrefetchPoint,
  type NextEpisodeTarget,
  type SearchNext,
} from './next-episode-action';
import { HLS_STREAM, PROVIDERS } from './source-events.test-support';

const REQUEST: ScrapeRequest = {
  type: 'show',
  title: 'Breaking Bad',
  releaseYear: 2008,
  tmdbId: '1396',
  season: { number: 2, tmdbId: '3573' },
  episode: { number: 1, tmdbId: '62092' },
};

const NEXT: NextEpisodeTarget = {
  label: 'S2 E1: Seven Thirty-Seven',
  path: '/series/1396-breaking-bad/2/1',
  request: REQUEST,
};

const FOUND: FoundSource = {
  providerId: 'library',
  providerName: 'Media library',
  streams: [HLS_STREAM],
};

const at = (watchedSeconds: number, durationSeconds = 100) => ({
  watchedSeconds,
  durationSeconds,
  isPlaying: true,
});

describe('getNextEpisodeNavigation', () => {
  it('goes to the next episode with play=true when nothing was found ahead', () => {
    expect(getNextEpisodeNavigation(NEXT, null)).toEqual({
      to: '/series/1396-breaking-bad/2/1?play=true',
      state: null,
    });
  });

  it('carries a source found ahead to the next episode’s page, for that episode only', () => {
    const navigation = getNextEpisodeNavigation(NEXT, { source: FOUND, providers: PROVIDERS });
    expect(navigation).toEqual({
      to: '/series/1396-breaking-bad/2/1',
      state: {
        watchSource: {
          requestKey: 'show-1396-s2e1',
          providerId: 'library',
          providerName: 'Media library',
          result: [HLS_STREAM],
          providers: PROVIDERS,
        },
      },
    });
  });
});

describe('isPastPrefetchPoint', () => {
  it('is true only past half of a known duration', () => {
    expect(isPastPrefetchPoint(at(50))).toBe(false);
    expect(isPastPrefetchPoint(at(50.1))).toBe(true);
    expect(isPastPrefetchPoint(at(50, 0))).toBe(false);
    expect(isPastPrefetchPoint(at(50, Number.NaN))).toBe(false);
  });
});

describe('createNextEpisodePrefetcher', () => {
  it('searches the next episode once, past half-way, and keeps what it found', async () => {
    const search = vi.fn<SearchNext>(() =>
      Promise.resolve({ source: FOUND, providers: PROVIDERS }),
    );
    const prefetcher = createNextEpisodePrefetcher(NEXT, search);
    prefetcher.onPlayback(at(49));
    expect(search).not.toHaveBeenCalled();
    prefetcher.onPlayback(at(51));
    prefetcher.onPlayback(at(60));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]?.[0]).toBe(REQUEST);
    await vi.waitFor(() => expect(prefetcher.getPreFound()).not.toBeNull());
    expect(prefetcher.getPreFound()).toEqual({ source: FOUND, providers: PROVIDERS });
  });

  it('keeps nothing when the search finds nothing, fails, or was cancelled', async () => {
    const empty = createNextEpisodePrefetcher(NEXT, () =>
      Promise.resolve({ source: null, providers: PROVIDERS }),
    );
    const failing = createNextEpisodePrefetcher(NEXT, () => Promise.reject(new Error('down')));
    let finish: (value: { source: FoundSource; providers: [] }) => void = () => undefined;
    const cancelled = createNextEpisodePrefetcher(
      NEXT,
      (_request, signal) =>
        new Promise((resolve) => {
          finish = resolve;
          expect(signal.aborted).toBe(false);
        }),
    );
    for (const prefetcher of [empty, failing, cancelled]) prefetcher.onPlayback(at(80));
    cancelled.cancel();
    finish({ source: FOUND, providers: [] });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([empty, failing, cancelled].map((prefetcher) => prefetcher.getPreFound())).toEqual([
      null,
      null,
      null,
    ]);
  });
});
