/**
 * /donate (spec section 2 "Donate"): the operator's text, an address card per coin with a copy
 * button and a QR code, and the donation stats when the operator publishes them. Donations are
 * addresses only (scope.md): nothing is paid through the site. The operator's text (pages/donate.md)
 * says that donations and ads are the only funding and that nothing is paywalled.
 */
import { DonationAddresses } from '~/features/site-pages/donation-addresses';
import { DonationStatsPanel } from '~/features/site-pages/donation-stats-panel';
import { buildSitePageMeta } from '~/features/site-pages/site-page-meta';
import { SitePageArticle } from '~/features/site-pages/site-page-article';
import { answerSitePage, readSitePage } from '~/features/site-pages/site-page.server';
import { NotFoundPage } from '~/features/errors/not-found-page';
import type { Route } from './+types/donate';

export function loader({ context }: Route.LoaderArgs) {
  const { content } = context;
  return answerSitePage({
    ...readSitePage(context, 'donate', '/donate'),
    addresses: content?.donationAddresses() ?? [],
    stats: content?.donationStats() ?? null,
    btcPriceUsd: content?.btcPriceUsd() ?? null,
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return buildSitePageMeta(loaderData);
}

export default function Donate({ loaderData }: Route.ComponentProps) {
  const { page, addresses, stats, btcPriceUsd } = loaderData;
  if (!page) return <NotFoundPage />;
  return (
    <SitePageArticle page={page}>
      <DonationAddresses addresses={addresses} />
      {stats !== null && btcPriceUsd !== null ? (
        <DonationStatsPanel stats={stats} btcPriceUsd={btcPriceUsd} />
      ) : null}
    </SitePageArticle>
  );
}
