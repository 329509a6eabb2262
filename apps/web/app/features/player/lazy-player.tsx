/**
 * The player, loaded on demand: its chunk (and hls.js, which the HLS engine imports itself) is
 * fetched only when something is about to play, never with a page's first download.
 */
import { lazy, type ComponentProps } from 'react';
import type PlayerComponent from './player';

/** The player once its code has arrived (preloaded, or opened before). */
let loaded: typeof PlayerComponent | null = null;

const loadPlayer = () =>
  import('./player').then((module) => {
    loaded = module.default;
    return module;
  });
const loadHls = () => import('hls.js');

const SuspendingPlayer = lazy(loadPlayer);

/**
 * `Player`, rendered at once when its code has arrived; else behind React.lazy (render it inside
 * a Suspense boundary). A lazy component suspends on its first render even when the module is
 * already here, and React then holds the fallback for about 300 ms before revealing the content:
 * after a preload, that wait would be most of the time from the click to the first frame.
 */
export function LazyPlayer(props: ComponentProps<typeof PlayerComponent>) {
  const Player = loaded;
  return Player === null ? <SuspendingPlayer {...props} /> : <Player {...props} />;
}

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
