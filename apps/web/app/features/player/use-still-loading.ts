/** 'Still loading....' (spec section 4): shown once loading or buffering has lasted 6 s. */
import { STILL_LOADING_AFTER_MS } from '@reelhouse/core/player/playback';
import { useEffect, useState } from 'react';

/** @param isWaiting the player is loading or buffering @returns true from 6 s of waiting on */
export function useStillLoading(isWaiting: boolean): boolean {
  const [hasLasted, setHasLasted] = useState(false);
  useEffect(() => {
    if (!isWaiting) return;
    const timer = window.setTimeout(() => setHasLasted(true), STILL_LOADING_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      setHasLasted(false);
    };
  }, [isWaiting]);
  return isWaiting && hasLasted;
}
