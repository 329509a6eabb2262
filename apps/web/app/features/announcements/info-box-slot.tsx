/**
 * The home page's info box, above the title. The server sends the boxes that could show as
 * markup (the first visible, the others hidden) and a small script after them hides, before the
 * first paint, what this browser dismissed: nothing appears or vanishes once the page is drawn.
 * The page keeps that markup as it hydrates; the boxes' code (their rules, icons and close
 * buttons) loads afterwards, only when there are boxes, and takes over with the same markup. On a
 * client-side visit the box waits for that code instead.
 */
import type { InfoBox } from '@reelhouse/core/site-content/info-box-schema';
import { lazy, startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const InfoBoxList = lazy(() => import('./info-box-list'));

const noSubscription = () => () => undefined;

/** True on the server and while the page hydrates: what the server's HTML and script drew. */
function useIsServerHtml(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/** The box whose close button received a click in the server's markup, if any. */
function findClosedBox(target: EventTarget, boxes: readonly InfoBox[]): InfoBox | undefined {
  if (!(target instanceof Element) || target.closest('button') === null) return undefined;
  const id = target.closest('[data-info-box-id]')?.getAttribute('data-info-box-id');
  return boxes.find((box) => box.id === id);
}

interface InfoBoxSlotProps {
  boxes: InfoBox[];
  /** the server's markup of `boxes` */
  html: string;
  /** the script that corrects it before the first paint (`INFO_BOX_SCRIPT`) */
  script: string;
}

export function InfoBoxSlot({ boxes, html, script }: InfoBoxSlotProps) {
  const isServerHtml = useIsServerHtml();
  // Whether this slot came with the page (hydrated) rather than with a client-side visit.
  const [cameWithPage] = useState(isServerHtml);
  const [isListWanted, setListWanted] = useState(false);
  const hasBoxes = boxes.length > 0;
  useEffect(() => {
    // A transition: what is on screen stays until the boxes' code has arrived.
    if (hasBoxes) startTransition(() => setListWanted(true));
  }, [hasBoxes]);
  if (!hasBoxes) return null;
  const isListShown = isListWanted && !isServerHtml;
  if (!isListShown && !cameWithPage) return null;
  return (
    <>
      {isListShown ? (
        <div key="list" data-testid="info-boxes">
          <InfoBoxList boxes={boxes} />
        </div>
      ) : (
        <div
          key="server"
          data-testid="info-boxes"
          dangerouslySetInnerHTML={{ __html: html }}
          // The page's script changed which box is hidden before hydration; React keeps it.
          suppressHydrationWarning
          // A close button pressed before the boxes' code arrived: recorded once it has.
          onClick={(event) => {
            const box = findClosedBox(event.target, boxes);
            if (box) void import('./info-box-list').then((list) => list.dismissInfoBox(box));
          }}
        />
      )}
      {isServerHtml ? (
        // The server's HTML only: React never runs a script it adds itself. Hydration need not
        // compare its text (React never patches a script).
        <script dangerouslySetInnerHTML={{ __html: script }} suppressHydrationWarning />
      ) : null}
    </>
  );
}
