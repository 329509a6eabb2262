/**
 * Where the home page's info box goes, above the title. The server renders the boxes that could
 * show (the first visible, the others hidden) and a small script hides, before the first paint,
 * what this browser dismissed, so the box never appears or vanishes after the page is drawn. The
 * box's code (its rules, icons and the dismissal record) loads only when there is a box.
 */
import type { InfoBox } from '@reelhouse/core/site-content/info-box-schema';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { INFO_BOX_SCRIPT } from './info-box-script';

const InfoBoxList = lazy(() => import('./info-box-list'));

const noSubscription = () => () => undefined;

/**
 * True on the server and while the page hydrates: the script belongs to the server's HTML only (a
 * script React adds later never runs, and the boxes are then drawn from storage directly).
 */
function useIsServerHtml(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

export function InfoBoxSlot({ boxes }: { boxes: InfoBox[] }) {
  const isServerHtml = useIsServerHtml();
  if (boxes.length === 0) return null;
  return (
    <>
      <div data-testid="info-boxes">
        <Suspense fallback={null}>
          <InfoBoxList boxes={boxes} />
        </Suspense>
      </div>
      {isServerHtml ? <script dangerouslySetInnerHTML={{ __html: INFO_BOX_SCRIPT }} /> : null}
    </>
  );
}
