import { describe, expect, it } from 'vitest';
import { isInfoBoxVisible, recordInfoBoxDismissal, selectInfoBox } from './info-box';
import { type InfoBox, infoBoxSchema } from './info-box-schema';

const NOW = Date.UTC(2025, 2, 15);

function box(fields: Record<string, unknown>): InfoBox {
  return infoBoxSchema.parse({ id: 'welcome', title: 'Welcome', ...fields });
}

describe('isInfoBoxVisible', () => {
  it('hides a box once it has been dismissed', () => {
    expect(isInfoBoxVisible(box({}), {}, NOW)).toBe(true);
    expect(isInfoBoxVisible(box({}), { welcome: NOW - 1 }, NOW)).toBe(false);
  });

  it('hides a box from its expiry instant on', () => {
    const expiring = box({ expiresAt: '2025-03-15' });
    expect(isInfoBoxVisible(expiring, {}, NOW - 1)).toBe(true);
    expect(isInfoBoxVisible(expiring, {}, NOW)).toBe(false);
  });

  it('keeps showing a box made non-dismissible even if it was dismissed before', () => {
    expect(isInfoBoxVisible(box({ dismissible: false }), { welcome: 1 }, NOW)).toBe(true);
  });
});

describe('selectInfoBox', () => {
  it('shows the first visible box, or none', () => {
    const boxes = [box({ id: 'a' }), box({ id: 'b' })];
    expect(selectInfoBox(boxes, { a: 1 }, NOW)?.id).toBe('b');
    expect(selectInfoBox(boxes, { a: 1, b: 1 }, NOW)).toBeNull();
  });

  it('hides a box after the visitor closes it', () => {
    const dismissed = recordInfoBoxDismissal({}, 'welcome', NOW);
    expect(dismissed).toEqual({ welcome: NOW });
    expect(selectInfoBox([box({})], dismissed, NOW + 1)).toBeNull();
  });
});
