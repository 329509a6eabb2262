import { describe, expect, it, vi } from 'vitest';
import { createActiveCueStore, type CueClock, isSameCueList } from './active-cue-store';

/** A fake video: a settable playhead, events, and optional frame callbacks. */
function createFakeVideo(withFrames: boolean) {
  const listeners = new Map<string, Set<() => void>>();
  let frameCallbacks = new Map<number, () => void>();
  let nextHandle = 1;
  const video: CueClock & {
    currentTime: number;
    emit: (type: string) => void;
    presentFrame: () => void;
    listenerCount: () => number;
    pendingFrames: () => number;
  } = {
    currentTime: 0,
    addEventListener(type, listener) {
      const set = listeners.get(type) ?? new Set();
      set.add(listener);
      listeners.set(type, set);
    },
    removeEventListener(type, listener) {
      listeners.get(type)?.delete(listener);
    },
    emit(type) {
      for (const listener of listeners.get(type) ?? []) listener();
    },
    presentFrame() {
      const due = frameCallbacks;
      frameCallbacks = new Map();
      for (const callback of due.values()) callback();
    },
    listenerCount: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
    pendingFrames: () => frameCallbacks.size,
  };
  if (withFrames) {
    video.requestVideoFrameCallback = (callback) => {
      const handle = nextHandle++;
      frameCallbacks.set(handle, callback);
      return handle;
    };
    video.cancelVideoFrameCallback = (handle) => frameCallbacks.delete(handle);
  }
  return video;
}

const hello = { startSeconds: 1, endSeconds: 2, text: 'hello' };
const world = { startSeconds: 1.5, endSeconds: 3, text: 'world' };
const later = { startSeconds: 10, endSeconds: 12, text: 'later' };
const cues = [hello, world, later];

describe('active cue store', () => {
  it('shows the cues at the playhead, with the delay applied', () => {
    const video = createFakeVideo(false);
    video.currentTime = 1.6;
    expect(createActiveCueStore(video, cues, 0).getSnapshot()).toEqual([hello, world]);
    expect(createActiveCueStore(video, cues, 0.5).getSnapshot()).toEqual([hello]);
    expect(createActiveCueStore(video, cues, -0.5).getSnapshot()).toEqual([world]);
    video.currentTime = 9;
    expect(createActiveCueStore(video, cues, 0).getSnapshot()).toEqual([]);
    expect(createActiveCueStore(video, cues, -1).getSnapshot()).toEqual([later]);
  });

  it('keeps the same snapshot while the same cues are on screen', () => {
    const video = createFakeVideo(false);
    const store = createActiveCueStore(video, cues, 0);
    video.currentTime = 1.6;
    const first = store.getSnapshot();
    video.currentTime = 1.9;
    expect(store.getSnapshot()).toBe(first);
    video.currentTime = 2.5;
    expect(store.getSnapshot()).toEqual([world]);
    video.currentTime = 5;
    const none = store.getSnapshot();
    video.currentTime = 6;
    expect(store.getSnapshot()).toBe(none);
  });

  it('shows nothing without a video or without cues, and listens to nothing', () => {
    const video = createFakeVideo(true);
    video.currentTime = 1.5;
    expect(createActiveCueStore(null, cues, 0).getSnapshot()).toEqual([]);
    const empty = createActiveCueStore(video, [], 0);
    expect(empty.getSnapshot()).toEqual([]);
    empty.subscribe(vi.fn())();
    createActiveCueStore(null, cues, 0).subscribe(vi.fn())();
    expect(video.listenerCount()).toBe(0);
    expect(video.pendingFrames()).toBe(0);
  });

  it('re-checks on time updates and seeks, and stops listening when unsubscribed', () => {
    const video = createFakeVideo(false);
    const store = createActiveCueStore(video, cues, 0);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    for (const type of ['timeupdate', 'seeking', 'seeked', 'loadedmetadata', 'emptied']) {
      video.emit(type);
    }
    expect(listener).toHaveBeenCalledTimes(5);
    unsubscribe();
    video.emit('timeupdate');
    expect(listener).toHaveBeenCalledTimes(5);
    expect(video.listenerCount()).toBe(0);
  });

  it('re-checks on every presented frame when the browser has frame callbacks', () => {
    const video = createFakeVideo(true);
    const store = createActiveCueStore(video, cues, 0);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    video.presentFrame();
    video.presentFrame();
    video.presentFrame();
    expect(listener).toHaveBeenCalledTimes(3);
    expect(video.pendingFrames()).toBe(1);
    unsubscribe();
    expect(video.pendingFrames()).toBe(0);
    video.presentFrame();
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('ignores a frame callback that was already due when unsubscribed', () => {
    const video = createFakeVideo(true);
    delete video.cancelVideoFrameCallback;
    const listener = vi.fn();
    const unsubscribe = createActiveCueStore(video, cues, 0).subscribe(listener);
    unsubscribe();
    video.presentFrame();
    expect(listener).not.toHaveBeenCalled();
    expect(video.pendingFrames()).toBe(0);
  });
});

describe('isSameCueList', () => {
  it('compares cues by identity and order', () => {
    expect(isSameCueList([hello, world], [hello, world])).toBe(true);
    expect(isSameCueList([hello, world], [world, hello])).toBe(false);
    expect(isSameCueList([hello], [hello, world])).toBe(false);
    expect(isSameCueList([hello], [{ ...hello }])).toBe(false);
    expect(isSameCueList([], [])).toBe(true);
  });
});
