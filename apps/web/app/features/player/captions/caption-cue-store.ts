/**
 * Caption cues by file address, as a small external store for React: loads a file when a
 * component needs it, shares one request between components, aborts it when nobody needs it any
 * more, and keeps the last few files read so switching back is instant. Errors are not kept: the
 * next request for that file tries again.
 */
import { readCaptionCues } from '@reelhouse/core/subtitles/caption-cues';
import type { DisplayCue } from '@reelhouse/core/subtitles/cues';
import { createListeners } from '~/lib/listeners';

export type CaptionCueStatus = 'idle' | 'loading' | 'ready' | 'error';

/** What a component sees for one caption. Objects are stable until the state changes. */
export interface CaptionCueState {
  cues: DisplayCue[];
  status: CaptionCueStatus;
}

export interface CaptionCueStore {
  subscribe: (listener: () => void) => () => void;
  /** @returns 'idle' for no caption, 'loading' for one not loaded yet (even before `retain`) */
  getState: (url: string | null) => CaptionCueState;
  /** starts loading `url` unless loaded or loading; @returns the release function */
  retain: (url: string) => () => void;
}

export interface CaptionCueStoreDeps {
  /** fetches a file's text; rejects on failure or abort */
  requestText: (url: string, signal: AbortSignal) => Promise<string>;
  /** how many loaded files to keep while nobody uses them (default 8) */
  keepLoaded?: number;
}

const NO_CUES: DisplayCue[] = [];
const IDLE: CaptionCueState = Object.freeze({ cues: NO_CUES, status: 'idle' });
const LOADING: CaptionCueState = Object.freeze({ cues: NO_CUES, status: 'loading' });
const ERROR: CaptionCueState = Object.freeze({ cues: NO_CUES, status: 'error' });

interface Entry {
  state: CaptionCueState;
  holders: number;
  controller: AbortController | null;
}

export function createCaptionCueStore(deps: CaptionCueStoreDeps): CaptionCueStore {
  const keepLoaded = deps.keepLoaded ?? 8;
  const entries = new Map<string, Entry>();
  const { subscribe, notify } = createListeners();

  /** Drops the oldest loaded files nobody holds, beyond `keepLoaded`. */
  function trim(): void {
    const idle = [...entries].filter(([, entry]) => entry.holders === 0);
    for (const [url] of idle.slice(0, Math.max(0, idle.length - keepLoaded))) entries.delete(url);
  }

  function load(url: string, entry: Entry): void {
    const controller = new AbortController();
    entry.controller = controller;
    entry.state = LOADING;
    deps.requestText(url, controller.signal).then(
      (text) => {
        if (controller.signal.aborted) return;
        const result = readCaptionCues(text);
        finishLoad(url, entry, result.ok ? { cues: result.value, status: 'ready' } : ERROR);
      },
      () => {
        if (!controller.signal.aborted) finishLoad(url, entry, ERROR);
      },
    );
  }

  /** Keeps the outcome of a finished load (a failed file is forgotten once nobody holds it). */
  function finishLoad(url: string, entry: Entry, state: CaptionCueState): void {
    entry.controller = null;
    entry.state = state;
    if (state.status === 'error' && entry.holders === 0) entries.delete(url);
    // Touch the entry so the cache keeps the most recently loaded files.
    if (entries.get(url) === entry) {
      entries.delete(url);
      entries.set(url, entry);
    }
    trim();
    notify();
  }

  function retain(url: string): () => void {
    let entry = entries.get(url);
    if (entry === undefined) {
      entry = { state: LOADING, holders: 0, controller: null };
      entries.set(url, entry);
    }
    const held = entry;
    held.holders += 1;
    if (held.state.status === 'error' || (held.state === LOADING && held.controller === null)) {
      const wasError = held.state.status === 'error';
      load(url, held);
      if (wasError) notify();
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      held.holders -= 1;
      if (held.holders > 0) return;
      if (held.controller !== null) {
        held.controller.abort();
        held.controller = null;
        entries.delete(url);
      } else if (held.state.status === 'error') {
        entries.delete(url);
      }
      trim();
    };
  }

  return {
    subscribe,
    getState(url) {
      if (url === null) return IDLE;
      return entries.get(url)?.state ?? LOADING;
    },
    retain,
  };
}
