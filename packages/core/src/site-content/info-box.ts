/**
 * Whether the home page's info box shows (spec section 4): hidden once dismissed or past expiresAt.
 */
import type { DismissedInfoBoxes } from './dismissals';
import type { InfoBox } from './info-box-schema';
import { isWithinWindow } from './time-window';

/**
 * @param dismissed the dismissedInfoBoxes record
 * @param nowMs ms since the epoch
 * @returns false past expiresAt (exclusive bound) or with an unreadable expiresAt; false when a
 *   dismissible box was dismissed; a box made non-dismissible ignores an old dismissal
 */
export function isInfoBoxVisible(
  box: InfoBox,
  dismissed: DismissedInfoBoxes,
  nowMs: number,
): boolean {
  if (!isWithinWindow(nowMs, undefined, box.expiresAt)) return false;
  return !(box.dismissible && Object.hasOwn(dismissed, box.id));
}

/**
 * The box the home page shows.
 * @returns the first visible box of the list, or null when none is
 */
export function selectInfoBox(
  boxes: readonly InfoBox[],
  dismissed: DismissedInfoBoxes,
  nowMs: number,
): InfoBox | null {
  return boxes.find((box) => isInfoBoxVisible(box, dismissed, nowMs)) ?? null;
}

/**
 * Records that the visitor closed a box.
 * @param nowMs ms since the epoch, stored as the dismissal time
 * @returns a new record; the input is not changed
 */
export function recordInfoBoxDismissal(
  dismissed: DismissedInfoBoxes,
  boxId: string,
  nowMs: number,
): DismissedInfoBoxes {
  return { ...dismissed, [boxId]: nowMs };
}
