/** /tos: the Terms (spec section 2), from the content folder (pages/terms.md); /terms leads here. */
import { buildSitePageMeta } from '~/features/site-pages/site-page-meta';
import { SitePageArticle } from '~/features/site-pages/site-page-article';
import { loadSitePage } from '~/features/site-pages/site-page.server';
import { NotFoundPage } from '~/features/errors/not-found-page';
import type { Route } from './+types/tos';

export function loader({ context }: Route.LoaderArgs) {
  return loadSitePage(context, 'terms', '/tos');
}

export function meta({ loaderData }: Route.MetaArgs) {
  return buildSitePageMeta(loaderData);
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  if (!loaderData.page) return <NotFoundPage />;
  return <SitePageArticle page={loaderData.page} />;
}
