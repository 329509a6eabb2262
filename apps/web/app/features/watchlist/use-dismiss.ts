/**
 * Closes a popup on Escape (focus goes back to its trigger) and on a press outside it (focus
 * stays where the press put it).
 */
import { useEffect, useRef, type RefObject } from 'react';

export function useDismiss(
  rootRef: RefObject<HTMLElement | null>,
  isOpen: boolean,
  close: (returnFocus: boolean) => void,
): void {
  // The latest close without re-subscribing on every render.
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      closeRef.current(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      closeRef.current(true);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen, rootRef]);
}
