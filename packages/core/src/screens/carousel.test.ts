import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_MAX_SLIDES,
  CAROUSEL_PAUSE_CLEAR_MS,
  CAROUSEL_TRANSITION_LOCK_MS,
  createCarouselState,
  getCarouselDisplayLimit,
  getCarouselSlideCount,
  goToSlide,
  isCarouselPaused,
  nextSlide,
  pauseCarousel,
  previousSlide,
  resumeCarousel,
  setCarouselSlideCount,
  tickCarousel,
  wrapSlideIndex,
} from './carousel';

const T0 = 1_000_000;

describe('carousel constants', () => {
  it('autoplay every 5000 ms, lock 500 ms, clear a pause after 10000 ms, at most 100 slides', () => {
    expect([CAROUSEL_AUTOPLAY_MS, CAROUSEL_TRANSITION_LOCK_MS, CAROUSEL_PAUSE_CLEAR_MS]).toEqual([
      5000, 500, 10_000,
    ]);
    expect(CAROUSEL_MAX_SLIDES).toBe(100);
  });
});

describe('getCarouselDisplayLimit and getCarouselSlideCount', () => {
  it('shows 10 slides below 700 px and 15 from 700 px', () => {
    expect(getCarouselDisplayLimit(699)).toBe(10);
    expect(getCarouselDisplayLimit(700)).toBe(15);
  });

  it('never renders more slides than items, the display limit or 100', () => {
    expect(getCarouselSlideCount(8, 1200)).toBe(8);
    expect(getCarouselSlideCount(40, 1200)).toBe(15);
    expect(getCarouselSlideCount(40, 360)).toBe(10);
    expect(getCarouselSlideCount(-3, 360)).toBe(0);
  });
});

describe('wrapSlideIndex', () => {
  it('wraps past either end', () => {
    expect(wrapSlideIndex(-1, 5)).toBe(4);
    expect(wrapSlideIndex(5, 5)).toBe(0);
    expect(wrapSlideIndex(12, 5)).toBe(2);
    expect(wrapSlideIndex(3, 0)).toBe(0);
  });

  it('always lands on an existing slide', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 1, max: 100 }),
        (i, n) => {
          const index = wrapSlideIndex(i, n);
          expect(index).toBeGreaterThanOrEqual(0);
          expect(index).toBeLessThan(n);
          expect(Math.abs((index - i) % n)).toBe(0);
        },
      ),
    );
  });
});

describe('carousel navigation', () => {
  const start = createCarouselState(3, T0);

  it('moves forward from the last slide to the first and back from the first to the last', () => {
    const last = previousSlide(start, T0);
    expect(last.index).toBe(2);
    expect(nextSlide(last, T0 + CAROUSEL_TRANSITION_LOCK_MS).index).toBe(0);
  });

  it('ignores slide changes for 500 ms after a change', () => {
    const moved = nextSlide(start, T0);
    expect(nextSlide(moved, T0 + 499)).toBe(moved);
    expect(nextSlide(moved, T0 + 500).index).toBe(2);
  });

  it('does nothing with fewer than two slides or when asked for the current slide', () => {
    const single = createCarouselState(1, T0);
    expect(nextSlide(single, T0)).toBe(single);
    expect(goToSlide(start, 3, T0)).toBe(start);
  });

  it('keeps the current slide when the slide count changes, wrapping it if it is gone', () => {
    const third = goToSlide(start, 2, T0);
    expect(setCarouselSlideCount(third, 10).index).toBe(2);
    expect(setCarouselSlideCount(third, 2).index).toBe(0);
    expect(setCarouselSlideCount(third, -1)).toMatchObject({ index: 0, slideCount: 0 });
  });
});

describe('carousel autoplay', () => {
  const start = createCarouselState(3, T0);

  it('advances once 5000 ms have passed since the last change', () => {
    expect(tickCarousel(start, T0 + 4999)).toBe(start);
    expect(tickCarousel(start, T0 + 5000).index).toBe(1);
  });

  it('waits a full 5000 ms again after a manual change', () => {
    const manual = nextSlide(start, T0 + 3000);
    expect(tickCarousel(manual, T0 + 5000)).toBe(manual);
    expect(tickCarousel(manual, T0 + 8000).index).toBe(2);
  });

  it('pauses on hover or touch and clears the pause by itself after 10000 ms', () => {
    const paused = pauseCarousel(start, T0 + 1000);
    expect(isCarouselPaused(paused, T0 + 10_999)).toBe(true);
    expect(tickCarousel(paused, T0 + 10_999)).toBe(paused);
    expect(isCarouselPaused(paused, T0 + 11_000)).toBe(false);
    expect(tickCarousel(paused, T0 + 11_000).index).toBe(1);
  });

  it('resumes at once when the pointer leaves', () => {
    const resumed = resumeCarousel(pauseCarousel(start, T0 + 1000), T0 + 6000);
    expect(isCarouselPaused(resumed, T0 + 6000)).toBe(false);
    expect(tickCarousel(resumed, T0 + 6000).index).toBe(1);
  });
});
