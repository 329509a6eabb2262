/**
 * What the controls show about the `<video>` element (position, length, buffered stretches,
 * volume, speed, paused), read from the element on its own events.
 */
import { useMemo, useSyncExternalStore } from 'react';

export interface MediaSnapshot {
  currentTimeSeconds: number;
  /** NaN while unknown */
  durationSeconds: number;
  /** buffered ranges as [start, end] seconds */
  buffered: readonly (readonly [number, number])[];
  volume: number;
  muted: boolean;
  playbackRate: number;
  paused: boolean;
}

const EMPTY_SNAPSHOT: MediaSnapshot = {
  currentTimeSeconds: 0,
  durationSeconds: Number.NaN,
  buffered: [],
  volume: 1,
  muted: false,
  playbackRate: 1,
  paused: true,
};

const MEDIA_EVENTS = [
  'timeupdate',
  'durationchange',
  'loadedmetadata',
  'progress',
  'volumechange',
  'ratechange',
  'play',
  'pause',
  'seeking',
  'seeked',
  'emptied',
  'ended',
] as const;

function readRanges(ranges: TimeRanges): [number, number][] {
  return Array.from({ length: ranges.length }, (_, index) => [
    ranges.start(index),
    ranges.end(index),
  ]);
}

function snapshotOf(video: HTMLVideoElement): MediaSnapshot {
  return {
    currentTimeSeconds: video.currentTime,
    durationSeconds: video.duration,
    buffered: readRanges(video.buffered),
    volume: video.volume,
    muted: video.muted,
    playbackRate: video.playbackRate,
    paused: video.paused,
  };
}

interface MediaStore {
  subscribe: (onChange: () => void) => () => void;
  getSnapshot: () => MediaSnapshot;
}

function createMediaStore(video: HTMLVideoElement | null): MediaStore {
  let snapshot = video === null ? EMPTY_SNAPSHOT : snapshotOf(video);
  return {
    subscribe(onChange) {
      if (video === null) return () => undefined;
      const update = () => {
        snapshot = snapshotOf(video);
        onChange();
      };
      for (const name of MEDIA_EVENTS) video.addEventListener(name, update);
      return () => {
        for (const name of MEDIA_EVENTS) video.removeEventListener(name, update);
      };
    },
    getSnapshot: () => snapshot,
  };
}

const getServerSnapshot = () => EMPTY_SNAPSHOT;

/** @returns the element's state, updated on its media events */
export function useMediaSnapshot(video: HTMLVideoElement | null): MediaSnapshot {
  const store = useMemo(() => createMediaStore(video), [video]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, getServerSnapshot);
}
