/**
 * /advertise: the operator's text (contact, chat invite), the site's real audience from its own
 * page-view counts, or no figure at all (scope.md point 5), and the ad specs from core.
 */
import { AdSpecs, AudienceFigure } from '~/features/site-pages/advertise-details';
import { RelatedLinks } from '~/features/site-pages/related-links';
import { buildSitePageMeta } from '~/features/site-pages/site-page-meta';
import { SitePageArticle } from '~/features/site-pages/site-page-article';
import { answerSitePage, readAudience, readSitePage } from '~/features/site-pages/site-page.server';
import { NotFoundPage } from '~/features/errors/not-found-page';
import type { Route } from './+types/advertise';

export async function loader({ context }: Route.LoaderArgs) {
  return answerSitePage({
    ...readSitePage(context, 'advertise', '/advertise'),
    audience: await readAudience(context),
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return buildSitePageMeta(loaderData);
}

export default function Advertise({ loaderData }: Route.ComponentProps) {
  const { page, audience } = loaderData;
  if (!page) return <NotFoundPage />;
  return (
    <SitePageArticle page={page} lead={<AudienceFigure audience={audience} />}>
      <AdSpecs />
      <RelatedLinks
        title="More about ads here"
        links={[
          { label: 'Why we have ads', to: '/ads' },
          { label: 'Become a partner', to: '/partners/submit' },
        ]}
      />
    </SitePageArticle>
  );
}
