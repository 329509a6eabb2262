/**
 * Which info modals a page load shows, and in what order (spec sections 4 and 9): priority, date
 * window, dismissals with weekly or monthly repeat, at most 2 per load, 250 ms apart.
 */
import type { DismissedInfoModals } from './dismissals';
import type { InfoModal, InfoModalRepeat } from './info-modal-schema';
import { isWithinWindow } from './time-window';

const MS_PER_DAY = 86_400_000;

/** A weekly modal comes back this many days after it was dismissed. */
export const INFO_MODAL_WEEKLY_DAYS = 7;

/** A monthly modal comes back this many days after it was dismissed. */
export const INFO_MODAL_MONTHLY_DAYS = 30;

/** At most this many modals are shown per page load. */
export const INFO_MODAL_MAX_PER_PAGE_LOAD = 2;

/** The next modal opens this many ms after the previous one closed. */
export const INFO_MODAL_GAP_MS = 250;

/**
 * How long after a dismissal a modal comes back.
 * @returns ms, or null for 'never' (a dismissed 'never' modal stays hidden for good)
 */
export function getInfoModalRepeatMs(repeat: InfoModalRepeat): number | null {
  if (repeat === 'weekly') return INFO_MODAL_WEEKLY_DAYS * MS_PER_DAY;
  if (repeat === 'monthly') return INFO_MODAL_MONTHLY_DAYS * MS_PER_DAY;
  return null;
}

/**
 * Whether a dismissal still hides the modal.
 * @param dismissedAtMs when it was last dismissed, or undefined when never
 * @param nowMs ms since the epoch
 * @returns true for a 'never' modal once dismissed; for weekly and monthly, until exactly 7 or 30
 *   days have passed since the dismissal (a dismissal in the future, from a wrong clock, still hides)
 */
export function isInfoModalSuppressed(
  modal: Pick<InfoModal, 'repeat'>,
  dismissedAtMs: number | undefined,
  nowMs: number,
): boolean {
  if (dismissedAtMs === undefined) return false;
  const repeatMs = getInfoModalRepeatMs(modal.repeat);
  if (repeatMs === null) return true;
  return nowMs - dismissedAtMs < repeatMs;
}

/**
 * Whether a modal may show now: inside [startsAt, expiresAt) and not hidden by a dismissal.
 * @param nowMs ms since the epoch
 */
export function isInfoModalEligible(
  modal: InfoModal,
  dismissed: DismissedInfoModals,
  nowMs: number,
): boolean {
  if (!isWithinWindow(nowMs, modal.startsAt, modal.expiresAt)) return false;
  const dismissedAtMs = Object.hasOwn(dismissed, modal.id) ? dismissed[modal.id] : undefined;
  return !isInfoModalSuppressed(modal, dismissedAtMs, nowMs);
}

/**
 * The modals this page load shows, in order.
 * @param modals from /modalData.json, in file order
 * @param dismissed the dismissedInfoModals record
 * @param nowMs ms since the epoch
 * @returns at most {@link INFO_MODAL_MAX_PER_PAGE_LOAD} eligible modals, highest priority first;
 *   equal priorities keep file order; a duplicated id is shown once (its first eligible entry)
 */
export function selectInfoModalQueue(
  modals: readonly InfoModal[],
  dismissed: DismissedInfoModals,
  nowMs: number,
): InfoModal[] {
  const seen = new Set<string>();
  const eligible: InfoModal[] = [];
  for (const modal of modals) {
    if (seen.has(modal.id) || !isInfoModalEligible(modal, dismissed, nowMs)) continue;
    seen.add(modal.id);
    eligible.push(modal);
  }
  // Array.prototype.sort is stable (ES2019), so ties keep file order.
  return eligible.sort((a, b) => b.priority - a.priority).slice(0, INFO_MODAL_MAX_PER_PAGE_LOAD);
}

/**
 * Records a dismissal (close button, backdrop click or Escape).
 * @param nowMs ms since the epoch, stored as the dismissal time
 * @returns a new record; the input is not changed
 */
export function recordInfoModalDismissal(
  dismissed: DismissedInfoModals,
  modalId: string,
  nowMs: number,
): DismissedInfoModals {
  return { ...dismissed, [modalId]: nowMs };
}
