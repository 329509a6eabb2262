/** /disclaimer: what the site is and is not, from the content folder (pages/disclaimer.md). */
import { buildSitePageMeta } from '~/features/site-pages/site-page-meta';
import { SitePageArticle } from '~/features/site-pages/site-page-article';
import { loadSitePage } from '~/features/site-pages/site-page.server';
import { NotFoundPage } from '~/features/errors/not-found-page';
import type { Route } from './+types/disclaimer';

export function loader({ context }: Route.LoaderArgs) {
  return loadSitePage(context, 'disclaimer', '/disclaimer');
}

export function meta({ loaderData }: Route.MetaArgs) {
  return buildSitePageMeta(loaderData);
}

export default function Disclaimer({ loaderData }: Route.ComponentProps) {
  if (!loaderData.page) return <NotFoundPage />;
  return <SitePageArticle page={loaderData.page} />;
}
