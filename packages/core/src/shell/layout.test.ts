import { describe, expect, it } from 'vitest';
import { FOOTER_TAGLINES, getFloatingMenuState, pickTaglineIndex } from './layout';

describe('getFloatingMenuState', () => {
  it('links to the chat community until the page is scrolled past 500 px', () => {
    expect(getFloatingMenuState(0).showScrollToTop).toBe(false);
    expect(getFloatingMenuState(500).showScrollToTop).toBe(false);
    expect(getFloatingMenuState(501).showScrollToTop).toBe(true);
  });

  it('shows the messaging link only after scrolling past 550 px', () => {
    expect(getFloatingMenuState(550).showMessagingLink).toBe(false);
    expect(getFloatingMenuState(551).showMessagingLink).toBe(true);
  });

  it('treats overscroll and nonsense offsets as the top of the page', () => {
    expect(getFloatingMenuState(-40)).toEqual({ showScrollToTop: false, showMessagingLink: false });
    expect(getFloatingMenuState(Number.NaN)).toEqual({
      showScrollToTop: false,
      showMessagingLink: false,
    });
  });
});

describe('pickTaglineIndex', () => {
  it('chooses each of the two taglines for half of the random range', () => {
    expect(pickTaglineIndex(0)).toBe(0);
    expect(pickTaglineIndex(0.4999)).toBe(0);
    expect(pickTaglineIndex(0.5)).toBe(1);
    expect(pickTaglineIndex(0.9999)).toBe(1);
  });

  it('splits a uniform sample evenly between the two taglines', () => {
    const counts = [0, 0];
    const samples = 10_000;
    for (let i = 0; i < samples; i += 1) counts[pickTaglineIndex((i + 0.5) / samples)]! += 1;
    expect(counts).toEqual([5_000, 5_000]);
  });

  it('has exactly two different taglines to choose from', () => {
    expect(FOOTER_TAGLINES).toHaveLength(2);
    expect(FOOTER_TAGLINES[0]).not.toBe(FOOTER_TAGLINES[1]);
  });
});
