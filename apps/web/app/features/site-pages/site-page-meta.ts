/** Title, description and canonical URL of a site page; a missing page is a noindex 404. */
import type { MetaDescriptor } from 'react-router';
import type { SitePage } from '~/load-context';
import { buildMeta, SITE_NAME } from '~/lib/seo';

export function buildSitePageMeta(
  loaderData: { page: SitePage | null; canonical: string } | undefined,
): MetaDescriptor[] {
  if (!loaderData?.page) {
    return [{ title: `Page Not Found | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
  }
  return buildMeta({
    title: loaderData.page.title,
    description: loaderData.page.description,
    url: loaderData.canonical,
  });
}
