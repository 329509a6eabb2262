import { describe, expect, it } from 'vitest';
import { isHeaderSticky } from './route-handle';

describe('isHeaderSticky', () => {
  it('keeps the header sticky on pages that say nothing', () => {
    expect(isHeaderSticky([undefined, {}])).toBe(true);
  });

  it('lets the header scroll away on a page that turns stickiness off (the episode page)', () => {
    expect(isHeaderSticky([undefined, { stickyHeader: false }])).toBe(false);
  });

  it('lets the deepest route decide', () => {
    expect(isHeaderSticky([{ stickyHeader: false }, { stickyHeader: true }])).toBe(true);
  });
});
