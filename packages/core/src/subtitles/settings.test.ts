import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampFontSizeScale,
  getSubtitleDelayStep,
  roundToTenth,
  stepFontSizeScale,
  stepSubtitleDelay,
  SUBTITLE_TEXT_COLORS,
} from './settings';

describe('subtitle delay', () => {
  it.each([
    [0, 1, false, 0.2],
    [0, -1, false, -0.2],
    [0.4, 1, false, 0.6],
    [5, 1, true, 5.2],
    [5.2, 1, true, 6.2],
    [5.2, -1, true, 4.2],
    [-5, -1, true, -5.2],
    [-5.2, -1, true, -6.2],
    [-6, 1, true, -5],
    [7, 1, false, 7.2],
    [Number.NaN, 1, false, 0.2],
  ] as const)('moves %d s (direction %d, double-click %s) to %d s', (delay, dir, double, next) => {
    expect(stepSubtitleDelay(delay, dir, double)).toBe(next);
  });

  it('takes the 1 s step only on a double-click beyond ±5 s', () => {
    expect(getSubtitleDelayStep(5, true)).toBe(0.2);
    expect(getSubtitleDelayStep(5.01, true)).toBe(1);
    expect(getSubtitleDelayStep(-5.01, true)).toBe(1);
    expect(getSubtitleDelayStep(9, false)).toBe(0.2);
  });

  it('comes back to exactly zero after equal steps both ways (no floating-point drift)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), (steps) => {
        let delay = 0;
        for (let i = 0; i < steps; i += 1) delay = stepSubtitleDelay(delay, 1, false);
        for (let i = 0; i < steps; i += 1) delay = stepSubtitleDelay(delay, -1, false);
        expect(Object.is(delay, 0)).toBe(true);
      }),
    );
  });
});

describe('subtitle size', () => {
  it.each([
    [1, 1],
    [0.2, 0.5],
    [3.5, 3],
    [1.26, 1.3],
    [Number.NaN, 1],
  ])('clamps and rounds the scale %d to %d', (scale, clamped) => {
    expect(clampFontSizeScale(scale)).toBe(clamped);
  });

  it('steps by 0.1 within 0.5 and 3', () => {
    expect(stepFontSizeScale(1, 1)).toBe(1.1);
    expect(stepFontSizeScale(1.1, -1)).toBe(1);
    expect(stepFontSizeScale(3, 1)).toBe(3);
    expect(stepFontSizeScale(0.5, -1)).toBe(0.5);
    expect(stepFontSizeScale(0.7, 1)).toBe(0.8);
  });

  it('always stays within range at one decimal, whatever the steps', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(1 as const, -1 as const)), (steps) => {
        const scale = steps.reduce<number>((current, dir) => stepFontSizeScale(current, dir), 1);
        expect(scale).toBeGreaterThanOrEqual(0.5);
        expect(scale).toBeLessThanOrEqual(3);
        expect(roundToTenth(scale)).toBe(scale);
      }),
    );
  });
});

describe('subtitle text colours', () => {
  it('are exactly white, brown, yellow, gray and #222222', () => {
    expect(SUBTITLE_TEXT_COLORS).toEqual(['white', 'brown', 'yellow', 'gray', '#222222']);
  });
});

describe('roundToTenth', () => {
  it('never gives negative zero', () => {
    expect(Object.is(roundToTenth(-0.01), 0)).toBe(true);
  });
});
