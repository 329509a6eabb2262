/**
 * Where a title streams, rents or sells elsewhere: TMDB's watch providers
 * (`/movie/{id}/watch/providers`, `/tv/{id}/watch/providers`), whose data comes from JustWatch.
 * TMDB asks that JustWatch be credited wherever the data is shown; the link of each region leads
 * to TMDB's page of the title's offers there.
 */
import type { RegionOffers, WatchProvider } from './watch-providers-schema';

export type { RegionOffers, WatchProvider, WatchProviders } from './watch-providers-schema';

/** The credit TMDB requires beside its watch-provider data. */
export const JUSTWATCH_ATTRIBUTION = 'Streaming data from JustWatch';
export const JUSTWATCH_URL = 'https://www.justwatch.com/';

/** The groups a region's offers are shown in, in this order. */
export const OFFER_GROUPS = [
  { label: 'Stream', kinds: ['flatrate', 'free', 'ads'] },
  { label: 'Rent', kinds: ['rent'] },
  { label: 'Buy', kinds: ['buy'] },
] as const satisfies readonly { label: string; kinds: readonly (keyof RegionOffers)[] }[];

/** One group of a region's offers, providers in TMDB's display order, each once. */
export interface OfferGroup {
  label: (typeof OFFER_GROUPS)[number]['label'];
  providers: WatchProvider[];
}

/** @returns the non-empty groups of a region's offers */
export function groupOffers(offers: RegionOffers): OfferGroup[] {
  return OFFER_GROUPS.flatMap((group) => {
    const seen = new Set<number>();
    const providers = group.kinds
      .flatMap((kind) => offers[kind])
      .filter((provider) => !seen.has(provider.provider_id) && seen.add(provider.provider_id))
      .sort((a, b) => (a.display_priority ?? 999) - (b.display_priority ?? 999));
    return providers.length === 0 ? [] : [{ label: group.label, providers }];
  });
}

/**
 * The region to show first: the browser's own (the region part of its language tag, 'en-GB' →
 * 'GB'), else 'US', else the first region with offers, in code order.
 * @param languages the browser's languages, most preferred first
 * @returns null when no region has offers
 */
export function pickRegion(
  languages: readonly string[],
  regions: readonly string[],
): string | null {
  const available = new Set(regions);
  for (const language of languages) {
    const region = /^[a-z]{2,3}(?:-[A-Za-z]{4})?-([A-Za-z]{2})\b/i.exec(language)?.[1];
    if (region !== undefined && available.has(region.toUpperCase())) return region.toUpperCase();
  }
  if (available.has('US')) return 'US';
  return [...regions].sort()[0] ?? null;
}
