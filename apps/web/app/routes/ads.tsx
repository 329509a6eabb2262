/**
 * /ads: 'Why We Now Have Ads' (spec section 2), the operator's text, with the ways to support the
 * site without ads (/donate, /partners/submit) and the advertiser's page.
 */
import { RelatedLinks } from '~/features/site-pages/related-links';
import { buildSitePageMeta } from '~/features/site-pages/site-page-meta';
import { SitePageArticle } from '~/features/site-pages/site-page-article';
import { loadSitePage } from '~/features/site-pages/site-page.server';
import { NotFoundPage } from '~/features/errors/not-found-page';
import type { Route } from './+types/ads';

export function loader({ context }: Route.LoaderArgs) {
  return loadSitePage(context, 'ads', '/ads');
}

export function meta({ loaderData }: Route.MetaArgs) {
  return buildSitePageMeta(loaderData);
}

export default function Ads({ loaderData }: Route.ComponentProps) {
  if (!loaderData.page) return <NotFoundPage />;
  return (
    <SitePageArticle page={loaderData.page}>
      <RelatedLinks
        title="Other ways to help"
        links={[
          { label: 'Donate', to: '/donate' },
          { label: 'Become a partner', to: '/partners/submit' },
          { label: 'Advertise here', to: '/advertise' },
        ]}
      />
    </SitePageArticle>
  );
}
