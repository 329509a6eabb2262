/**
 * The home page's info box, above the title (spec sections 3 and 4): the first visible box shows,
 * styled and announced by its type, with a close button when dismissible; a closed box is recorded
 * in `dismissedInfoBoxes` and the next visible one, if any, takes its place.
 *
 * The server renders every box that could show (the first visible, the others hidden) and a small
 * script after them hides, before the first paint, what this browser dismissed: nothing appears
 * or vanishes once the page is drawn. Hydration keeps that; the rules (and the record's schema)
 * load after it and agree. On a client-side visit the box waits for the rules instead.
 */
import type { InfoBox } from '@reelhouse/core/site-content/info-box-schema';
import { STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useStoredDismissals } from './dismissals-store';
import { InfoBoxCard } from './info-box-card';
import { INFO_BOX_SCRIPT } from './info-box-script';
import type * as rulesModule from './info-box-rules';

type InfoBoxRules = typeof rulesModule;

let loadedRules: InfoBoxRules | null = null;

function loadRules(): Promise<InfoBoxRules> {
  return import('./info-box-rules').then((rules) => (loadedRules = rules));
}

/** The rules once loaded (at once when an earlier page loaded them). */
function useInfoBoxRules(isNeeded: boolean): InfoBoxRules | null {
  const [rules, setRules] = useState(() => loadedRules);
  useEffect(() => {
    if (!isNeeded || rules !== null) return;
    let isCurrent = true;
    void loadRules().then((loaded) => {
      if (isCurrent) setRules(loaded);
    });
    return () => {
      isCurrent = false;
    };
  }, [isNeeded, rules]);
  return rules;
}

const noSubscription = () => () => undefined;

/** True on the server and while the page hydrates: what the server's HTML and script drew. */
function useIsServerHtml(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

export function InfoBoxSlot({ boxes }: { boxes: InfoBox[] }) {
  const isServerHtml = useIsServerHtml();
  // Whether this slot came with the page (hydrated) rather than a client-side visit.
  const [cameWithPage] = useState(isServerHtml);
  const rules = useInfoBoxRules(boxes.length > 0);
  const stored = useStoredDismissals(STORAGE_KEYS.dismissedInfoBoxes);
  // Expiry is judged as the page opens; a box expiring while it is read stays.
  const [openedAtMs] = useState(Date.now);
  if (boxes.length === 0) return null;
  let shown: InfoBox | null;
  if (rules !== null && stored !== undefined) {
    shown = rules.chooseInfoBox(boxes, stored, openedAtMs);
  } else if (cameWithPage) {
    // What the server drew (the script already applied this browser's dismissals), kept as is.
    shown = boxes[0] ?? null;
  } else {
    return null;
  }
  return (
    <>
      <div data-testid="info-boxes">
        {boxes.map((box, index) => (
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
                void loadRules().then((loaded) => {
                  loaded.dismissInfoBox(box, Date.now());
                });
              }}
            />
          </div>
        ))}
      </div>
      {isServerHtml ? (
        // The server's HTML only: React never runs a script it adds itself. Hydration need not
        // compare its text (React never patches a script).
        <script dangerouslySetInnerHTML={{ __html: INFO_BOX_SCRIPT }} suppressHydrationWarning />
      ) : null}
    </>
  );
}
