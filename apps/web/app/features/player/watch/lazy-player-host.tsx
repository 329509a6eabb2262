/**
 * The player host (progress saving, the next episode's early search, the player itself), fetched
 * only when something is about to play, so a title page's first download carries none of it.
 */
import { lazy, Suspense } from 'react';
import { PlayerBoundary, PlayerLoading } from './player-frame';
import type { PlayerHost as PlayerHostComponent, PlayerHostProps } from './player-host';

/** The host once its code has arrived (preloaded, or opened before). */
let loadedHost: typeof PlayerHostComponent | null = null;

const loadHost = () =>
  import('./player-host').then((module) => {
    loadedHost = module.PlayerHost;
    return { default: module.PlayerHost };
  });

const SuspendingHost = lazy(loadHost);

/**
 * Starts fetching the player host ahead of a click, with the player (`preloadPlayer`). Safe to
 * call often: the browser fetches a module once.
 */
export function preloadPlayerHost(): void {
  loadHost().catch(() => undefined);
}

/** `PlayerHost`, at once when its code is here; else behind React.lazy, as `LazyPlayer` does. */
export function LazyPlayerHost(props: PlayerHostProps) {
  const Host = loadedHost;
  if (Host !== null) return <Host {...props} />;
  return (
    <PlayerBoundary onClose={props.onClose}>
      <Suspense fallback={<PlayerLoading />}>
        <SuspendingHost {...props} />
      </Suspense>
    </PlayerBoundary>
  );
}
