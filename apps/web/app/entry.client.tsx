import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { makeZodJitless } from './lib/zod-jitless';

makeZodJitless();

function hydrate(): void {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

/**
 * The server's HTML is painted first: hydration starts once the browser reports its first paint,
 * so a slow phone shows the page before it spends its time making the page interactive. Paint
 * timing, not a timer: a page whose timers are frozen (a test's clock) still hydrates. A browser
 * without paint timing hydrates at once.
 */
function afterFirstPaint(run: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
    run();
    return;
  }
  const observer = new PerformanceObserver(() => {
    observer.disconnect();
    run();
  });
  observer.observe({ type: 'paint', buffered: true });
}

afterFirstPaint(hydrate);
