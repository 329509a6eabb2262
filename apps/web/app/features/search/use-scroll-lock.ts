/**
 * Locks the page's scroll while `isLocked` (spec: "Page scroll is locked while open"). The
 * scrollbar's gutter stays reserved, so the page does not shift sideways when it disappears.
 */
import { useEffect } from 'react';

export function useScrollLock(isLocked: boolean): void {
  useEffect(() => {
    if (!isLocked) return;
    const root = document.documentElement;
    const { overflow, scrollbarGutter } = root.style;
    root.style.scrollbarGutter = 'stable';
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
      root.style.scrollbarGutter = scrollbarGutter;
    };
  }, [isLocked]);
}
