/** /partners: the operator's text, the partner sites (partners.json) and how to become one. */
import { PartnerList } from '~/features/site-pages/partner-list';
import { RelatedLinks } from '~/features/site-pages/related-links';
import { buildSitePageMeta } from '~/features/site-pages/site-page-meta';
import { SitePageArticle } from '~/features/site-pages/site-page-article';
import { answerSitePage, readSitePage } from '~/features/site-pages/site-page.server';
import { NotFoundPage } from '~/features/errors/not-found-page';
import type { Route } from './+types/partners';

export function loader({ context }: Route.LoaderArgs) {
  return answerSitePage({
    ...readSitePage(context, 'partners', '/partners'),
    partners: context.content?.partners() ?? [],
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return buildSitePageMeta(loaderData);
}

export default function Partners({ loaderData }: Route.ComponentProps) {
  const { page, partners } = loaderData;
  if (!page) return <NotFoundPage />;
  return (
    <SitePageArticle page={page}>
      <PartnerList partners={partners} />
      <RelatedLinks
        title="Work with us"
        links={[
          { label: 'Become a partner', to: '/partners/submit' },
          { label: 'Advertise here', to: '/advertise' },
        ]}
      />
    </SitePageArticle>
  );
}
