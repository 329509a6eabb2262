/**
 * The listener set of a small external store (useSyncExternalStore's `subscribe`): subscribe
 * returns the unsubscribe function, notify calls every listener. A listener subscribed twice is
 * held (and called) once. Optional callbacks run when the first listener arrives and when the
 * last one leaves, e.g. to follow storage only while someone listens. A leaf: imports nothing.
 */
export interface Listeners {
  /** @returns the function that removes `listener` again (safe to call more than once) */
  subscribe: (listener: () => void) => () => void;
  /** Calls every listener, in the order they subscribed. */
  notify: () => void;
  readonly hasListeners: boolean;
}

export interface ListenersOptions {
  /** runs after the first listener was added (again after the last one left) */
  onFirstSubscribe?: () => void;
  /** runs after the last listener was removed */
  onLastUnsubscribe?: () => void;
}

export function createListeners(options: ListenersOptions = {}): Listeners {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      const wasEmpty = listeners.size === 0;
      listeners.add(listener);
      if (wasEmpty) options.onFirstSubscribe?.();
      return () => {
        if (listeners.delete(listener) && listeners.size === 0) options.onLastUnsubscribe?.();
      };
    },
    notify() {
      for (const listener of listeners) listener();
    },
    get hasListeners() {
      return listeners.size > 0;
    },
  };
}
