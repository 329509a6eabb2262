/**
 * The info box rules the browser applies (core `selectInfoBox`, the `dismissedInfoBoxes` record),
 * loaded on demand: reading the stored record needs its schema, which stays out of the page's
 * first download.
 */
import { parseDismissedInfoBoxes } from '@reelhouse/core/site-content/dismissals-schema';
import { recordInfoBoxDismissal, selectInfoBox } from '@reelhouse/core/site-content/info-box';
import type { InfoBox } from '@reelhouse/core/site-content/info-box-schema';
import { STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { readDismissals, saveDismissals } from './dismissals-store';

const KEY = STORAGE_KEYS.dismissedInfoBoxes;

/** The box to show, given the stored dismissals' text (null when none are stored). */
export function chooseInfoBox(
  boxes: readonly InfoBox[],
  stored: string | null,
  nowMs: number,
): InfoBox | null {
  return selectInfoBox(boxes, parseDismissedInfoBoxes(stored), nowMs);
}

/** Records that the visitor closed `box` now. */
export function dismissInfoBox(box: InfoBox, nowMs: number): void {
  const dismissed = parseDismissedInfoBoxes(readDismissals(KEY));
  saveDismissals(KEY, recordInfoBoxDismissal(dismissed, box.id, nowMs));
}
