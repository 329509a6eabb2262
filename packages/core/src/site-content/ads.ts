/**
 * Which ad a slot shows (spec section 4): only inside its date window, weighted by priority, and
 * not for the rest of the visitor's local day once closed. Randomness is a parameter.
 */
import type { Ad } from './ad-schema';
import type { DismissedAds } from './dismissals';
import { isDateOnly, parseInstantMs } from './time-window';

/** The moment of the choice: an instant and the visitor's local day at that instant. */
export interface AdClock {
  /** ms since the epoch */
  nowMs: number;
  /** 'YYYY-MM-DD' in the visitor's time zone, from `toLocalDateString` */
  localDate: string;
}

function isAfterStart(start: string, clock: AdClock): boolean {
  if (isDateOnly(start)) return clock.localDate >= start;
  const startMs = parseInstantMs(start);
  return startMs !== null && clock.nowMs >= startMs;
}

function isBeforeEnd(end: string, clock: AdClock): boolean {
  if (isDateOnly(end)) return clock.localDate <= end;
  const endMs = parseInstantMs(end);
  return endMs !== null && clock.nowMs < endMs;
}

/**
 * Whether the ad's campaign runs now.
 * @returns true when no bound excludes it: date bounds are whole local days, both inclusive
 *   ('2025-03-01' to '2025-03-03' runs three days); date-time bounds are [start, end)
 */
export function isAdInDateWindow(ad: Ad, clock: AdClock): boolean {
  if (ad.startDate !== undefined && !isAfterStart(ad.startDate, clock)) return false;
  return ad.endDate === undefined || isBeforeEnd(ad.endDate, clock);
}

/** Whether the visitor closed this ad earlier on the same local day. */
export function isAdDismissedToday(ad: Ad, dismissed: DismissedAds, localDate: string): boolean {
  return Object.hasOwn(dismissed, ad.id) && dismissed[ad.id] === localDate;
}

/** The ads that may show now: in their window and not closed today, in file order. */
export function getEligibleAds(ads: readonly Ad[], dismissed: DismissedAds, clock: AdClock): Ad[] {
  return ads.filter(
    (ad) => isAdInDateWindow(ad, clock) && !isAdDismissedToday(ad, dismissed, clock.localDate),
  );
}

/**
 * Picks one ad with probability priority / sum of priorities.
 * @param random a number in [0, 1); values outside are clamped, NaN counts as 0
 * @returns null for an empty list
 */
export function pickWeightedAd(ads: readonly Ad[], random: number): Ad | null {
  const total = ads.reduce((sum, ad) => sum + ad.priority, 0);
  const unit = Number.isNaN(random) ? 0 : Math.min(Math.max(random, 0), 1);
  let remaining = unit * total;
  for (const ad of ads) {
    if (remaining < ad.priority) return ad;
    remaining -= ad.priority;
  }
  // Reached only when random is 1 (clamped) or by rounding: the last ad owns the top of the range.
  return ads.at(-1) ?? null;
}

/**
 * Fills ad slots (the home page has two) with different ads.
 * @param randoms one number in [0, 1) per slot
 * @returns one ad per slot while eligible ads remain, each chosen by weight among those not yet
 *   placed; shorter than `randoms` when there are fewer eligible ads than slots
 */
export function pickAdsForSlots(
  ads: readonly Ad[],
  dismissed: DismissedAds,
  clock: AdClock,
  randoms: readonly number[],
): Ad[] {
  let pool = getEligibleAds(ads, dismissed, clock);
  const chosen: Ad[] = [];
  for (const random of randoms) {
    const ad = pickWeightedAd(pool, random);
    if (ad === null) break;
    chosen.push(ad);
    pool = pool.filter((candidate) => candidate !== ad);
  }
  return chosen;
}

/**
 * Records that the visitor closed an ad today.
 * @param localDate the visitor's local day 'YYYY-MM-DD'
 * @returns a new record holding today's dismissals only (older days no longer matter)
 */
export function recordAdDismissal(
  dismissed: DismissedAds,
  adId: string,
  localDate: string,
): DismissedAds {
  const today = Object.entries(dismissed).filter(([, date]) => date === localDate);
  return Object.fromEntries([...today, [adId, localDate]]);
}
