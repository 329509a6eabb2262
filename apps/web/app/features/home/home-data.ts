/**
 * What the home loaders send to the page: rows of card-sized items and hero slides. Shared by the
 * loaders (server) and the views, so it holds types and the tiny client-safe shapes only.
 */
import type { CardItem } from '@reelhouse/core/media/card-item';
import type { MetaDescriptor } from 'react-router';
import type { HeroSlide } from '~/components/media/hero-carousel';

/** The h1 of each media home. */
export const MEDIA_HOME_TITLES = { movie: 'Movies', tv: 'Series' } as const;

/** A row of cards. `items` is null when the catalogue failed to answer (the row offers Retry). */
export interface RowData {
  id: string;
  title: string;
  mediaType: 'movie' | 'tv' | 'all';
  items: CardItem[] | null;
}

/**
 * The page's meta tags, built by the loader (it knows the origin), so the SEO helpers stay on the
 * server and out of the page's JavaScript.
 */
export interface WithPageMeta {
  meta: MetaDescriptor[];
}

/**
 * The route's `meta`: the loader's tags, or a plain title when the loader failed (then `data`
 * is undefined and the error screen shows).
 */
export function readPageMeta(data: WithPageMeta | undefined, title: string): MetaDescriptor[] {
  return data?.meta ?? [{ title }];
}

export interface HomeData extends WithPageMeta {
  hero: HeroSlide[];
  /** 'Free to watch now': what plays here; null when nothing does (the row is left out) */
  freeToWatch: RowData | null;
  /** HOME_ROWS order; the first is 'Popular Shows and Movies', whose emptiness fails the page */
  rows: RowData[];
}

export interface MediaHomeData extends WithPageMeta {
  mediaType: 'movie' | 'tv';
  hero: HeroSlide[];
  /** the page's type of 'Free to watch now'; null when nothing plays here */
  freeToWatch: RowData | null;
  /** MEDIA_HOME_ROWS order */
  rows: RowData[];
}
