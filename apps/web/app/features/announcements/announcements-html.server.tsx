/**
 * The markup the server sends for what the page shows before (or without) its code: the info
 * boxes (the first candidate shown; the page's script corrects that before the first paint) and
 * the house ad when no ad is configured.
 */
import type { InfoBox } from '@reelhouse/core/site-content/info-box-schema';
import { renderToStaticMarkup } from 'react-dom/server';
import { AdSection } from './ad-section';
import { HouseAd } from './house-ad';
import { InfoBoxItems } from './info-box-items';

export function renderInfoBoxesHtml(boxes: readonly InfoBox[]): string {
  if (boxes.length === 0) return '';
  return renderToStaticMarkup(<InfoBoxItems boxes={boxes} shown={boxes[0] ?? null} />);
}

export function renderHouseAdHtml(monthlyViews: number | null): string {
  return renderToStaticMarkup(
    <AdSection>
      <HouseAd monthlyViews={monthlyViews} isAlone />
    </AdSection>,
  );
}
