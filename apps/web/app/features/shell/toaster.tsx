/**
 * Mounts the toaster when the first toast is asked for. Until then the page carries none of
 * sonner's code (about 9 KB gzip), which keeps the first paint's JavaScript within budget.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterRequested, subscribeToToasterRequest } from '~/lib/toast';

const SonnerToaster = lazy(() => import('./sonner-toaster'));

export function SiteToaster() {
  const isRequested = useSyncExternalStore(
    subscribeToToasterRequest,
    isToasterRequested,
    () => false,
  );
  if (!isRequested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
