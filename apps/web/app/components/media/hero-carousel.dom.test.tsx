import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeroCarousel, type HeroSlide } from './hero-carousel';

const SLIDES: HeroSlide[] = [
  {
    key: 'movie-603',
    title: 'The Matrix',
    href: '/movies/603-the-matrix',
    watchHref: '/movies/603-the-matrix?play=true',
    backdropPath: null,
    overview: 'A hacker learns what the world really is.',
    rating: '8.2',
    details: '1999 · Movie',
  },
  {
    key: 'tv-1396',
    title: 'Breaking Bad',
    href: '/series/1396-breaking-bad',
    watchHref: '/series/1396-breaking-bad?play=true',
    backdropPath: null,
    rating: '8.9',
    details: '2008 · Series',
  },
  {
    key: 'movie-438631',
    title: 'Dune',
    href: '/movies/438631-dune',
    backdropPath: null,
    rating: null,
  },
];

function renderCarousel(slides: readonly HeroSlide[] = SLIDES) {
  return render(
    <MemoryRouter>
      <HeroCarousel slides={slides} label="Trending today" />
    </MemoryRouter>,
  );
}

/** The slide a person sees: the only one that is not inert (the others are transparent). */
function shownSlide(): HTMLElement {
  const shown = screen
    .getAllByRole('group')
    .filter((slide) => slide.getAttribute('aria-roledescription') === 'slide')
    .filter((slide) => !slide.hasAttribute('inert'));
  expect(shown).toHaveLength(1);
  return shown[0]!;
}

function shownTitle(): string | null {
  return within(shownSlide()).getByRole('heading').textContent;
}

/** Slide changes are locked for 500 ms after each change: let the clock run past it. */
function waitPastTheLock() {
  vi.setSystemTime(Date.now() + 600);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('hero backdrops', () => {
  const backdropsOf = () =>
    screen
      .getAllByTestId('hero-slide')
      .map((slide) => slide.querySelector('[data-artwork="backdrop"]') !== null);

  it('loads the shown slide, the next and the previous one, wrapping from the first to the last', async () => {
    const slides = [...SLIDES, { ...SLIDES[0]!, key: 'movie-1', title: 'Fourth' }];
    renderCarousel(slides);
    // After hydration: slide 1 shown, 2 next, 4 before it (the previous slide wraps around).
    await vi.waitFor(() => expect(backdropsOf()).toEqual([true, true, false, true]));
  });
});

describe('the hero carousel', () => {
  it('shows the first slide: title, rating, details, overview, and its Watch and Details links', () => {
    renderCarousel();
    expect(screen.getByRole('region', { name: 'Trending today' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    const slide = shownSlide();
    expect(slide).toHaveAccessibleName('1 of 3');
    expect(within(slide).getByRole('heading', { name: 'The Matrix' })).toBeVisible();
    expect(slide).toHaveTextContent('Rating 8.2');
    expect(slide).toHaveTextContent('1999 · Movie');
    expect(slide).toHaveTextContent('A hacker learns what the world really is.');
    expect(within(slide).getByRole('link', { name: 'Watch The Matrix' })).toHaveAttribute(
      'href',
      '/movies/603-the-matrix?play=true',
    );
    expect(within(slide).getByRole('link', { name: 'The Matrix: details' })).toHaveAttribute(
      'href',
      '/movies/603-the-matrix',
    );
    expect(screen.getByRole('button', { name: 'Slide 1: The Matrix' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('shows the next slide with "Next slide", wrapping from the last to the first', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const user = userEvent.setup();
    renderCarousel();
    const next = screen.getByRole('button', { name: 'Next slide' });
    await user.click(next);
    expect(shownTitle()).toBe('Breaking Bad');
    expect(shownSlide()).toHaveAccessibleName('2 of 3');
    waitPastTheLock();
    await user.click(next);
    expect(shownTitle()).toBe('Dune');
    waitPastTheLock();
    await user.click(next);
    expect(shownTitle()).toBe('The Matrix');
  });

  it('shows the last slide with "Previous slide" from the first', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const user = userEvent.setup();
    renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shownTitle()).toBe('Dune');
    // Dune has no Watch link and no rating: only its Details link.
    expect(
      within(shownSlide())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Details']);
    expect(screen.getByRole('button', { name: 'Slide 3: Dune' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Slide 1: The Matrix' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('jumps to a slide from its dot, and ignores another change within 500 ms', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const user = userEvent.setup();
    renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Slide 3: Dune' }));
    expect(shownTitle()).toBe('Dune');
    await user.click(screen.getByRole('button', { name: 'Slide 2: Breaking Bad' }));
    expect(shownTitle()).toBe('Dune');
    waitPastTheLock();
    await user.click(screen.getByRole('button', { name: 'Slide 2: Breaking Bad' }));
    expect(shownTitle()).toBe('Breaking Bad');
  });

  // Autoplay runs on the clock: these tests run it with fake timers, and press with fireEvent,
  // since Testing Library's own waits for user-event never end while Vitest fakes the timers.
  it('moves on by itself every 5 seconds until "Pause autoplay" is pressed, and again on "Start autoplay"', () => {
    vi.useFakeTimers();
    renderCarousel();
    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(shownTitle()).toBe('The Matrix');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(shownTitle()).toBe('Breaking Bad');

    const pause = screen.getByRole('button', { name: 'Pause autoplay' });
    fireEvent.click(pause);
    expect(pause).toHaveAccessibleName('Start autoplay');
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(shownTitle()).toBe('Breaking Bad');

    fireEvent.click(pause);
    expect(pause).toHaveAccessibleName('Pause autoplay');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(shownTitle()).toBe('Dune');
  });

  it('holds the slide while the mouse is over the carousel, and moves on once it leaves', () => {
    vi.useFakeTimers();
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Trending today' });
    fireEvent.pointerEnter(carousel, { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(8000);
    });
    expect(shownTitle()).toBe('The Matrix');
    fireEvent.pointerLeave(carousel, { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(shownTitle()).toBe('Breaking Bad');
  });

  it('shows nothing without slides', () => {
    const { container } = renderCarousel([]);
    expect(container).toBeEmptyDOMElement();
  });
});
