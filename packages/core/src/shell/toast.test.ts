import { describe, expect, it } from 'vitest';
import {
  TOAST_DURATION_MS,
  TOAST_GAP_PX,
  TOAST_MAX_VISIBLE,
  TOAST_REMOVAL_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_WIDTH_PX,
} from './toast';

describe('toast constants', () => {
  it('show a toast for 4000 ms, at most 3 at once, 356 px wide and 14 px apart', () => {
    expect([TOAST_DURATION_MS, TOAST_MAX_VISIBLE, TOAST_WIDTH_PX, TOAST_GAP_PX]).toEqual([
      4000, 3, 356, 14,
    ]);
  });

  it('dismiss a toast after a 45 px swipe and remove it 200 ms later', () => {
    expect([TOAST_SWIPE_THRESHOLD_PX, TOAST_REMOVAL_DELAY_MS]).toEqual([45, 200]);
  });
});
