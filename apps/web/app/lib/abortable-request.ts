/**
 * One way to fetch in the browser: a request started with a fresh AbortController, which aborts
 * the one before it, so only the latest request's answer is ever delivered (a stale answer, or a
 * failure of an aborted request, is dropped). `createLatestRequest` holds the state without React;
 * `useLatestRequest` runs it from an effect, keyed by what is asked for.
 */
import { useEffect, useRef, useState } from 'react';

/** How a request ended. */
export type SettledRequest<T> = { status: 'done'; value: T } | { status: 'error'; error: unknown };

export type RequestState<T> = { status: 'idle' } | { status: 'loading' } | SettledRequest<T>;

/** Makes the request; rejects on failure (and may reject once `signal` is aborted). */
export type RunRequest<T> = (signal: AbortSignal) => Promise<T>;

export interface LatestRequest<T> {
  /**
   * Aborts the running request (if any) and starts `run`, after `delayMs` when given (a debounce:
   * a request started again before then never runs).
   */
  start: (run: RunRequest<T>, delayMs?: number) => void;
  /** Aborts the running request; its answer is never delivered. The state goes back to idle. */
  cancel: () => void;
  getState: () => RequestState<T>;
}

/** The running request: its controller, and its timer while it waits out a delay. */
interface Running {
  controller: AbortController;
  timer: ReturnType<typeof setTimeout> | null;
}

const IDLE = Object.freeze({ status: 'idle' as const });
const LOADING = Object.freeze({ status: 'loading' as const });

/** @param onChange told each time the state changes (loading, then done or error; idle on cancel) */
export function createLatestRequest<T>(
  onChange: (state: RequestState<T>) => void = () => undefined,
): LatestRequest<T> {
  let state: RequestState<T> = IDLE;
  let current: Running | null = null;

  function set(next: RequestState<T>): void {
    state = next;
    onChange(next);
  }

  function stopCurrent(): boolean {
    if (current === null) return false;
    if (current.timer !== null) clearTimeout(current.timer);
    current.controller.abort();
    current = null;
    return true;
  }

  function begin(run: RunRequest<T>, request: Running): void {
    request.timer = null;
    const { signal } = request.controller;
    // Only the latest request, not aborted, may deliver its answer.
    const isLatest = () => current === request && !signal.aborted;
    const onValue = (value: T) => {
      if (!isLatest()) return;
      current = null;
      set({ status: 'done', value });
    };
    const onError = (error: unknown) => {
      if (!isLatest()) return;
      current = null;
      set({ status: 'error', error });
    };
    let answer: Promise<T>;
    try {
      answer = run(signal);
    } catch (error) {
      // A request that throws before it starts fails like one that rejects: not synchronously.
      queueMicrotask(() => onError(error));
      return;
    }
    answer.then(onValue, onError);
  }

  return {
    start(run, delayMs = 0) {
      stopCurrent();
      const request: Running = { controller: new AbortController(), timer: null };
      current = request;
      set(LOADING);
      if (delayMs > 0) request.timer = setTimeout(() => begin(run, request), delayMs);
      else begin(run, request);
    },
    cancel() {
      if (stopCurrent() && state.status === 'loading') set(IDLE);
    },
    getState: () => state,
  };
}

export interface LatestRequestOptions<T> {
  /** waits this long after the key changes before asking (a debounce) */
  delayMs?: number;
  /** runs with the answer of the current key, in the same turn it becomes the state */
  onDone?: (value: T) => void;
}

/**
 * Asks for `key` after render (and again whenever `key` changes), aborting the request for the
 * previous key; null asks for nothing. Until the answer for the current key arrives the state is
 * loading, and the answer for another key is never shown for this one. An answer is kept until
 * another one arrives, so going back to a key answered last shows that answer at once while it
 * is asked again.
 * @param run makes the request for `key`; the latest function passed is the one called
 */
export function useLatestRequest<T>(
  key: string | null,
  run: (key: string, signal: AbortSignal) => Promise<T>,
  options: LatestRequestOptions<T> = {},
): RequestState<T> {
  const { delayMs = 0 } = options;
  const [answer, setAnswer] = useState<{ key: string; state: SettledRequest<T> } | null>(null);
  const latest = useRef({ run, options });
  useEffect(() => {
    latest.current = { run, options };
  });

  useEffect(() => {
    if (key === null) return;
    const request = createLatestRequest<T>((state) => {
      if (state.status === 'done') latest.current.options.onDone?.(state.value);
      if (state.status === 'done' || state.status === 'error') setAnswer({ key, state });
    });
    request.start((signal) => latest.current.run(key, signal), delayMs);
    return () => request.cancel();
  }, [key, delayMs]);

  if (key === null) return IDLE;
  if (answer?.key !== key) return LOADING;
  return answer.state;
}
