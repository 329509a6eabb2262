/**
 * The ads of this page view (spec section 4): two different ads among those in their date window
 * and not closed today, each chosen with probability by priority (core `pickAdsForSlots`, on the
 * visitor's local day). A closed ad is recorded in `dismissedAds` for the rest of the local day
 * and its slot is left empty; an unfilled slot shows the house ad (the first one only).
 */
import type { Ad } from '@reelhouse/core/site-content/ad-schema';
import { pickAdsForSlots, recordAdDismissal } from '@reelhouse/core/site-content/ads';
import { toLocalDateString } from '@reelhouse/core/site-content/time-window';
import { STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { useState } from 'react';
import { parseDismissedAds } from '@reelhouse/core/site-content/dismissals';
import type { ServedAd } from '~/load-context';
import { AdCard } from './ad-card';
import { AdSection } from './ad-section';
import { readDismissals, saveDismissals } from './dismissals-store';
import { HouseAd } from './house-ad';

const KEY = STORAGE_KEYS.dismissedAds;
const SLOT_COUNT = 2;

function localToday(nowMs: number): string {
  return toLocalDateString(nowMs, new Date(nowMs).getTimezoneOffset());
}

/** Drawn once per page view: this component renders only in the browser, after hydration. */
function pickAds(ads: readonly ServedAd[]): ServedAd[] {
  const nowMs = Date.now();
  const randoms = Array.from({ length: SLOT_COUNT }, () => Math.random());
  const dismissed = parseDismissedAds(readDismissals(KEY));
  const clock = { nowMs, localDate: localToday(nowMs) };
  // The rule hands back the same objects it was given: map them back to the served ads.
  const served = new Map<Ad, ServedAd>(ads.map((ad) => [ad, ad]));
  return pickAdsForSlots(ads, dismissed, clock, randoms).flatMap((ad) => served.get(ad) ?? []);
}

function dismissToday(ad: ServedAd): void {
  const dismissed = parseDismissedAds(readDismissals(KEY));
  saveDismissals(KEY, recordAdDismissal(dismissed, ad.id, localToday(Date.now())));
}

interface AdPicksProps {
  ads: ServedAd[];
  monthlyViews: number | null;
}

export default function AdPicks({ ads, monthlyViews }: AdPicksProps) {
  const [picked] = useState(() => pickAds(ads));
  const [closedIds, setClosedIds] = useState<readonly string[]>([]);
  const shown = picked.filter((ad) => !closedIds.includes(ad.id));
  const hasEmptySlot = picked.length < SLOT_COUNT;
  if (shown.length === 0 && !hasEmptySlot) return null;
  return (
    <AdSection>
      {shown.map((ad) => (
        <AdCard
          key={ad.id}
          ad={ad}
          onClose={() => {
            dismissToday(ad);
            setClosedIds((ids) => [...ids, ad.id]);
          }}
        />
      ))}
      {hasEmptySlot ? <HouseAd monthlyViews={monthlyViews} isAlone={picked.length === 0} /> : null}
    </AdSection>
  );
}
