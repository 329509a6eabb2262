/**
 * Toast constants of the spec (section 9). They match sonner's own defaults; the web app passes the
 * configurable ones explicitly so that a library upgrade cannot change them silently.
 */
export const TOAST_DURATION_MS = 4000;
export const TOAST_MAX_VISIBLE = 3;
export const TOAST_WIDTH_PX = 356;
export const TOAST_GAP_PX = 14;
export const TOAST_SWIPE_THRESHOLD_PX = 45;
export const TOAST_REMOVAL_DELAY_MS = 200;
