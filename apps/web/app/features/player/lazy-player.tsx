/**
 * The player, loaded on demand: its chunk (and hls.js, which the HLS engine imports itself) is
 * fetched only when something is about to play, never with a page's first download.
 */
import { lazy } from 'react';

const loadPlayer = () => import('./player');
const loadHls = () => import('hls.js');

/** `Player` behind React.lazy: render it inside a Suspense boundary. */
export const LazyPlayer = lazy(loadPlayer);

/**
 * Starts fetching the player's chunk ahead of a click (pointer over or focus on Watch), so the
 * player opens without waiting for it. Safe to call often: the browser fetches a module once.
 */
export function preloadPlayer(): void {
  loadPlayer().catch(() => undefined);
}

/**
 * Once the stream that will play is known (found before the click): the player's chunk and the
 * engine that stream needs, together: hls.js for HLS (rather than after the player asks for
 * it), nothing more for a file, which a plain `<video>` plays.
 */
export function preloadPlayerFor(streamType: 'hls' | 'file'): void {
  preloadPlayer();
  if (streamType === 'hls') loadHls().catch(() => undefined);
}
