/**
 * The home page's info boxes (spec sections 3 and 4): the first visible one shows (core
 * `selectInfoBox`), styled and announced by its type, with a close button when dismissible; a
 * closed box is recorded in `dismissedInfoBoxes` and the next visible one, if any, takes its place.
 * Every candidate stays in the page, hidden, so the server's HTML and the script agree with it.
 */
import { recordInfoBoxDismissal, selectInfoBox } from '@reelhouse/core/site-content/info-box';
import type { InfoBox } from '@reelhouse/core/site-content/info-box-schema';
import { parseDismissedInfoBoxes } from '@reelhouse/core/site-content/dismissals-schema';
import { STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { useState } from 'react';
import { InfoBoxCard } from './info-box-card';
import { readDismissals, saveDismissals, useStoredDismissals } from './dismissals-store';

const KEY = STORAGE_KEYS.dismissedInfoBoxes;

function dismiss(box: InfoBox): void {
  const dismissed = parseDismissedInfoBoxes(readDismissals(KEY));
  saveDismissals(KEY, recordInfoBoxDismissal(dismissed, box.id, Date.now()));
}

export default function InfoBoxList({ boxes }: { boxes: InfoBox[] }) {
  const stored = useStoredDismissals(KEY);
  // Expiry is judged once, as the page opens; a box expiring while it is read stays.
  const [openedAtMs] = useState(Date.now);
  // While the page hydrates: the server's choice (the script already applied this browser's).
  const shown =
    stored === undefined
      ? (boxes[0] ?? null)
      : selectInfoBox(boxes, parseDismissedInfoBoxes(stored), openedAtMs);
  return boxes.map((box, index) => (
    <div
      // Ids are unique in a valid file; the index keeps a duplicated one from confusing React.
      key={`${String(index)}:${box.id}`}
      data-info-box-id={box.id}
      data-dismissible={String(box.dismissible)}
      hidden={box !== shown}
      // The page's script may have changed `hidden` before hydration; the next render sets it.
      suppressHydrationWarning
    >
      <InfoBoxCard
        box={box}
        onDismiss={() => {
          dismiss(box);
        }}
      />
    </div>
  ));
}
