/**
 * Request coalescing: callers asking for the same key while a load is in flight share that one
 * load (and its outcome, success or failure) instead of starting their own.
 */

export interface Coalescer<T> {
  /**
   * Runs `load` unless a load for `key` is in flight, in which case its promise is returned.
   * The key is free again as soon as the load settles.
   */
  run(key: string, load: () => Promise<T>): Promise<T>;
  /** whether a load for `key` is in flight */
  isRunning(key: string): boolean;
  /** loads in flight */
  readonly size: number;
  /** Resolves once no load is in flight (loads started meanwhile are waited for too). */
  whenIdle(): Promise<void>;
}

/** @typeParam T what the loads give; callers of different types use different coalescers */
export function createCoalescer<T>(): Coalescer<T> {
  const inFlight = new Map<string, Promise<T>>();

  function run(key: string, load: () => Promise<T>): Promise<T> {
    const running = inFlight.get(key);
    if (running) return running;
    const started = Promise.resolve()
      .then(load)
      .finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  }

  async function whenIdle(): Promise<void> {
    while (inFlight.size > 0) {
      await Promise.allSettled([...inFlight.values()]);
    }
  }

  return {
    run,
    isRunning: (key) => inFlight.has(key),
    get size() {
      return inFlight.size;
    },
    whenIdle,
  };
}
