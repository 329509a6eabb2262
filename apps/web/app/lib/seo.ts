/**
 * Page metadata: title, description, canonical URL, OpenGraph and Twitter card tags, so shared
 * links preview with the title's poster. Loaders compute the absolute URLs (they know the origin).
 */
import type { MetaDescriptor } from 'react-router';
import { imageUrl } from './image';

export const SITE_NAME = 'Reelhouse';

export interface PageSeo {
  /** page title without the site name */
  title: string;
  description: string;
  /** absolute canonical URL */
  url: string;
  /** absolute URL of the preview image (OpenGraph wants a raster image) */
  image?: string | undefined;
  /** 'video.movie', 'video.tv_show', 'video.episode' or 'website' */
  type?: string;
}

/** Longest description search engines show; longer ones are cut at a word. */
const DESCRIPTION_MAX = 160;

export function shortenDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= DESCRIPTION_MAX) return clean;
  const cut = clean.slice(0, DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 80 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:]+$/, '')}…`;
}

/** Absolute URL of a page: the origin plus the path and only the query keys that matter. */
export function canonicalUrl(origin: string, pathname: string, search = ''): string {
  return `${origin}${pathname}${search}`;
}

/** Absolute OpenGraph image of a poster or backdrop path (JPEG, 500 px or 1280 px wide). */
export function previewImageUrl(
  origin: string,
  path: string | null | undefined,
  kind: 'poster' | 'backdrop',
): string | undefined {
  if (!path) return undefined;
  return `${origin}${imageUrl(path, { width: kind === 'poster' ? 500 : 1280, output: 'jpeg' })}`;
}

/** @returns the document title of a page: its title, then the site's name */
export function fullPageTitle(title: string): string {
  return `${title} | ${SITE_NAME}`;
}

export function buildMeta(seo: PageSeo): MetaDescriptor[] {
  const fullTitle = fullPageTitle(seo.title);
  const description = shortenDescription(seo.description);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: seo.url },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: seo.url },
    { property: 'og:type', content: seo.type ?? 'website' },
    { name: 'twitter:card', content: seo.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: seo.title },
    { name: 'twitter:description', content: description },
  ];
  if (seo.image) {
    tags.push(
      { property: 'og:image', content: seo.image },
      { name: 'twitter:image', content: seo.image },
    );
  }
  return tags;
}
