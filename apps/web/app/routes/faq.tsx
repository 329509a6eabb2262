/** /faq: the questions visitors ask, from the content folder (pages/faq.md). */
import { buildSitePageMeta } from '~/features/site-pages/site-page-meta';
import { SitePageArticle } from '~/features/site-pages/site-page-article';
import { loadSitePage } from '~/features/site-pages/site-page.server';
import { NotFoundPage } from '~/features/errors/not-found-page';
import type { Route } from './+types/faq';

export function loader({ context }: Route.LoaderArgs) {
  return loadSitePage(context, 'faq', '/faq');
}

export function meta({ loaderData }: Route.MetaArgs) {
  return buildSitePageMeta(loaderData);
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  if (!loaderData.page) return <NotFoundPage />;
  return <SitePageArticle page={loaderData.page} />;
}
