/**
 * /partners/submit: the operator's text and the partnership form, sent to POST /api/partners
 * (checked in the browser and again by the server, stored for the operator's admin command).
 */
import { PartnerRequestForm } from '~/features/site-pages/partner-request-form';
import { buildSitePageMeta } from '~/features/site-pages/site-page-meta';
import { SitePageArticle } from '~/features/site-pages/site-page-article';
import { loadSitePage } from '~/features/site-pages/site-page.server';
import { NotFoundPage } from '~/features/errors/not-found-page';
import type { Route } from './+types/partners-submit';

export function loader({ context }: Route.LoaderArgs) {
  return loadSitePage(context, 'partners-submit', '/partners/submit');
}

export function meta({ loaderData }: Route.MetaArgs) {
  return buildSitePageMeta(loaderData);
}

export default function PartnersSubmit({ loaderData }: Route.ComponentProps) {
  if (!loaderData.page) return <NotFoundPage />;
  return (
    <SitePageArticle page={loaderData.page}>
      <PartnerRequestForm />
    </SitePageArticle>
  );
}
