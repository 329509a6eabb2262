/**
 * Volume and mute (spec section 5: volume 0 to 1). The volume is kept in the browser under
 * `playerVolume` and applied when the player opens; muting is not kept.
 */
import { clampVolume } from '@reelhouse/core/player/playback';
import { stepVolume } from '@reelhouse/core/player/keyboard';
import { PLAYER_STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { type RefObject, useCallback, useEffect } from 'react';
import { readStoredString, writeStoredString } from '~/lib/storage';

export interface VolumeControls {
  setVolume: (volume: number) => void;
  stepVolume: (direction: 1 | -1) => void;
  toggleMute: () => void;
}

function saveVolume(volume: number): void {
  try {
    writeStoredString(PLAYER_STORAGE_KEYS.playerVolume, String(volume));
  } catch {
    // Storage refused: the volume applies to this session only.
  }
}

/** @returns the stored volume, or null when none is stored */
function readSavedVolume(): number | null {
  const stored = readStoredString(PLAYER_STORAGE_KEYS.playerVolume);
  return stored === null ? null : clampVolume(Number.parseFloat(stored));
}

/** Applies the stored volume once; @returns the volume controls for the buttons and keys */
export function usePlayerVolume(videoRef: RefObject<HTMLVideoElement | null>): VolumeControls {
  useEffect(() => {
    const saved = readSavedVolume();
    if (saved !== null && videoRef.current !== null) videoRef.current.volume = saved;
  }, [videoRef]);

  const setVolume = useCallback(
    (volume: number) => {
      const video = videoRef.current;
      if (video === null) return;
      const next = clampVolume(volume);
      video.volume = next;
      video.muted = next === 0;
      saveVolume(next);
    },
    [videoRef],
  );

  const step = useCallback(
    (direction: 1 | -1) => {
      const video = videoRef.current;
      if (video === null) return;
      setVolume(stepVolume(video.muted ? 0 : video.volume, direction));
    },
    [videoRef, setVolume],
  );

  const toggleMute = useCallback(() => {
    const video = videoRef.current;
    if (video === null) return;
    if (video.muted || video.volume === 0) {
      if (video.volume === 0) setVolume(1);
      video.muted = false;
    } else {
      video.muted = true;
    }
  }, [videoRef, setVolume]);

  return { setVolume, stepVolume: step, toggleMute };
}
