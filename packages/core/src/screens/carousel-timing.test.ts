import { describe, expect, it } from 'vitest';
import { createCarouselState, nextSlide, pauseCarousel, tickCarousel } from './carousel';
import { getNextAutoplayAtMs } from './carousel-timing';

describe('getNextAutoplayAtMs', () => {
  it('is 5000 ms after the start or the last change', () => {
    const start = createCarouselState(3, 1000);
    expect(getNextAutoplayAtMs(start)).toBe(6000);
    const moved = nextSlide(start, 2000);
    expect(getNextAutoplayAtMs(moved)).toBe(7000);
  });

  it('waits for a hover or touch pause to clear when that is later', () => {
    const paused = pauseCarousel(createCarouselState(3, 0), 4000);
    expect(getNextAutoplayAtMs(paused)).toBe(14_000);
    expect(tickCarousel(paused, 13_999).index).toBe(0);
    expect(tickCarousel(paused, 14_000).index).toBe(1);
  });

  it('is the instant at which a tick advances', () => {
    const start = createCarouselState(2, 0);
    const at = getNextAutoplayAtMs(start) ?? 0;
    expect(tickCarousel(start, at - 1)).toBe(start);
    expect(tickCarousel(start, at).index).toBe(1);
  });

  it('is null with fewer than two slides', () => {
    expect(getNextAutoplayAtMs(createCarouselState(1, 0))).toBeNull();
    expect(getNextAutoplayAtMs(createCarouselState(0, 0))).toBeNull();
  });
});
