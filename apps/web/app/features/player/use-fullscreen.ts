/**
 * Fullscreen on the player's root element (so the controls and captions stay), or the video
 * element's own fullscreen where the browser has nothing else (iPhone Safari).
 */
import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

export interface FullscreenControls {
  isFullscreen: boolean;
  toggleFullscreen: () => void;
}

/** @returns whether the player is fullscreen now, and the toggle (the f key and the button) */
export function useFullscreen(
  root: HTMLElement | null,
  video: HTMLVideoElement | null,
): FullscreenControls {
  const isFullscreen = useSyncExternalStore(
    subscribe,
    () => root !== null && document.fullscreenElement === root,
    () => false,
  );
  const toggleFullscreen = useCallback(() => {
    if (document.fullscreenElement !== null) {
      void document.exitFullscreen().catch(() => undefined);
      return;
    }
    if (root !== null && typeof root.requestFullscreen === 'function') {
      void root.requestFullscreen().catch(() => undefined);
      return;
    }
    // Safari on the iPhone has no element fullscreen, only the video's own.
    const enter: unknown = video === null ? undefined : Reflect.get(video, 'webkitEnterFullscreen');
    if (typeof enter === 'function') Reflect.apply(enter, video, []);
  }, [root, video]);
  return { isFullscreen, toggleFullscreen };
}
