/**
 * When the hero carousel's autoplay next has something to do (spec sections 4 and 9), so the
 * component can set one timer instead of polling `tickCarousel`.
 */
import { CAROUSEL_AUTOPLAY_MS, type CarouselState } from './carousel';

/**
 * @returns the instant (ms since the epoch) at which `tickCarousel` will advance the carousel:
 *   5000 ms after the last change, or when a hover or touch pause clears if that is later; null
 *   when there is nothing to advance to (fewer than two slides)
 */
export function getNextAutoplayAtMs(state: CarouselState): number | null {
  if (state.slideCount < 2) return null;
  return Math.max(state.lastChangeMs + CAROUSEL_AUTOPLAY_MS, state.pausedUntilMs);
}
