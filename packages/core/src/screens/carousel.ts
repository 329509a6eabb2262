/**
 * The hero carousel (spec sections 2, 4 and 9): how many slides, wrap-around navigation, autoplay
 * every 5 s, pause on hover or touch (cleared after 10 s), transitions locked for 500 ms. A pure
 * state machine: the component feeds it events with the current time and renders `index`.
 */
import { MOBILE_MAX_WIDTH_PX } from '../shell/layout';

/** Autoplay advances one slide after this many ms without a change. */
export const CAROUSEL_AUTOPLAY_MS = 5000;

/** After a slide change, further changes are ignored for this many ms. */
export const CAROUSEL_TRANSITION_LOCK_MS = 500;

/** A hover or touch pause clears itself after this many ms. */
export const CAROUSEL_PAUSE_CLEAR_MS = 10_000;

/** Slides shown on small screens (narrower than 700 px). */
export const CAROUSEL_SMALL_SCREEN_LIMIT = 10;

/** Slides shown on other screens. */
export const CAROUSEL_LARGE_SCREEN_LIMIT = 15;

/** No carousel ever holds more slides than this. */
export const CAROUSEL_MAX_SLIDES = 100;

/**
 * @param viewportWidthPx the viewport width in CSS pixels
 * @returns 10 below 700 px, 15 otherwise
 */
export function getCarouselDisplayLimit(viewportWidthPx: number): number {
  return viewportWidthPx < MOBILE_MAX_WIDTH_PX
    ? CAROUSEL_SMALL_SCREEN_LIMIT
    : CAROUSEL_LARGE_SCREEN_LIMIT;
}

/**
 * @param available how many items could be shown
 * @param viewportWidthPx the viewport width in CSS pixels
 * @returns how many slides to render: at most the display limit and at most 100
 */
export function getCarouselSlideCount(available: number, viewportWidthPx: number): number {
  const limit = Math.min(getCarouselDisplayLimit(viewportWidthPx), CAROUSEL_MAX_SLIDES);
  return Math.max(0, Math.min(Math.floor(available), limit));
}

/**
 * Wraps an index into [0, slideCount): -1 is the last slide, slideCount the first.
 * @returns 0 when there are no slides
 */
export function wrapSlideIndex(index: number, slideCount: number): number {
  if (slideCount <= 0) return 0;
  return ((index % slideCount) + slideCount) % slideCount;
}

export interface CarouselState {
  readonly index: number;
  readonly slideCount: number;
  /** slide changes before this instant (ms since the epoch) are ignored */
  readonly lockedUntilMs: number;
  /** autoplay is paused before this instant (ms since the epoch) */
  readonly pausedUntilMs: number;
  /** the last slide change or the start, for autoplay (ms since the epoch) */
  readonly lastChangeMs: number;
}

/** A carousel on its first slide, unlocked and playing, started at `nowMs`. */
export function createCarouselState(slideCount: number, nowMs: number): CarouselState {
  return {
    index: 0,
    slideCount: Math.max(0, slideCount),
    lockedUntilMs: nowMs,
    pausedUntilMs: nowMs,
    lastChangeMs: nowMs,
  };
}

/**
 * Moves to a slide (dot click, swipe, arrows, autoplay).
 * @returns the same state object when nothing changes: during the 500 ms lock, with fewer than two
 *   slides, or when the wrapped target is the current slide
 */
export function goToSlide(state: CarouselState, target: number, nowMs: number): CarouselState {
  if (nowMs < state.lockedUntilMs || state.slideCount < 2) return state;
  const index = wrapSlideIndex(target, state.slideCount);
  if (index === state.index) return state;
  return {
    ...state,
    index,
    lockedUntilMs: nowMs + CAROUSEL_TRANSITION_LOCK_MS,
    lastChangeMs: nowMs,
  };
}

/** Next slide, wrapping from the last to the first; see {@link goToSlide}. */
export function nextSlide(state: CarouselState, nowMs: number): CarouselState {
  return goToSlide(state, state.index + 1, nowMs);
}

/** Previous slide, wrapping from the first to the last; see {@link goToSlide}. */
export function previousSlide(state: CarouselState, nowMs: number): CarouselState {
  return goToSlide(state, state.index - 1, nowMs);
}

/** Hover or touch: pauses autoplay until 10 s from now (each new event restarts the 10 s). */
export function pauseCarousel(state: CarouselState, nowMs: number): CarouselState {
  return { ...state, pausedUntilMs: nowMs + CAROUSEL_PAUSE_CLEAR_MS };
}

/** Pointer left or touch ended: autoplay may resume at once. */
export function resumeCarousel(state: CarouselState, nowMs: number): CarouselState {
  return { ...state, pausedUntilMs: Math.min(state.pausedUntilMs, nowMs) };
}

/** Whether autoplay is paused at `nowMs`. */
export function isCarouselPaused(state: CarouselState, nowMs: number): boolean {
  return nowMs < state.pausedUntilMs;
}

/**
 * An autoplay tick (the component may tick as often as it likes).
 * @returns the next slide once 5000 ms have passed since the last change and the carousel is not
 *   paused; otherwise the same state
 */
export function tickCarousel(state: CarouselState, nowMs: number): CarouselState {
  if (isCarouselPaused(state, nowMs)) return state;
  if (nowMs - state.lastChangeMs < CAROUSEL_AUTOPLAY_MS) return state;
  return nextSlide(state, nowMs);
}

/** New slide data arrived: keeps the current slide when it still exists, else wraps it. */
export function setCarouselSlideCount(state: CarouselState, slideCount: number): CarouselState {
  const count = Math.max(0, slideCount);
  return { ...state, slideCount: count, index: wrapSlideIndex(state.index, count) };
}
