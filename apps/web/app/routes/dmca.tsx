/** /dmca: how to send a copyright notice, from the content folder (pages/dmca.md). */
import { buildSitePageMeta } from '~/features/site-pages/site-page-meta';
import { SitePageArticle } from '~/features/site-pages/site-page-article';
import { loadSitePage } from '~/features/site-pages/site-page.server';
import { NotFoundPage } from '~/features/errors/not-found-page';
import type { Route } from './+types/dmca';

export function loader({ context }: Route.LoaderArgs) {
  return loadSitePage(context, 'dmca', '/dmca');
}

export function meta({ loaderData }: Route.MetaArgs) {
  return buildSitePageMeta(loaderData);
}

export default function Dmca({ loaderData }: Route.ComponentProps) {
  if (!loaderData.page) return <NotFoundPage />;
  return <SitePageArticle page={loaderData.page} />;
}
