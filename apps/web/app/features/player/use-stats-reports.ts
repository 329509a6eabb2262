/**
 * Reports the statistics' anonymous events (decision 0023) to `POST /api/stats/events`: a play
 * started when the video first plays, a play finished when it ends, and the seconds actually
 * played (position moving while playing, seeks left out) every {@link PROGRESS_REPORT_SECONDS},
 * with the rest on pause, end, leaving the page or closing the player. No event names the user,
 * the session or the device; a play carries the title and the browser's time zone.
 */
import type { PlayerMediaInfo } from '@reelhouse/core/player/media-info-schema';
import { useEffect, useRef } from 'react';
import { postJsonKeepalive } from '~/lib/api-client';

/** Seconds of playing gathered before a `watch-progress` report is sent. */
export const PROGRESS_REPORT_SECONDS = 45;

/** The most one report carries (core's MAX_PROGRESS_SECONDS). */
const MAX_PROGRESS_SECONDS = 300;

/**
 * A position step longer than this between two `timeupdate`s is a seek, not playing (browsers
 * send `timeupdate` about every 250 ms; a slow tab a little less often).
 */
const MAX_PLAYING_STEP_SECONDS = 3;

type StatsEventBody =
  | {
      type: 'play-started' | 'play-finished';
      mediaType: 'movie' | 'tv';
      tmdbId: number;
      timeZone: string;
    }
  | { type: 'watch-progress'; seconds: number };

/** The browser's IANA time zone; 'UTC' when it names none. */
export function readTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && zone.length <= 64 ? zone : 'UTC';
  } catch {
    return 'UTC';
  }
}

function send(events: StatsEventBody[]): void {
  if (events.length > 0) postJsonKeepalive('/api/stats/events', { events });
}

export function useStatsReports(
  video: HTMLVideoElement | null,
  media: Pick<PlayerMediaInfo, 'type' | 'id'>,
): void {
  const mediaType = media.type === 'movie' ? 'movie' : 'tv';
  const tmdbId = media.id;
  /** the title whose play-started was sent, so a server change or a replay is not a new play */
  const startedRef = useRef<string | null>(null);

  useEffect(() => {
    if (video === null) return;
    const key = `${mediaType}:${String(tmdbId)}`;
    const play = { mediaType, tmdbId, timeZone: readTimeZone() } as const;
    let pending = 0;
    let lastTime = video.currentTime;
    let hasFinished = false;

    const takeProgress = (): StatsEventBody[] => {
      const seconds = Math.min(MAX_PROGRESS_SECONDS, Math.floor(pending));
      if (seconds < 1) return [];
      pending -= seconds;
      return [{ type: 'watch-progress', seconds }];
    };
    const flush = () => send(takeProgress());

    const onPlaying = () => {
      lastTime = video.currentTime;
      if (startedRef.current === key) return;
      startedRef.current = key;
      hasFinished = false;
      send([{ type: 'play-started', ...play }]);
    };
    const onTimeUpdate = () => {
      const step = video.currentTime - lastTime;
      lastTime = video.currentTime;
      if (video.paused || step <= 0 || step > MAX_PLAYING_STEP_SECONDS) return;
      pending += step / (video.playbackRate > 0 ? video.playbackRate : 1);
      if (pending >= PROGRESS_REPORT_SECONDS) flush();
    };
    const onSeeked = () => {
      lastTime = video.currentTime;
    };
    const onEnded = () => {
      const events = takeProgress();
      if (!hasFinished && startedRef.current === key) {
        hasFinished = true;
        events.push({ type: 'play-finished', ...play });
      }
      send(events);
    };
    const onPageHide = () => flush();

    video.addEventListener('playing', onPlaying);
    video.addEventListener('timeupdate', onTimeUpdate);
    video.addEventListener('seeked', onSeeked);
    video.addEventListener('pause', flush);
    video.addEventListener('ended', onEnded);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('timeupdate', onTimeUpdate);
      video.removeEventListener('seeked', onSeeked);
      video.removeEventListener('pause', flush);
      video.removeEventListener('ended', onEnded);
      window.removeEventListener('pagehide', onPageHide);
      flush();
    };
  }, [video, mediaType, tmdbId]);
}
