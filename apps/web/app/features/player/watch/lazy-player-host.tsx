/**
 * The player host (progress saving, the next episode's early search, the player itself), fetched
 * only when something is about to play, so a title page's first download carries none of it.
 */
import { Suspense } from 'react';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { PlayerBoundary, PlayerLoading } from './player-frame';
import type { PlayerHostProps } from './player-host';

const host = lazyWithPreload<PlayerHostProps>(() =>
  import('./player-host').then((module) => module.PlayerHost),
);

/**
 * Starts fetching the player host ahead of a click, with the player (`preloadPlayer`). Safe to
 * call often.
 */
export function preloadPlayerHost(): void {
  host.preload();
}

/** `PlayerHost`, at once when its code is here; else behind React.lazy, as `LazyPlayer` does. */
export function LazyPlayerHost(props: PlayerHostProps) {
  if (host.isLoaded()) return <host.Component {...props} />;
  return (
    <PlayerBoundary onClose={props.onClose}>
      <Suspense fallback={<PlayerLoading />}>
        <host.Component {...props} />
      </Suspense>
    </PlayerBoundary>
  );
}
