/**
 * The controls' visibility (spec section 9): hidden 3 s after playback starts or after the last
 * pointer, touch or keyboard activity; always shown while paused or while a menu is open.
 */
import { CONTROLS_HIDE_DELAY_MS, shouldHideControls } from '@reelhouse/core/player/playback';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface ControlsVisibility {
  isVisible: boolean;
  /** pointer moved, screen tapped, key pressed, focus moved: show, and count 3 s again */
  reportActivity: () => void;
  /** hides at once (a tap on the picture while the controls show) */
  hide: () => void;
}

/**
 * @param isPlaying the controls hide only during playback
 * @param isPinned a menu or dialog of the player is open, or the seek bar is being dragged
 */
export function useControlsVisibility(isPlaying: boolean, isPinned: boolean): ControlsVisibility {
  const [isIdle, setIdle] = useState(false);
  const lastActivityAtRef = useRef(0);
  const timerRef = useRef<number | undefined>(undefined);

  const arm = useCallback(() => {
    window.clearTimeout(timerRef.current);
    timerRef.current = window.setTimeout(() => {
      if (shouldHideControls(lastActivityAtRef.current, Date.now(), true)) setIdle(true);
    }, CONTROLS_HIDE_DELAY_MS);
  }, []);

  const reportActivity = useCallback(() => {
    lastActivityAtRef.current = Date.now();
    setIdle(false);
    arm();
  }, [arm]);

  useEffect(() => {
    if (!isPlaying || isPinned) return;
    lastActivityAtRef.current = Date.now();
    arm();
    return () => window.clearTimeout(timerRef.current);
  }, [isPlaying, isPinned, arm]);

  const hide = useCallback(() => setIdle(true), []);

  return { isVisible: !isPlaying || isPinned || !isIdle, reportActivity, hide };
}
