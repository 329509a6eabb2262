/**
 * The home page's info boxes once their code has loaded (spec sections 3 and 4): the first
 * visible box shows (core `selectInfoBox`), a closed one is recorded in `dismissedInfoBoxes` and
 * the next visible one, if any, takes its place. Loaded on demand.
 */
import { recordInfoBoxDismissal, selectInfoBox } from '@reelhouse/core/site-content/info-box';
import type { InfoBox } from '@reelhouse/core/site-content/info-box-schema';
import { STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { useState } from 'react';
import { parseDismissedInfoBoxes } from '@reelhouse/core/site-content/dismissals';
import { readDismissals, saveDismissals, useStoredDismissals } from './dismissals-store';
import { InfoBoxItems } from './info-box-items';

const KEY = STORAGE_KEYS.dismissedInfoBoxes;

/** Records that the visitor closed `box` now. */
export function dismissInfoBox(box: InfoBox): void {
  const dismissed = parseDismissedInfoBoxes(readDismissals(KEY));
  saveDismissals(KEY, recordInfoBoxDismissal(dismissed, box.id, Date.now()));
}

export default function InfoBoxList({ boxes }: { boxes: InfoBox[] }) {
  // Rendered after hydration only: the stored record is read at once.
  const stored = useStoredDismissals(KEY) ?? null;
  // Expiry is judged as the page opens; a box expiring while it is read stays.
  const [openedAtMs] = useState(Date.now);
  const shown = selectInfoBox(boxes, parseDismissedInfoBoxes(stored), openedAtMs);
  return <InfoBoxItems boxes={boxes} shown={shown} onDismiss={dismissInfoBox} />;
}
