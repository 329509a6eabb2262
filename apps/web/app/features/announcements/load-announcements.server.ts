/**
 * The home page's info boxes, ads and audience figure, read in process from the content folder.
 * The server narrows the boxes to those the browser could show; the browser, which knows the
 * visitor's dismissals and local day, makes every final choice.
 */
import { isInfoBoxVisible } from '@reelhouse/core/site-content/info-box';
import type { InfoBox } from '@reelhouse/core/site-content/info-box-schema';
import type { ReelhouseLoadContext } from '~/load-context';
import { NO_ANNOUNCEMENTS, type HomeAnnouncements } from './announcements-data';

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
  // Servers started without a content folder (some tests) have nothing to announce.
  if (!content) return NO_ANNOUNCEMENTS;
  return {
    infoBoxes: selectInfoBoxCandidates(content.infoBoxes(), nowMs),
    ads: content.ads(),
    monthlyViews: await readMonthlyViews(context),
  };
}
