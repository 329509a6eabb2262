/**
 * Which cues are on screen, as an external store over a video element: re-checked on every
 * presented frame while playing (`requestVideoFrameCallback`, where the browser has it) and on
 * time updates and seeks (paused, seeking, or browsers without frame callbacks). The snapshot
 * keeps its identity while the same cues stay on screen, so React renders only on changes.
 */
import { getActiveCues, type TimedCue } from '@reelhouse/core/subtitles/cues';

/** What the store needs of a video element (an HTMLVideoElement has all of it). */
export interface CueClock {
  readonly currentTime: number;
  addEventListener: (type: string, listener: () => void) => void;
  removeEventListener: (type: string, listener: () => void) => void;
  requestVideoFrameCallback?: (callback: () => void) => number;
  cancelVideoFrameCallback?: (handle: number) => void;
}

export interface ActiveCueStore<T> {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => readonly T[];
}

/** Events after which the playhead may have moved (or the video changed). */
const CLOCK_EVENTS = ['timeupdate', 'seeking', 'seeked', 'loadedmetadata', 'emptied'] as const;

const NONE: readonly never[] = Object.freeze([]);

/** @returns true when both lists hold the same cues in the same order */
export function isSameCueList<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((cue, index) => cue === b[index]);
}

/** Calls `onTick` on every presented frame until the returned function is called. */
function watchFrames(clock: CueClock, onTick: () => void): () => void {
  const request = clock.requestVideoFrameCallback?.bind(clock);
  if (request === undefined) return () => undefined;
  let handle = 0;
  let isWatching = true;
  const tick = () => {
    if (!isWatching) return;
    onTick();
    handle = request(tick);
  };
  handle = request(tick);
  return () => {
    isWatching = false;
    clock.cancelVideoFrameCallback?.(handle);
  };
}

/**
 * @param clock the video, or null (nothing on screen)
 * @param cues the caption's cues, times before the delay
 * @param delaySeconds the user's subtitle delay (positive shows cues later)
 */
export function createActiveCueStore<T extends TimedCue>(
  clock: CueClock | null,
  cues: readonly T[],
  delaySeconds: number,
): ActiveCueStore<T> {
  let snapshot: readonly T[] = NONE;
  return {
    subscribe(listener) {
      if (clock === null || cues.length === 0) return () => undefined;
      for (const type of CLOCK_EVENTS) clock.addEventListener(type, listener);
      // A pending frame callback survives pauses: it fires on the first frame after playing again.
      const stopFrames = watchFrames(clock, listener);
      return () => {
        for (const type of CLOCK_EVENTS) clock.removeEventListener(type, listener);
        stopFrames();
      };
    },
    getSnapshot() {
      if (clock === null || cues.length === 0) return NONE;
      const active = getActiveCues(cues, clock.currentTime, delaySeconds);
      if (!isSameCueList(active, snapshot)) snapshot = active.length === 0 ? NONE : active;
      return snapshot;
    },
  };
}
