/**
 * The load context's `content` (SiteContentReader): what loaders read of the content folder,
 * always from the last good snapshot, and the real audience from the page-view counts.
 */
import type { AudienceFigures, SiteContentReader } from '@reelhouse/web/load-context';
import type { ContentSnapshot } from './content-loader';

export interface SiteContentReaderDeps {
  snapshot: () => ContentSnapshot;
  supportEmail: string | undefined;
  btcPriceUsd: number;
  audience: () => Promise<AudienceFigures | null>;
}

export function createSiteContentReader(deps: SiteContentReaderDeps): SiteContentReader {
  return {
    page: (slug) => deps.snapshot().pages.get(slug) ?? null,
    donationAddresses: () => [...deps.snapshot().donationAddresses],
    donationStats: () => deps.snapshot().donationStats,
    btcPriceUsd: () => deps.btcPriceUsd,
    partners: () => [...deps.snapshot().partners],
    infoBoxes: () => [...deps.snapshot().infoBoxes],
    ads: () => [...deps.snapshot().ads],
    supportEmail: () => deps.supportEmail,
    audience: () => deps.audience(),
  };
}
