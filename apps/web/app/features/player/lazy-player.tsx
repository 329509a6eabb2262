/**
 * The player, loaded on demand: its chunk (and hls.js, which the player imports itself) is
 * fetched only when something is about to play, never with a page's first download.
 */
import { lazy } from 'react';

const loadPlayer = () => import('./player');

/** `Player` behind React.lazy: render it inside a Suspense boundary. */
export const LazyPlayer = lazy(loadPlayer);

/**
 * Starts fetching the player's chunk ahead of a click (pointer over or focus on Watch), so the
 * player opens without waiting for it. Safe to call often: the browser fetches a module once.
 */
export function preloadPlayer(): void {
  loadPlayer().catch(() => undefined);
}
