/**
 * Drag a bottom sheet down to close it (spec section 9: drawer animation 0.5 s, close threshold
 * 0.25, velocity threshold 0.4). The sheet follows the finger or the mouse; released past a
 * quarter of its height, or faster than 0.4 px/ms, it closes, otherwise it slides back. A drag
 * starts only downwards and only where nothing inside is scrolled down, so lists in the sheet
 * scroll as usual; a drag that moved the sheet is not also a click on what it started on.
 */
import { DRAWER_ANIMATION_S, shouldCloseDrawer } from '@reelhouse/core/screens/interaction';
import { useCallback, useEffect, useRef, type RefObject } from 'react';

/** Movement (CSS px) before a press becomes a drag rather than a tap or a click. */
const DRAG_START_PX = 6;

/** The sheet's easing when it slides back or away (the one of iOS sheets). */
export const SHEET_EASING = 'cubic-bezier(0.32, 0.72, 0, 1)';

interface Drag {
  startY: number;
  startMs: number;
  /** undefined: not decided yet; false: the gesture belongs to scrolling */
  isDragging: boolean | undefined;
  distancePx: number;
}

/** Whether `target`, or something between it and the sheet, is scrolled away from its top. */
function isInScrolledArea(target: EventTarget | null, sheet: HTMLElement): boolean {
  for (
    let node = target instanceof Element ? target : null;
    node !== null && node !== sheet;
    node = node.parentElement
  ) {
    if (node.scrollTop > 0) return true;
  }
  return false;
}

function isTextEntry(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('input, textarea, select') !== null;
}

/**
 * @param overlayRef the dimmed page behind the sheet (it fades as the sheet moves)
 * @param close closes the sheet (its closing animation starts where the drag left it)
 * @returns the ref callback for the sheet (it moves): listens while the sheet is mounted
 */
export function useSwipeToClose(
  overlayRef: RefObject<HTMLElement | null>,
  close: () => void,
): (sheet: HTMLElement | null) => (() => void) | undefined {
  // The latest close without listening anew on every render.
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  return useCallback(
    (sheet: HTMLElement | null) => {
      if (sheet === null) return undefined;
      let drag: Drag | null = null;
      let suppressClick = false;

      const place = (distancePx: number, animate: boolean) => {
        const overlay = overlayRef.current;
        const transition = animate
          ? `transform ${String(DRAWER_ANIMATION_S)}s ${SHEET_EASING}, opacity ${String(DRAWER_ANIMATION_S)}s ${SHEET_EASING}`
          : 'none';
        sheet.style.transition = transition;
        sheet.style.transform = `translateY(${String(distancePx)}px)`;
        if (overlay !== null) {
          overlay.style.transition = transition;
          overlay.style.opacity = String(1 - distancePx / Math.max(1, sheet.offsetHeight));
        }
      };

      const start = (y: number, target: EventTarget | null) => {
        drag = {
          startY: y,
          startMs: performance.now(),
          isDragging: isInScrolledArea(target, sheet) || isTextEntry(target) ? false : undefined,
          distancePx: 0,
        };
      };

      /** @returns whether the sheet moved (the event is then the drag's, not the page's) */
      const move = (y: number): boolean => {
        if (drag === null || drag.isDragging === false) return false;
        const distancePx = y - drag.startY;
        if (drag.isDragging === undefined) {
          if (distancePx <= -DRAG_START_PX) drag.isDragging = false;
          if (distancePx < DRAG_START_PX) return false;
          drag.isDragging = true;
        }
        drag.distancePx = Math.max(0, distancePx);
        place(drag.distancePx, false);
        return true;
      };

      const end = () => {
        const ended = drag;
        drag = null;
        if (ended?.isDragging !== true) return;
        suppressClick = true;
        const elapsedMs = Math.max(1, performance.now() - ended.startMs);
        const velocity = ended.distancePx / elapsedMs;
        if (shouldCloseDrawer(ended.distancePx, sheet.offsetHeight, velocity)) {
          sheet.style.transition = '';
          if (overlayRef.current !== null) overlayRef.current.style.transition = '';
          closeRef.current();
          return;
        }
        place(0, true);
      };

      const onPointerDown = (event: PointerEvent) => {
        if (event.pointerType === 'touch' || event.button !== 0) return;
        suppressClick = false;
        start(event.clientY, event.target);
      };
      const onPointerMove = (event: PointerEvent) => {
        if (event.pointerType === 'touch' || drag === null) return;
        if (move(event.clientY) && !sheet.hasPointerCapture(event.pointerId)) {
          sheet.setPointerCapture(event.pointerId);
        }
      };
      const onPointerUp = (event: PointerEvent) => {
        if (event.pointerType !== 'touch') end();
      };
      const onTouchStart = (event: TouchEvent) => {
        suppressClick = false;
        const touch = event.touches.length === 1 ? event.touches[0] : undefined;
        if (touch === undefined) drag = null;
        else start(touch.clientY, event.target);
      };
      const onTouchMove = (event: TouchEvent) => {
        const touch = event.touches[0];
        // The sheet takes the gesture from the browser (no scrolling, no pull to refresh).
        if (touch !== undefined && move(touch.clientY) && event.cancelable) event.preventDefault();
      };
      const onClick = (event: MouseEvent) => {
        if (!suppressClick) return;
        suppressClick = false;
        event.preventDefault();
        event.stopPropagation();
      };

      sheet.addEventListener('pointerdown', onPointerDown);
      sheet.addEventListener('pointermove', onPointerMove);
      sheet.addEventListener('pointerup', onPointerUp);
      sheet.addEventListener('pointercancel', onPointerUp);
      sheet.addEventListener('touchstart', onTouchStart, { passive: true });
      sheet.addEventListener('touchmove', onTouchMove, { passive: false });
      sheet.addEventListener('touchend', end);
      sheet.addEventListener('touchcancel', end);
      sheet.addEventListener('click', onClick, { capture: true });
      return () => {
        sheet.removeEventListener('pointerdown', onPointerDown);
        sheet.removeEventListener('pointermove', onPointerMove);
        sheet.removeEventListener('pointerup', onPointerUp);
        sheet.removeEventListener('pointercancel', onPointerUp);
        sheet.removeEventListener('touchstart', onTouchStart);
        sheet.removeEventListener('touchmove', onTouchMove);
        sheet.removeEventListener('touchend', end);
        sheet.removeEventListener('touchcancel', end);
        sheet.removeEventListener('click', onClick, { capture: true });
      };
    },
    [overlayRef],
  );
}
