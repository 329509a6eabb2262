/**
 * False on the server and while the page hydrates, true afterwards: for what only the browser can
 * know (the hash of the address, a stored value), rendered after hydration so the server's HTML
 * and the first client render stay identical.
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
