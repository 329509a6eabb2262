/** Tracks the page's scroll offset (debounced per the spec) and derives the floating menu's state. */
import {
  getFloatingMenuState,
  SCROLL_DEBOUNCE_MS,
  type FloatingMenuState,
} from '@reelhouse/core/shell/layout';
import { useEffect, useState } from 'react';

export function useFloatingMenuState(): FloatingMenuState {
  const [state, setState] = useState<FloatingMenuState>(() => getFloatingMenuState(0));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      const next = getFloatingMenuState(window.scrollY);
      setState((previous) =>
        previous.showScrollToTop === next.showScrollToTop &&
        previous.showMessagingLink === next.showMessagingLink
          ? previous
          : next,
      );
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(update, SCROLL_DEBOUNCE_MS);
    };
    // Read the offset in the next frame, not in this effect: reading it here, just after
    // hydration, would lay the whole page out once more in the middle of a long task.
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return state;
}
