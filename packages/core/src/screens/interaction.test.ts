import { describe, expect, it } from 'vitest';
import {
  DRAWER_ANIMATION_S,
  DRAWER_CLOSE_THRESHOLD,
  DRAWER_VELOCITY_THRESHOLD,
  NAV_MENU_HOVER_DELAY_MS,
  NAV_MENU_SKIP_DELAY_MS,
  PREFETCH_HOVER_DELAY_MS,
  shouldCloseDrawer,
} from './interaction';

describe('interaction timings', () => {
  it('open menus after 200 ms, skip the delay within 300 ms, prefetch after 100 ms', () => {
    expect([NAV_MENU_HOVER_DELAY_MS, NAV_MENU_SKIP_DELAY_MS, PREFETCH_HOVER_DELAY_MS]).toEqual([
      200, 300, 100,
    ]);
  });

  it('animate the drawer over 0.5 s with thresholds 0.25 and 0.4', () => {
    expect([DRAWER_ANIMATION_S, DRAWER_CLOSE_THRESHOLD, DRAWER_VELOCITY_THRESHOLD]).toEqual([
      0.5, 0.25, 0.4,
    ]);
  });
});

describe('shouldCloseDrawer', () => {
  it.each([
    [100, 400, 0, true],
    [99, 400, 0, false],
    [10, 400, 0.41, true],
    [10, 400, 0.4, false],
    [-50, 400, 2, false],
    [0, 400, 1, false],
  ])('dragged %i px of %i at %d px/ms closes: %s', (dragged, height, velocity, closes) => {
    expect(shouldCloseDrawer(dragged, height, velocity)).toBe(closes);
  });
});
