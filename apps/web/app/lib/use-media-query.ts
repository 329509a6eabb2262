/**
 * Whether a CSS media query matches, kept current as it changes; `serverValue` on the server and
 * during hydration (the server cannot know the visitor's screen or preferences).
 */
import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string, serverValue: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
