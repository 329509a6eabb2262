import { DEFAULT_SUBTITLE_SETTINGS } from '@reelhouse/core/subtitles/settings';
import { describe, expect, it, vi } from 'vitest';
import {
  createSubtitleSettingsStore,
  type SubtitleSettingsStoreDeps,
} from './subtitle-settings-store';

/** A fake browser storage for one key, with a way to play another tab's change. */
function createFakeStorage(initial: string | null = null, refuseWrites = false) {
  let stored = initial;
  let external: (() => void) | null = null;
  const stopWatching = vi.fn();
  const deps: SubtitleSettingsStoreDeps = {
    readRaw: () => stored,
    writeRaw: (raw) => {
      if (refuseWrites) throw new Error('Failed to update localStorage');
      stored = raw;
    },
    watchExternalChanges: (onChange) => {
      external = onChange;
      return stopWatching;
    },
  };
  return {
    deps,
    stopWatching,
    read: () => stored,
    changeInAnotherTab(raw: string | null) {
      stored = raw;
      external?.();
    },
  };
}

const styled = {
  visible: false,
  fontSizeScale: 1.5,
  backgroundColor: 'black',
  textColor: 'yellow',
  delay: -0.4,
} as const;

describe('subtitle settings store', () => {
  it('gives the defaults when nothing is stored, and on the server', () => {
    const store = createSubtitleSettingsStore(createFakeStorage().deps);
    expect(store.getSnapshot()).toEqual(DEFAULT_SUBTITLE_SETTINGS);
    expect(store.getServerSnapshot()).toEqual(DEFAULT_SUBTITLE_SETTINGS);
  });

  it('reads stored settings, repairing invalid fields and unreadable text', () => {
    const stored = JSON.stringify({ ...styled, textColor: 'pink', fontSizeScale: 9 });
    const store = createSubtitleSettingsStore(createFakeStorage(stored).deps);
    expect(store.getSnapshot()).toEqual({ ...styled, textColor: 'white', fontSizeScale: 1 });
    const broken = createSubtitleSettingsStore(createFakeStorage('{not json').deps);
    expect(broken.getSnapshot()).toEqual(DEFAULT_SUBTITLE_SETTINGS);
  });

  it('returns the same object until the stored text changes', () => {
    const store = createSubtitleSettingsStore(createFakeStorage(JSON.stringify(styled)).deps);
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });

  it('saves a change as JSON and tells subscribers', () => {
    const storage = createFakeStorage();
    const store = createSubtitleSettingsStore(storage.deps);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(styled);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.read() ?? 'null')).toEqual(styled);
    expect(store.getSnapshot()).toEqual(styled);
  });

  it('saves invalid values as their defaults', () => {
    const storage = createFakeStorage();
    const store = createSubtitleSettingsStore(storage.deps);
    store.set({ ...styled, fontSizeScale: 7 });
    expect(store.getSnapshot()).toEqual({ ...styled, fontSizeScale: 1 });
  });

  it('keeps a change on this page when the browser refuses to store it', () => {
    const storage = createFakeStorage(null, true);
    const store = createSubtitleSettingsStore(storage.deps);
    store.set(styled);
    expect(storage.read()).toBeNull();
    expect(store.getSnapshot()).toEqual(styled);
  });

  it("follows another tab's change, even over this page's own", () => {
    const storage = createFakeStorage();
    const store = createSubtitleSettingsStore(storage.deps);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(styled);
    storage.changeInAnotherTab(JSON.stringify({ ...styled, delay: 3 }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot().delay).toBe(3);
    storage.changeInAnotherTab(null);
    expect(store.getSnapshot()).toEqual(DEFAULT_SUBTITLE_SETTINGS);
  });

  it('watches other tabs once, and stops when the last subscriber leaves', () => {
    const storage = createFakeStorage();
    const watch = vi.spyOn(storage.deps, 'watchExternalChanges');
    const store = createSubtitleSettingsStore(storage.deps);
    const first = store.subscribe(vi.fn());
    const second = store.subscribe(vi.fn());
    expect(watch).toHaveBeenCalledTimes(1);
    first();
    expect(storage.stopWatching).not.toHaveBeenCalled();
    second();
    expect(storage.stopWatching).toHaveBeenCalledTimes(1);
  });
});
