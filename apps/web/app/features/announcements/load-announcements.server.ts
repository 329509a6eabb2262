/**
 * The home page's info boxes, ads and audience figure, read in process from the content folder.
 * The server narrows the boxes to those the browser could show; the browser, which knows the
 * visitor's dismissals and local day, makes every final choice.
 */
import { isInfoBoxVisible } from '@reelhouse/core/site-content/info-box';
import type { InfoBox } from '@reelhouse/core/site-content/info-box-schema';
import type { ReelhouseLoadContext } from '~/load-context';
import type { HomeAnnouncements } from './announcements-data';
import { renderHouseAdHtml, renderInfoBoxesHtml } from './announcements-html.server';
import { INFO_BOX_SCRIPT } from './info-box-script';

/**
 * The boxes a visitor could still be shown at `nowMs`: not expired, in file order, cut after the
 * first box that is not dismissible (it always shows, so nothing after it can).
 */
export function selectInfoBoxCandidates(boxes: readonly InfoBox[], nowMs: number): InfoBox[] {
  const candidates: InfoBox[] = [];
  for (const box of boxes) {
    if (!isInfoBoxVisible(box, {}, nowMs)) continue;
    candidates.push(box);
    if (!box.dismissible) break;
  }
  return candidates;
}

async function readMonthlyViews(context: ReelhouseLoadContext): Promise<number | null> {
  try {
    const audience = await context.content?.audience();
    const views = audience?.monthlyViews;
    return views !== undefined && Number.isFinite(views) && views > 0 ? views : null;
  } catch (error) {
    context.logger.warn({ err: error }, 'audience figures could not be read');
    return null;
  }
}

export async function loadHomeAnnouncements(
  context: ReelhouseLoadContext,
  nowMs: number = Date.now(),
): Promise<HomeAnnouncements> {
  const { content } = context;
  // Servers started without a content folder (some tests) announce nothing but the house ad.
  const infoBoxes = content ? selectInfoBoxCandidates(content.infoBoxes(), nowMs) : [];
  const ads = content ? content.ads() : [];
  const monthlyViews = await readMonthlyViews(context);
  return {
    infoBoxes,
    infoBoxHtml: renderInfoBoxesHtml(infoBoxes),
    infoBoxScript: infoBoxes.length > 0 ? INFO_BOX_SCRIPT : '',
    ads,
    monthlyViews,
    houseAdHtml: ads.length === 0 ? renderHouseAdHtml(monthlyViews) : '',
  };
}
