/**
 * Tells the watch flow where playback stands (props.onPlayback) on every `timeupdate`, pause and
 * end, lets the player check its position rules (auto-advance) at the same moments, and keeps
 * the last known position for reloads and server changes.
 */
import type { PlaybackPosition } from '@reelhouse/core/player/progress-cues';
import { type RefObject, useEffect, useRef } from 'react';
import type { PlaybackReport } from './player-types';

/**
 * @param onReport the watch flow's callback
 * @param onPosition called with the same position, and whether the video is playing
 * @returns the last position above 0 s (null before playback moved), read in event handlers
 */
export function usePlaybackReports(
  video: HTMLVideoElement | null,
  onReport: (report: PlaybackReport) => void,
  onPosition: (position: PlaybackPosition, isPlaying: boolean) => void,
): RefObject<number | null> {
  const lastPositionRef = useRef<number | null>(null);
  const callbacksRef = useRef({ onReport, onPosition });
  useEffect(() => {
    callbacksRef.current = { onReport, onPosition };
  });

  useEffect(() => {
    if (video === null) return;
    // Browsers send `timeupdate` about every 250 ms, and the last one already says paused and
    // ended; so playback that runs into its end counts as playing there (the 99.5 % rule of a
    // short episode would otherwise never see a playing moment past its mark). A user's pause
    // clears it, so a paused seek to the end does not advance.
    let wasPlaying = !video.paused && !video.ended;
    const onPlay = () => {
      wasPlaying = true;
    };
    const onPause = () => {
      if (!video.ended) wasPlaying = false;
    };
    const report = () => {
      const isPlaying = (!video.paused && !video.ended) || (video.ended && wasPlaying);
      if (video.currentTime > 0) lastPositionRef.current = video.currentTime;
      callbacksRef.current.onReport({
        watchedSeconds: video.currentTime,
        durationSeconds: video.duration,
        isPlaying,
      });
      callbacksRef.current.onPosition(
        { currentTimeSeconds: video.currentTime, durationSeconds: video.duration },
        isPlaying,
      );
    };
    const events = ['timeupdate', 'pause', 'ended'] as const;
    video.addEventListener('play', onPlay);
    video.addEventListener('pause', onPause);
    for (const name of events) video.addEventListener(name, report);
    return () => {
      video.removeEventListener('play', onPlay);
      video.removeEventListener('pause', onPause);
      for (const name of events) video.removeEventListener(name, report);
    };
  }, [video]);

  return lastPositionRef;
}
