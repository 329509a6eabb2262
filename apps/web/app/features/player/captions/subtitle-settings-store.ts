/**
 * The subtitle settings as an external store: stored as JSON in browser storage, repaired field by
 * field when read (core `readStoredSubtitleSettings`), shared by every component and tab. When the
 * browser refuses to store them, a change still holds for this page.
 */
import { DEFAULT_SUBTITLE_SETTINGS } from '@reelhouse/core/subtitles/settings';
import {
  readStoredSubtitleSettings,
  type SubtitleSettings,
} from '@reelhouse/core/subtitles/settings-schema';
import { createListeners } from '~/lib/listeners';

export interface SubtitleSettingsStoreDeps {
  /** the stored JSON text, or null */
  readRaw: () => string | null;
  /** stores the JSON text; may throw when the browser refuses */
  writeRaw: (raw: string) => void;
  /** calls `onChange` when another tab changed the stored text; returns the unsubscribe function */
  watchExternalChanges: (onChange: () => void) => () => void;
}

export interface SubtitleSettingsStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => SubtitleSettings;
  /** the defaults: what the server renders */
  getServerSnapshot: () => SubtitleSettings;
  /** saves new settings (invalid fields fall back to their defaults) and tells subscribers */
  set: (next: SubtitleSettings) => void;
}

function parseRaw(raw: string | null): SubtitleSettings {
  if (raw === null) return DEFAULT_SUBTITLE_SETTINGS;
  try {
    return readStoredSubtitleSettings(JSON.parse(raw));
  } catch {
    return DEFAULT_SUBTITLE_SETTINGS;
  }
}

export function createSubtitleSettingsStore(
  deps: SubtitleSettingsStoreDeps,
): SubtitleSettingsStore {
  /** this page's last change, read before storage (which may have refused it) */
  let pageRaw: string | null = null;
  let lastRaw: string | null = null;
  let snapshot = DEFAULT_SUBTITLE_SETTINGS;
  let stopWatching: (() => void) | null = null;
  // Other tabs are followed only while someone listens.
  const listeners = createListeners({
    onFirstSubscribe: () => {
      stopWatching ??= deps.watchExternalChanges(onExternalChange);
    },
    onLastUnsubscribe: () => {
      stopWatching?.();
      stopWatching = null;
    },
  });

  function onExternalChange(): void {
    pageRaw = null;
    listeners.notify();
  }

  return {
    subscribe: listeners.subscribe,
    getSnapshot() {
      const raw = pageRaw ?? deps.readRaw();
      if (raw !== lastRaw) {
        lastRaw = raw;
        snapshot = parseRaw(raw);
      }
      return snapshot;
    },
    getServerSnapshot: () => DEFAULT_SUBTITLE_SETTINGS,
    set(next) {
      const raw = JSON.stringify(readStoredSubtitleSettings(next));
      pageRaw = raw;
      try {
        deps.writeRaw(raw);
      } catch {
        // Storage refused: the settings still hold on this page.
      }
      listeners.notify();
    },
  };
}
