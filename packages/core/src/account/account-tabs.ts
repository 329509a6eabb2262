/** The account page's tabs (spec section 2 "Account"): chosen by the `tab` query parameter. */

/** The tabs, in the order the page shows them. */
export const ACCOUNT_TABS = [
  'player',
  'account',
  'appearance',
  'notifications',
  'content',
] as const;

/** One of {@link ACCOUNT_TABS}. */
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** The tab shown without (or with an unknown) `tab` parameter. */
export const DEFAULT_ACCOUNT_TAB: AccountTab = 'player';

/**
 * @param tab the `tab` query parameter, exactly as in the URL (case-sensitive)
 * @returns the tab, or 'player' when the parameter is missing or names no tab
 */
export function parseAccountTab(tab: string | null | undefined): AccountTab {
  return ACCOUNT_TABS.find((known) => known === tab) ?? DEFAULT_ACCOUNT_TAB;
}

/** @returns the link to a tab, e.g. '/account?tab=account' (where login and sign-up lead) */
export function buildAccountTabPath(tab: AccountTab): string {
  return `/account?tab=${tab}`;
}
