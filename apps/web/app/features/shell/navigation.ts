/** Link lists of the shell's menus (spec section 2, "Shell"), in the order they are shown. */
import { CATEGORIES } from '@reelhouse/core/slug/categories';
import { STREAMING_NETWORKS } from '@reelhouse/core/slug/networks';
import { href } from 'react-router';

export interface NavLink {
  label: string;
  to: string;
}

export interface NavGroup {
  title: string;
  links: NavLink[];
}

export const ACCOUNT_PATH = '/account?tab=account';

/** Collapsible groups of the menu drawer. */
export const DRAWER_GROUPS: NavGroup[] = [
  {
    title: 'Movies',
    links: [
      { label: 'All Movies', to: '/movies' },
      { label: 'Trending Movies', to: '/discover?tab=trending&type=movie' },
      { label: 'Popular Movies', to: '/discover?tab=popular&type=movie' },
    ],
  },
  {
    title: 'Series',
    links: [
      { label: 'All Series', to: '/series' },
      { label: 'Trending Series', to: '/discover?tab=trending&type=tv' },
      { label: 'Popular Series', to: '/discover?tab=popular&type=tv' },
    ],
  },
  {
    title: 'Networks',
    links: [
      ...STREAMING_NETWORKS.map((network) => ({
        label: network.name,
        to: href('/networks/:network', { network: network.slug }),
      })),
      { label: 'All Networks', to: '/networks' },
    ],
  },
  {
    title: 'Categories',
    links: [
      ...CATEGORIES.map((category) => ({
        label: category.label,
        to: href('/categories/:category', { category: category.slug }),
      })),
      { label: 'All Categories', to: '/categories' },
    ],
  },
];

/** Quick links below the drawer's groups. */
export const DRAWER_QUICK_LINKS: NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Account', to: ACCOUNT_PATH },
  { label: 'Settings', to: '/account?tab=player' },
  { label: '4k Setup', to: '/4k' },
  { label: 'Stats', to: '/stats' },
  { label: 'History', to: '/history' },
  { label: 'Bookmarks', to: '/bookmarks' },
];

/** Links of the floating menu at the bottom right. */
export const FLOATING_MENU_LINKS: NavLink[] = [
  { label: 'Account', to: ACCOUNT_PATH },
  { label: 'Categories', to: '/categories' },
  { label: 'Bookmarks', to: '/bookmarks' },
  { label: 'Netflix & Others', to: '/networks' },
];

/** Footer links shown only on extra-large screens. */
export const FOOTER_XL_LINKS: NavLink[] = [
  { label: 'History', to: '/history' },
  { label: 'DMCA', to: '/dmca' },
  { label: 'Disclaimer', to: '/disclaimer' },
  { label: 'Terms', to: '/tos' },
  { label: 'Partners', to: '/partners' },
];

/** Footer links shown at every width, beside the chat link. */
export const FOOTER_LINKS: NavLink[] = [
  { label: 'FAQ', to: '/faq' },
  { label: 'Privacy', to: '/privacy' },
  { label: 'Advertise', to: '/advertise' },
  { label: 'Credits', to: '/credits' },
];
