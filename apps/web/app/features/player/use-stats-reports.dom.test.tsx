import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOST_EPISODE, SINTEL_MOVIE } from './player-media.test-support';
import { PROGRESS_REPORT_SECONDS, readTimeZone, useStatsReports } from './use-stats-reports';

/** A video element whose position and paused state the test sets. */
function makeVideo() {
  const video = document.createElement('video');
  const state = { currentTime: 0, paused: true, playbackRate: 1 };
  for (const key of ['currentTime', 'paused', 'playbackRate'] as const) {
    Object.defineProperty(video, key, { get: () => state[key], configurable: true });
  }
  return {
    video,
    play() {
      state.paused = false;
      video.dispatchEvent(new Event('playing'));
    },
    /** plays on in steps of 0.25 s, as `timeupdate` reports */
    advance(seconds: number) {
      for (let t = 0; t < seconds; t += 0.25) {
        state.currentTime += 0.25;
        video.dispatchEvent(new Event('timeupdate'));
      }
    },
    seekTo(seconds: number) {
      state.currentTime = seconds;
      video.dispatchEvent(new Event('timeupdate'));
      video.dispatchEvent(new Event('seeked'));
    },
    pause() {
      state.paused = true;
      video.dispatchEvent(new Event('pause'));
    },
    end() {
      state.paused = true;
      video.dispatchEvent(new Event('pause'));
      video.dispatchEvent(new Event('ended'));
    },
  };
}

let sent: unknown[];

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init: RequestInit) => {
      expect(path).toBe('/api/stats/events');
      sent.push(...(JSON.parse(init.body as string) as { events: unknown[] }).events);
      return Promise.resolve(new Response(null, { status: 204 }));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useStatsReports', () => {
  it('reports a movie play once when it starts, with the browser time zone and no identifier', () => {
    const media = makeVideo();
    renderHook(() => useStatsReports(media.video, SINTEL_MOVIE));
    media.play();
    media.pause();
    media.play();
    expect(sent).toEqual([
      { type: 'play-started', mediaType: 'movie', tmdbId: 45745, timeZone: readTimeZone() },
    ]);
  });

  it('counts an episode under its show', () => {
    const media = makeVideo();
    renderHook(() => useStatsReports(media.video, LOST_EPISODE));
    media.play();
    expect(sent).toEqual([expect.objectContaining({ mediaType: 'tv', tmdbId: 4607 })]);
  });

  it('reports the seconds actually played in batches, leaving seeks out', () => {
    const media = makeVideo();
    renderHook(() => useStatsReports(media.video, SINTEL_MOVIE));
    media.play();
    media.advance(PROGRESS_REPORT_SECONDS - 5);
    media.seekTo(3000);
    expect(sent).toHaveLength(1);
    media.advance(5);
    expect(sent.slice(1)).toEqual([{ type: 'watch-progress', seconds: PROGRESS_REPORT_SECONDS }]);
  });

  it('sends what was played when playback pauses, and the finish at the end', () => {
    const media = makeVideo();
    renderHook(() => useStatsReports(media.video, SINTEL_MOVIE));
    media.play();
    media.advance(10);
    media.pause();
    expect(sent.slice(1)).toEqual([{ type: 'watch-progress', seconds: 10 }]);
    media.play();
    media.advance(4);
    media.end();
    expect(sent.slice(2)).toEqual([
      { type: 'watch-progress', seconds: 4 },
      { type: 'play-finished', mediaType: 'movie', tmdbId: 45745, timeZone: readTimeZone() },
    ]);
  });

  it('sends the rest when the player closes', () => {
    const media = makeVideo();
    const { unmount } = renderHook(() => useStatsReports(media.video, SINTEL_MOVIE));
    media.play();
    media.advance(7);
    unmount();
    expect(sent.slice(1)).toEqual([{ type: 'watch-progress', seconds: 7 }]);
  });

  it('sends nothing when the video never played', () => {
    const media = makeVideo();
    const { unmount } = renderHook(() => useStatsReports(media.video, SINTEL_MOVIE));
    unmount();
    expect(sent).toEqual([]);
  });
});
