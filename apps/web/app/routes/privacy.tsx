/** /privacy: what is stored and for how long, from the content folder (pages/privacy.md). */
import { buildSitePageMeta } from '~/features/site-pages/site-page-meta';
import { SitePageArticle } from '~/features/site-pages/site-page-article';
import { loadSitePage } from '~/features/site-pages/site-page.server';
import { NotFoundPage } from '~/features/errors/not-found-page';
import type { Route } from './+types/privacy';

export function loader({ context }: Route.LoaderArgs) {
  return loadSitePage(context, 'privacy', '/privacy');
}

export function meta({ loaderData }: Route.MetaArgs) {
  return buildSitePageMeta(loaderData);
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  if (!loaderData.page) return <NotFoundPage />;
  return <SitePageArticle page={loaderData.page} />;
}
