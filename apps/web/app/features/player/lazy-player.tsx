/**
 * The player, loaded on demand: its chunk (and hls.js, which the HLS engine imports itself) is
 * fetched only when something is about to play, never with a page's first download.
 */
import type { ComponentProps } from 'react';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import type PlayerComponent from './player';

const player = lazyWithPreload<ComponentProps<typeof PlayerComponent>>(() =>
  import('./player').then((module) => module.default),
);
const loadHls = () => import('hls.js');

/**
 * `Player`, rendered at once when its code has arrived; else behind React.lazy (render it inside
 * a Suspense boundary).
 */
export const LazyPlayer = player.Component;

/**
 * Starts fetching the player's chunk ahead of a click (pointer over or focus on Watch), so the
 * player opens without waiting for it. Safe to call often.
 */
export function preloadPlayer(): void {
  player.preload();
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
