import { describe, expect, it } from 'vitest';
import {
  INFO_MODAL_GAP_MS,
  INFO_MODAL_MAX_PER_PAGE_LOAD,
  INFO_MODAL_MONTHLY_DAYS,
  INFO_MODAL_WEEKLY_DAYS,
  getInfoModalRepeatMs,
  isInfoModalEligible,
  isInfoModalSuppressed,
  recordInfoModalDismissal,
  selectInfoModalQueue,
} from './info-modal';
import { type InfoModal, infoModalSchema } from './info-modal-schema';

const DAY = 86_400_000;
const NOW = Date.UTC(2025, 2, 15, 12);

function modal(fields: Record<string, unknown>): InfoModal {
  return infoModalSchema.parse({ title: 'Notice', ...fields });
}

describe('info modal constants', () => {
  it('repeat weekly after 7 days and monthly after 30, at most 2 per load, 250 ms apart', () => {
    expect([INFO_MODAL_WEEKLY_DAYS, INFO_MODAL_MONTHLY_DAYS]).toEqual([7, 30]);
    expect([INFO_MODAL_MAX_PER_PAGE_LOAD, INFO_MODAL_GAP_MS]).toEqual([2, 250]);
  });

  it('turn repeat values into milliseconds, and never into no repeat', () => {
    expect(getInfoModalRepeatMs('weekly')).toBe(7 * DAY);
    expect(getInfoModalRepeatMs('monthly')).toBe(30 * DAY);
    expect(getInfoModalRepeatMs('never')).toBeNull();
  });
});

describe('isInfoModalSuppressed', () => {
  it.each([
    ['never', 365 * DAY, true],
    ['weekly', 7 * DAY - 1, true],
    ['weekly', 7 * DAY, false],
    ['monthly', 29 * DAY, true],
    ['monthly', 30 * DAY, false],
  ] as const)('a %s modal dismissed %i ms ago hidden: %s', (repeat, ago, hidden) => {
    expect(isInfoModalSuppressed({ repeat }, NOW - ago, NOW)).toBe(hidden);
  });

  it('does not hide a modal that was never dismissed', () => {
    expect(isInfoModalSuppressed({ repeat: 'never' }, undefined, NOW)).toBe(false);
  });

  it('keeps hiding a modal whose dismissal time lies in the future', () => {
    expect(isInfoModalSuppressed({ repeat: 'weekly' }, NOW + DAY, NOW)).toBe(true);
  });
});

describe('isInfoModalEligible', () => {
  it('shows a modal only within startsAt and expiresAt', () => {
    const dated = modal({ id: 'd', startsAt: '2025-03-10', expiresAt: '2025-03-20' });
    expect(isInfoModalEligible(dated, {}, Date.UTC(2025, 2, 9))).toBe(false);
    expect(isInfoModalEligible(dated, {}, NOW)).toBe(true);
    expect(isInfoModalEligible(dated, {}, Date.UTC(2025, 2, 20))).toBe(false);
  });

  it('ignores inherited object keys when reading the dismissal record', () => {
    expect(isInfoModalEligible(modal({ id: 'toString' }), {}, NOW)).toBe(true);
  });
});

describe('selectInfoModalQueue', () => {
  it('shows higher priority first and keeps file order for equal priorities', () => {
    const list = [
      modal({ id: 'a', priority: 1 }),
      modal({ id: 'b', priority: 3 }),
      modal({ id: 'c', priority: 1 }),
    ];
    const queue = selectInfoModalQueue(list, {}, NOW);
    expect(queue.map((m) => m.id)).toEqual(['b', 'a']);
    const ties = [modal({ id: 'x' }), modal({ id: 'y' })];
    expect(selectInfoModalQueue(ties, {}, NOW).map((m) => m.id)).toEqual(['x', 'y']);
  });

  it('shows at most 2 modals per page load', () => {
    const list = ['1', '2', '3', '4'].map((id) => modal({ id }));
    expect(selectInfoModalQueue(list, {}, NOW)).toHaveLength(2);
  });

  it('skips dismissed and out-of-window modals so later ones fill the queue', () => {
    const list = [
      modal({ id: 'gone', priority: 9 }),
      modal({ id: 'old', priority: 8, expiresAt: '2025-01-01' }),
      modal({ id: 'weekly', priority: 7, repeat: 'weekly' }),
      modal({ id: 'last', priority: 1 }),
    ];
    const dismissed = { gone: NOW - 400 * DAY, weekly: NOW - 8 * DAY };
    expect(selectInfoModalQueue(list, dismissed, NOW).map((m) => m.id)).toEqual(['weekly', 'last']);
  });

  it('shows a duplicated id once', () => {
    const list = [modal({ id: 'a', priority: 1 }), modal({ id: 'a', priority: 2 })];
    expect(selectInfoModalQueue(list, {}, NOW)).toEqual([list[0]]);
  });
});

describe('recordInfoModalDismissal', () => {
  it('stores the dismissal time under the modal id without changing the old record', () => {
    const before = { other: 5 };
    expect(recordInfoModalDismissal(before, 'spring', NOW)).toEqual({ other: 5, spring: NOW });
    expect(before).toEqual({ other: 5 });
  });

  it('hides a monthly modal for 30 days after it was dismissed, then shows it again', () => {
    const monthly = modal({ id: 'm', repeat: 'monthly' });
    const dismissed = recordInfoModalDismissal({}, 'm', NOW);
    expect(selectInfoModalQueue([monthly], dismissed, NOW + 30 * DAY - 1)).toEqual([]);
    expect(selectInfoModalQueue([monthly], dismissed, NOW + 30 * DAY)).toEqual([monthly]);
  });
});
