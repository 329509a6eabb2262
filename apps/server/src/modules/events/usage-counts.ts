/**
 * How a usage event becomes an anonymous count: the UTC day it arrived and the category, kept
 * only for the built-in ones. A user-defined category name may be personal, so it is never
 * stored: every one counts as 'custom'.
 */
import { type BuiltInCategory, isBuiltInCategory } from '@reelhouse/core/bookmarks/categories';
import { toUtcDay } from '@reelhouse/core/site-content/time-window';
import type { BookmarkUsageEvent } from '@reelhouse/core/bookmarks/bookmark-schema';
import type { BookmarkUsageEventName } from '@reelhouse/core/bookmarks/texts';

/** The category every user-defined one is counted under. */
export const CUSTOM_CATEGORY = 'custom';

export type CountedCategory = BuiltInCategory | typeof CUSTOM_CATEGORY;

/** One counter: a UTC day ('YYYY-MM-DD'), an event name and a counted category. */
export interface UsageCountKey {
  day: string;
  name: BookmarkUsageEventName;
  category: CountedCategory;
}

/** The category an event is counted under: a built-in one as is, any other as 'custom'. */
export function getCountedCategory(category: string): CountedCategory {
  return isBuiltInCategory(category) ? category : CUSTOM_CATEGORY;
}

/** The counter an event received at `receivedAtMs` adds one to. */
export function getUsageCountKey(event: BookmarkUsageEvent, receivedAtMs: number): UsageCountKey {
  return {
    day: toUtcDay(receivedAtMs),
    name: event.name,
    category: getCountedCategory(event.category),
  };
}
