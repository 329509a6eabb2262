/**
 * The home page's info boxes as markup: every candidate, the one shown visible and the others
 * hidden, each marked with its id and whether it is dismissible (the page's script reads both).
 * Drawn by the server as HTML and by the browser once the boxes' code has loaded: the same markup.
 */
import type { InfoBox } from '@reelhouse/core/site-content/info-box-schema';
import { InfoBoxCard } from './info-box-card';

interface InfoBoxItemsProps {
  boxes: readonly InfoBox[];
  shown: InfoBox | null;
  /** absent in the server's markup */
  onDismiss?: (box: InfoBox) => void;
}

export function InfoBoxItems({ boxes, shown, onDismiss }: InfoBoxItemsProps) {
  return boxes.map((box, index) => (
    <div
      // Ids are unique in a valid file; the index keeps a duplicated one from confusing React.
      key={`${String(index)}:${box.id}`}
      data-info-box-id={box.id}
      data-dismissible={String(box.dismissible)}
      hidden={box !== shown}
    >
      <InfoBoxCard
        box={box}
        {...(onDismiss
          ? {
              onDismiss: () => {
                onDismiss(box);
              },
            }
          : {})}
      />
    </div>
  ));
}
