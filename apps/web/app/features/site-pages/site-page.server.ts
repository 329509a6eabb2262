/**
 * Loader code shared by the site's own pages (/faq, /tos, /donate…): the page's Markdown as the
 * server rendered it, and its canonical URL. A server started without content, or a page the
 * content folder lacks, answers 404 with the not-found page rather than failing.
 */
import { data } from 'react-router';
import type { ReelhouseLoadContext, SitePage, SitePageSlug } from '~/load-context';
import { canonicalUrl } from '~/lib/seo';

export interface SitePageData {
  page: SitePage | null;
  canonical: string;
}

/** @param path the page's own address, e.g. '/faq' (the canonical URL's path) */
export function readSitePage(
  context: ReelhouseLoadContext,
  slug: SitePageSlug,
  path: string,
): SitePageData {
  return {
    page: context.content?.page(slug) ?? null,
    canonical: canonicalUrl(context.publicOrigin, path),
  };
}

/** The loader's answer: status 404 when the page is missing. */
export function answerSitePage<T extends SitePageData>(result: T) {
  return data(result, { status: result.page === null ? 404 : 200 });
}

/** The page alone, for pages that show nothing but their Markdown. */
export function loadSitePage(context: ReelhouseLoadContext, slug: SitePageSlug, path: string) {
  return answerSitePage(readSitePage(context, slug, path));
}

/**
 * The site's real page views of the last 30 days, or null when there are none to show: no
 * content reader, a read that failed, or no views counted yet (never an invented figure).
 */
export async function readAudience(context: ReelhouseLoadContext) {
  if (context.content === null) return null;
  try {
    const audience = await context.content.audience();
    return audience !== null && audience.monthlyViews > 0 ? audience : null;
  } catch (error) {
    context.logger.warn({ err: error }, 'audience read failed');
    return null;
  }
}
