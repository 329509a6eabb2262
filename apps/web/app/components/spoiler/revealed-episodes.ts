/**
 * The episodes a visitor chose to reveal in spoiler-safe mode: kept in memory until the page is
 * reloaded, so an episode revealed on the series page stays revealed on its own page.
 */
import { useSyncExternalStore } from 'react';
import { createListeners } from '~/lib/listeners';

const EMPTY: ReadonlySet<string> = new Set();
const listeners = createListeners();
let revealed = EMPTY;

/** @returns the key of one episode of one series */
export function revealedEpisodeKey(
  seriesId: number | string,
  season: number,
  episode: number,
): string {
  return `${String(seriesId)}/${String(season)}/${String(episode)}`;
}

/** Shows the episode from now on (for the page's life). */
export function revealEpisode(key: string): void {
  if (revealed.has(key)) return;
  revealed = new Set([...revealed, key]);
  listeners.notify();
}

/** @returns the keys of the revealed episodes; none on the server */
export function useRevealedEpisodes(): ReadonlySet<string> {
  return useSyncExternalStore(
    listeners.subscribe,
    () => revealed,
    () => EMPTY,
  );
}
