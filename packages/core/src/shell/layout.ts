/**
 * Rules of the site's shell (spec sections 2 "Shell" and 9): when the floating menu changes its
 * buttons, which footer tagline shows, and what counts as a mobile screen.
 */

/** Widths below this many CSS pixels are "mobile": bottom bar instead of header links. */
export const MOBILE_MAX_WIDTH_PX = 700;

/** Past this scroll offset (px) the floating menu's chat icon becomes scroll-to-top. */
export const SCROLL_TO_TOP_AFTER_PX = 500;

/** Past this scroll offset (px) the floating menu shows the messaging-group link. */
export const MESSAGING_LINK_AFTER_PX = 550;

/** The scroll handler's debounce, in milliseconds. */
export const SCROLL_DEBOUNCE_MS = 50;

/** What the floating menu shows for a given vertical scroll offset. */
export interface FloatingMenuState {
  /** true: the round button scrolls to the top; false: it links to the chat community. */
  showScrollToTop: boolean;
  /** whether the messaging-group link is shown */
  showMessagingLink: boolean;
}

/**
 * @param scrollY vertical scroll offset in CSS pixels (negative values, from overscroll, count as 0)
 * @returns the floating menu's state; both thresholds are exclusive ("after scrolling past")
 */
export function getFloatingMenuState(scrollY: number): FloatingMenuState {
  const offset = Number.isFinite(scrollY) ? Math.max(0, scrollY) : 0;
  return {
    showScrollToTop: offset > SCROLL_TO_TOP_AFTER_PX,
    showMessagingLink: offset > MESSAGING_LINK_AFTER_PX,
  };
}

/** The two footer taglines; one is chosen at random, 50% each. */
export const FOOTER_TAGLINES = [
  'Made with care for people who love stories.',
  'Find something good to watch tonight.',
] as const;

/** Index into {@link FOOTER_TAGLINES}. */
export type TaglineIndex = 0 | 1;

/**
 * Picks a footer tagline.
 * @param random a number in [0, 1), e.g. from Math.random(); values outside are clamped
 * @returns 0 for [0, 0.5), 1 for [0.5, 1): each tagline with probability one half
 */
export function pickTaglineIndex(random: number): TaglineIndex {
  return random < 0.5 ? 0 : 1;
}
