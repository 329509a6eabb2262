/**
 * The house ad: what an ad slot shows when no ad is eligible. It invites advertisers to /advertise
 * (and explains the ads at /ads) with the site's real audience, counted by the server; without a
 * figure it makes the invitation alone, never with a number it does not have. Plain links: the
 * server sends it as markup the page does not hydrate (its code stays out of the first download).
 */
import { buttonClass } from '~/components/ui/button';

const formatCount = new Intl.NumberFormat('en-US');

/** '12,345 page views in the last 30 days'; null when there is no figure to state. */
export function describeMonthlyViews(monthlyViews: number | null): string | null {
  if (monthlyViews === null || !Number.isFinite(monthlyViews) || monthlyViews <= 0) return null;
  const views = Math.floor(monthlyViews);
  return `${formatCount.format(views)} ${views === 1 ? 'page view' : 'page views'} in the last 30 days`;
}

interface HouseAdProps {
  monthlyViews: number | null;
  /** alone in the ad area: across both slots, its links beside the text on wider screens */
  isAlone?: boolean;
}

export function HouseAd({ monthlyViews, isAlone = false }: HouseAdProps) {
  const figure = describeMonthlyViews(monthlyViews);
  return (
    <div
      data-testid="house-ad"
      className={`flex h-full flex-col gap-4 rounded-lg border border-dashed border-line bg-surface-2 p-5 ${
        isAlone
          ? 'tablet:col-span-2 tablet:flex-row tablet:items-center tablet:justify-between'
          : ''
      }`}
    >
      <div className="flex max-w-2xl flex-col gap-2">
        <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Your ad here</p>
        <h2 className="text-lg font-bold">Advertise on Reelhouse</h2>
        <p className="text-sm text-ink-muted">
          Put your film, festival, service or community in front of people looking for something to
          watch. Every ad is reviewed before it runs.
        </p>
        {figure === null ? null : (
          <p data-testid="house-ad-views" className="text-sm font-semibold">
            {figure}
          </p>
        )}
      </div>
      <div
        className={`flex flex-wrap items-center gap-x-4 gap-y-2 ${isAlone ? 'tablet:shrink-0' : 'mt-auto'}`}
      >
        <a href="/advertise" className={buttonClass({ size: 'sm' })}>
          Advertise with us
        </a>
        <a
          href="/ads"
          className="text-sm font-semibold text-brand underline-offset-4 hover:underline"
        >
          Why We Now Have Ads
        </a>
      </div>
    </div>
  );
}
