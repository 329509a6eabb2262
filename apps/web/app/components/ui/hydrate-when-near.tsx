/**
 * Server-rendered content that becomes interactive only when it is needed: it hydrates once it
 * comes within a screen of the viewport, or at once when the visitor points at, touches, clicks,
 * focuses or types in it. Until then it is the server's HTML, fully visible and its links
 * working, and the page's hydration skips it. A page rendered in the browser (a client-side
 * navigation) renders it at once, as usual.
 *
 * How: the content sits in a Suspense boundary whose first child, while hydrating, waits on a
 * gate (`use`), so React keeps the boundary's server HTML until the gate opens. Interaction opens
 * the gate in a capture listener on `window`, which runs before React's own listener on the root,
 * so React hydrates the boundary synchronously and the same event reaches its handlers.
 */
import { Suspense, use, useId, type ReactNode } from 'react';

/** How far outside the viewport content starts to hydrate. */
const NEAR_MARGIN = '100% 0px';
/** Events that open the gate of the content they happen in. */
const INTERACTIONS = [
  'pointerover',
  'pointerdown',
  'mousedown',
  'touchstart',
  'focusin',
  'keydown',
  'click',
] as const;
const ATTRIBUTE = 'data-hydrate-near';

/** A promise React's `use` reads synchronously once fulfilled (React's thenable protocol). */
type GatePromise = Promise<undefined> & { status: 'pending' | 'fulfilled'; value?: undefined };

interface Gate {
  promise: GatePromise;
  open(): void;
}

/** The gates of this page load, by the id of their content (React's `useId`). */
const gates = new Map<string, Gate>();

function createGate(id: string): Gate {
  let resolve: (value: undefined) => void = () => undefined;
  const promise = new Promise<undefined>((done) => {
    resolve = done;
  }) as GatePromise;
  promise.status = 'pending';
  let observer: IntersectionObserver | undefined;
  const open = () => {
    if (promise.status === 'fulfilled') return;
    promise.status = 'fulfilled';
    promise.value = undefined;
    observer?.disconnect();
    resolve(undefined);
  };
  const element = document.querySelector(`[${ATTRIBUTE}="${CSS.escape(id)}"]`);
  if (element === null || typeof IntersectionObserver === 'undefined') {
    open();
  } else {
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) open();
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
  }
  return { promise, open };
}

/**
 * The gate of `id`'s content. A gate that had to wait is kept, open or not, so React's retry
 * renders through it once open; content whose server HTML is not in the page (rendered in the
 * browser) gets an open gate that is not kept.
 */
function gateOf(id: string): GatePromise {
  let gate = gates.get(id);
  if (gate === undefined) {
    gate = createGate(id);
    if (gate.promise.status === 'pending') gates.set(id, gate);
  }
  return gate.promise;
}

function openGateAround(event: Event): void {
  if (!(event.target instanceof Element)) return;
  const id = event.target.closest(`[${ATTRIBUTE}]`)?.getAttribute(ATTRIBUTE);
  if (id) gates.get(id)?.open();
}

if (typeof window !== 'undefined') {
  for (const type of INTERACTIONS) {
    window.addEventListener(type, openGateAround, { capture: true, passive: true });
  }
}

const OPEN_GATE = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/**
 * Waits on the gate while its server HTML is in the page (React is hydrating it); renders at once
 * on the server and in a client render, where no element carries the id yet. (Not React's
 * hydration flag from useSyncExternalStore's server snapshot: that hook re-renders every gate
 * once hydrated, and the update made React render the rows below still waiting, in memory,
 * again and again.)
 */
function HydrationGate({ id, children }: { id: string; children: ReactNode }) {
  // `use` is called on every render (React asks for that). React reads a gate's `status` itself
  // (its thenable protocol); the type need not say so.
  use<undefined>((typeof document === 'undefined' ? OPEN_GATE : gateOf(id)) as Promise<undefined>);
  return children;
}

export function HydrateWhenNear({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <div data-hydrate-near={id}>
      <Suspense fallback={null}>
        <HydrationGate id={id}>{children}</HydrationGate>
      </Suspense>
    </div>
  );
}
