/**
 * What the buttons and keys do to the `<video>` element: play/pause, ±10 s, seek, speed (the
 * eight speeds), picture-in-picture (or the spec's text when the browser cannot).
 */
import { stepPlaybackSpeed } from '@reelhouse/core/player/keyboard';
import { PLAYER_MESSAGES } from '@reelhouse/core/player/messages';
import { getSkipTarget } from '@reelhouse/core/player/playback';
import type { RefObject } from 'react';
import { formatSpeed } from './player-menus';

export interface VideoActions {
  togglePlay: () => void;
  skip: (direction: 1 | -1) => void;
  seekTo: (seconds: number) => void;
  setSpeed: (speed: number) => void;
  /** one speed slower or faster, with a short message saying the new speed */
  stepSpeed: (direction: 1 | -1) => void;
  togglePictureInPicture: () => void;
}

/**
 * @param canPlay false while the player shows an error (play and pause do nothing then)
 * @param showMessage shows a text in the player's message area
 */
export function useVideoActions(
  videoRef: RefObject<HTMLVideoElement | null>,
  canPlay: boolean,
  showMessage: (text: string) => void,
): VideoActions {
  const setSpeed = (speed: number) => {
    const video = videoRef.current;
    if (video === null) return;
    // A new file (quality or server change) starts at the default rate: keep the choice.
    video.defaultPlaybackRate = speed;
    video.playbackRate = speed;
  };
  return {
    togglePlay() {
      const video = videoRef.current;
      if (video === null || !canPlay) return;
      if (video.paused) video.play().catch(() => undefined);
      else video.pause();
    },
    skip(direction) {
      const video = videoRef.current;
      if (video === null) return;
      video.currentTime = getSkipTarget(video.currentTime, video.duration, direction);
    },
    seekTo(seconds) {
      if (videoRef.current !== null) videoRef.current.currentTime = seconds;
    },
    setSpeed,
    stepSpeed(direction) {
      const next = stepPlaybackSpeed(videoRef.current?.playbackRate ?? 1, direction);
      setSpeed(next);
      showMessage(`Speed: ${formatSpeed(next)}`);
    },
    togglePictureInPicture() {
      const video = videoRef.current;
      const run = async () => {
        if (document.pictureInPictureElement !== null) return document.exitPictureInPicture();
        if (video === null || !document.pictureInPictureEnabled) throw new Error('unavailable');
        await video.requestPictureInPicture();
      };
      run().catch(() => showMessage(PLAYER_MESSAGES.pictureInPictureUnavailable));
    },
  };
}
