/**
 * Spoiler-safe mode for a page that shows episodes (decision 0032): for each episode, whether to
 * show it, hide it (the core rule against the visitor's furthest started episode of its series),
 * or leave it pending while the browser's setting or history is not read yet (the server's HTML
 * and hydration: blurred by CSS when the pre-paint script marked <html>).
 */
import { findFurthestWatched, isSpoiler } from '@reelhouse/core/watch-history/spoilers';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { refreshWatchHistory, useWatchHistory } from '~/lib/watch-history-store';
import { revealEpisode, revealedEpisodeKey, useRevealedEpisodes } from './revealed-episodes';
import { useSpoilerSafeSetting } from './spoiler-safe-setting';

/** How an episode's still, title and overview show. */
export type SpoilerVisibility = 'shown' | 'pending' | 'hidden';

export interface SpoilerGuard {
  visibilityOf: (seriesId: number | string, season: number, episode: number) => SpoilerVisibility;
  /** shows the episode for the rest of the page's life */
  reveal: (seriesId: number | string, season: number, episode: number) => void;
}

/** Whether the watch history was read (only asked for while the mode is on). */
function useHistoryRead(isOn: boolean): boolean {
  const [isRead, setRead] = useState(false);
  useEffect(() => {
    if (!isOn) return;
    let isCurrent = true;
    void refreshWatchHistory().finally(() => {
      if (isCurrent) setRead(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [isOn]);
  return isRead;
}

export function useSpoilerGuard(): SpoilerGuard {
  const isOn = useSpoilerSafeSetting();
  const history = useWatchHistory();
  const isHistoryRead = useHistoryRead(isOn === true);
  const revealed = useRevealedEpisodes();

  const visibilityOf = useCallback(
    (seriesId: number | string, season: number, episode: number): SpoilerVisibility => {
      if (isOn === false) return 'shown';
      const numbers = { season, episode };
      // What is never a spoiler (the first episode, specials) shows from the server's HTML on.
      if (!isSpoiler(numbers, null)) return 'shown';
      if (revealed.has(revealedEpisodeKey(seriesId, season, episode))) return 'shown';
      if (isOn === null || !isHistoryRead) return 'pending';
      const furthest = findFurthestWatched(history.items[String(seriesId)]);
      return isSpoiler(numbers, furthest) ? 'hidden' : 'shown';
    },
    [isOn, isHistoryRead, history, revealed],
  );
  const reveal = useCallback((seriesId: number | string, season: number, episode: number) => {
    revealEpisode(revealedEpisodeKey(seriesId, season, episode));
  }, []);
  return useMemo(() => ({ visibilityOf, reveal }), [visibilityOf, reveal]);
}
