/**
 * The home page's two ad slots, below the fold. Without any ad configured the first slot shows the
 * house ad, sent by the server as markup (no code), and the second is left out: one invitation is
 * enough. With ads, the choice needs the visitor's local day and dismissals, so it is made in the
 * browser after hydration; its code (the rules and the dismissal record) loads only then.
 */
import { lazy, Suspense } from 'react';
import { useIsHydrated } from '~/lib/use-is-hydrated';
import type { ServedAd } from '~/load-context';

const AdPicks = lazy(() => import('./ad-picks'));

interface AdSlotsProps {
  ads: ServedAd[];
  monthlyViews: number | null;
  /** the server's markup of the house ad, for a site without ads */
  houseAdHtml: string;
}

export function AdSlots({ ads, monthlyViews, houseAdHtml }: AdSlotsProps) {
  const isHydrated = useIsHydrated();
  if (ads.length === 0) return <div dangerouslySetInnerHTML={{ __html: houseAdHtml }} />;
  if (!isHydrated) return null;
  return (
    <Suspense fallback={null}>
      <AdPicks ads={ads} monthlyViews={monthlyViews} />
    </Suspense>
  );
}
