/**
 * The root error boundary's screen, loaded on demand: most visits never fail, so its code stays
 * out of every page's first download. If its code cannot load either (the network is gone), a
 * plain screen with a reload link takes its place.
 */
import { lazy, Suspense } from 'react';

const FullErrorScreen = lazy(() =>
  import('./route-error-screen-full').catch(() => ({ default: PlainErrorScreen })),
);

/** Shown while the full screen loads, and instead of it when it cannot load. */
export function PlainErrorScreen() {
  return (
    <main className="mx-auto max-w-2xl px-4 py-16" data-testid="error-screen-plain">
      <h1 className="text-3xl font-extrabold">Oops! Something Broke</h1>
      <p className="mt-4">
        <a href="" className="font-semibold text-brand underline">
          Reload Page
        </a>
      </p>
    </main>
  );
}

export function RouteErrorScreen({ error }: { error: unknown }) {
  return (
    <Suspense fallback={<PlainErrorScreen />}>
      <FullErrorScreen error={error} />
    </Suspense>
  );
}
