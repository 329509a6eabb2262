/**
 * Interaction timings of menus, the mobile drawer and link prefetching (spec sections 7 and 9).
 */

/** The navigation menu opens after the pointer rests this many ms on a trigger. */
export const NAV_MENU_HOVER_DELAY_MS = 200;

/** Moving to another trigger within this many ms opens it without the hover delay. */
export const NAV_MENU_SKIP_DELAY_MS = 300;

/** The drawer slides in or out over this many seconds. */
export const DRAWER_ANIMATION_S = 0.5;

/** Dragged down by this fraction of its height, a released drawer closes. */
export const DRAWER_CLOSE_THRESHOLD = 0.25;

/** Released faster than this (px per ms, downwards), a drawer closes. */
export const DRAWER_VELOCITY_THRESHOLD = 0.4;

/** A link's data is prefetched after the pointer rests on it this many ms. */
export const PREFETCH_HOVER_DELAY_MS = 100;

/**
 * Whether a drawer released after a drag closes.
 * @param draggedPx distance dragged towards closing, in CSS pixels (negative: the other way)
 * @param drawerHeightPx the drawer's height in CSS pixels
 * @param velocityPxPerMs release speed towards closing
 * @returns true when dragged at least a quarter of its height or released faster than 0.4 px/ms
 */
export function shouldCloseDrawer(
  draggedPx: number,
  drawerHeightPx: number,
  velocityPxPerMs: number,
): boolean {
  if (draggedPx <= 0) return false;
  if (velocityPxPerMs > DRAWER_VELOCITY_THRESHOLD) return true;
  return draggedPx >= drawerHeightPx * DRAWER_CLOSE_THRESHOLD;
}
