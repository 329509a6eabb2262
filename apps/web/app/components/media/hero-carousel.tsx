/**
 * The hero carousel (spec sections 2, 4 and 9): full-width backdrops with title, overview,
 * rating and Watch / details links. Autoplays every 5 s and wraps; hover or touch pauses (the
 * pause clears after 10 s); changes are locked for 500 ms. Rules come from core `carousel.ts`;
 * this component only feeds it events with the clock. Accessible per the WAI carousel pattern:
 * labelled controls, a slide picker, a pause button, no autoplay while keyboard focus is inside
 * or when the visitor prefers reduced motion.
 *
 * Server and first client render are identical: up to 15 slides, the first one shown. The
 * viewport's limit (10 below 700 px) applies after mount and, for the picker, through CSS.
 */
import {
  CAROUSEL_LARGE_SCREEN_LIMIT,
  CAROUSEL_SMALL_SCREEN_LIMIT,
  type CarouselState,
  createCarouselState,
  getCarouselSlideCount,
  goToSlide,
  nextSlide,
  pauseCarousel,
  previousSlide,
  resumeCarousel,
  setCarouselSlideCount,
  tickCarousel,
} from '@reelhouse/core/screens/carousel';
import { getNextAutoplayAtMs } from '@reelhouse/core/screens/carousel-timing';
import { MOBILE_MAX_WIDTH_PX } from '@reelhouse/core/shell/layout';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Artwork } from './artwork';
import { PrefetchLink } from './prefetch-link';
import { buttonClass } from '~/components/ui/button';
import { useIsHydrated } from '~/lib/use-is-hydrated';
import { useMediaQuery } from '~/lib/use-media-query';
import { Icon } from '~/components/ui/icon';

export interface HeroSlide {
  /** unique among the slides */
  key: string;
  title: string;
  /** the title's page */
  href: string;
  /** the Watch link (the title's page with play=true); no Watch button when absent */
  watchHref?: string | undefined;
  backdropPath: string | null;
  overview?: string | undefined;
  /** already formatted ('7.3'), null for none */
  rating?: string | null | undefined;
  /** a short line under the title, e.g. '2019 · Movie' */
  details?: string | undefined;
}

interface HeroCarouselProps {
  slides: readonly HeroSlide[];
  /** the carousel's accessible name, e.g. 'Trending today' */
  label: string;
  className?: string;
}

const WIDE_QUERY = `(min-width: ${String(MOBILE_MAX_WIDTH_PX)}px)`;
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
const BACKDROP_SIZES = '(min-width: 1280px) 1248px, (min-width: 700px) calc(100vw - 32px), 220vw';

/** How many slides the viewport shows; every available one (up to 15) until hydrated. */
function useSlideCount(available: number): number {
  const isHydrated = useIsHydrated();
  const isWide = useMediaQuery(WIDE_QUERY, true);
  if (!isHydrated) return available;
  return getCarouselSlideCount(available, isWide ? MOBILE_MAX_WIDTH_PX : MOBILE_MAX_WIDTH_PX - 1);
}

function withSlideCount(state: CarouselState, slideCount: number): CarouselState {
  return state.slideCount === slideCount ? state : setCarouselSlideCount(state, slideCount);
}

/** Which backdrops to render: the first, the current slide and its neighbours once hydrated. */
function shouldLoadBackdrop(position: number, index: number, count: number, isHydrated: boolean) {
  if (position === 0) return true;
  if (!isHydrated) return false;
  return (
    position === index ||
    position === (index + 1) % count ||
    position === (index - 1 + count) % count
  );
}

export function HeroCarousel({ slides, label, className = '' }: HeroCarouselProps) {
  const shown = slides.slice(0, CAROUSEL_LARGE_SCREEN_LIMIT);
  const available = shown.length;
  const isHydrated = useIsHydrated();
  const slideCount = useSlideCount(available);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, false);
  // Timestamps are never rendered, so the clock here cannot cause a hydration mismatch.
  const [rawState, setState] = useState(() => createCarouselState(available, Date.now()));
  const [hasKeyboardFocus, setHasKeyboardFocus] = useState(false);
  const [autoplayChoice, setAutoplayChoice] = useState<'default' | 'on' | 'off'>('default');
  const slidesId = useId();
  const state = withSlideCount(rawState, slideCount);
  const index = state.index;

  const wantsAutoplay = autoplayChoice === 'on' || (autoplayChoice === 'default' && !reducedMotion);
  const isAutoplaying = isHydrated && wantsAutoplay && !hasKeyboardFocus;

  useEffect(() => {
    const dueAt = isAutoplaying ? getNextAutoplayAtMs(withSlideCount(rawState, slideCount)) : null;
    if (dueAt === null) return;
    const timer = window.setTimeout(
      () =>
        setState((current) => {
          const next = tickCarousel(withSlideCount(current, slideCount), Date.now());
          // A timer that fired early leaves the state as it was; a copy schedules it again.
          return next === current ? { ...current } : next;
        }),
      Math.max(0, dueAt - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [isAutoplaying, rawState, slideCount]);

  if (available === 0) return null;
  const update = (change: (current: CarouselState, nowMs: number) => CarouselState) =>
    setState((current) => change(withSlideCount(current, slideCount), Date.now()));
  const goPrevious = () => update(previousSlide);
  const goNext = () => update(nextSlide);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-testid="hero-carousel"
      className={className}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') update(pauseCarousel);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') update(resumeCarousel);
      }}
      onTouchStart={() => update(pauseCarousel)}
      onFocus={(event) => {
        if (event.target.matches(':focus-visible')) setHasKeyboardFocus(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHasKeyboardFocus(false);
      }}
    >
      <div className="relative">
        <div
          id={slidesId}
          aria-live={isAutoplaying ? 'off' : 'polite'}
          className="relative aspect-[4/5] overflow-hidden rounded-xl bg-surface-3 tablet:aspect-video lg:aspect-[21/9]"
        >
          {shown.map((slide, i) => (
            <HeroSlideView
              key={slide.key}
              slide={slide}
              position={i}
              count={slideCount}
              isCurrent={i === index}
              hasImage={shouldLoadBackdrop(i, index, slideCount, isHydrated)}
            />
          ))}
        </div>
        <ControlButton
          label="Previous slide"
          controls={slidesId}
          onClick={goPrevious}
          className={`${ARROW_CLASS} absolute top-1/3 left-2 tablet:top-1/2 tablet:left-4 tablet:-translate-y-1/2`}
        >
          <Icon name="chevron-left" className="size-6" />
        </ControlButton>
        <ControlButton
          label="Next slide"
          controls={slidesId}
          onClick={goNext}
          className={`${ARROW_CLASS} absolute top-1/3 right-2 tablet:top-1/2 tablet:right-4 tablet:-translate-y-1/2`}
        >
          <Icon name="chevron-right" className="size-6" />
        </ControlButton>
      </div>
      <div className="mt-3 flex h-10 items-center justify-center gap-2">
        <div className="flex items-center">
          {shown.map((slide, i) => (
            <button
              key={slide.key}
              type="button"
              aria-label={`Slide ${String(i + 1)}: ${slide.title}`}
              aria-controls={slidesId}
              aria-current={i === index ? 'true' : undefined}
              data-testid="hero-dot"
              onClick={() => update((current, now) => goToSlide(current, i, now))}
              className={`group grid size-6 place-items-center rounded-full ${i >= CAROUSEL_SMALL_SCREEN_LIMIT ? 'max-tablet:hidden' : ''}`}
            >
              <span className="block size-2 rounded-full bg-ink-muted/50 transition-all group-aria-[current=true]:w-4 group-aria-[current=true]:bg-brand motion-reduce:transition-none" />
            </button>
          ))}
        </div>
        <ControlButton
          label={wantsAutoplay ? 'Pause autoplay' : 'Start autoplay'}
          onClick={() => setAutoplayChoice(wantsAutoplay ? 'off' : 'on')}
          className="border border-line bg-surface-2 hover:border-brand"
        >
          {wantsAutoplay ? (
            <Icon name="pause" className="size-4" />
          ) : (
            <Icon name="play" className="size-4" />
          )}
        </ControlButton>
      </div>
    </section>
  );
}

interface HeroSlideViewProps {
  slide: HeroSlide;
  position: number;
  count: number;
  isCurrent: boolean;
  hasImage: boolean;
}

function HeroSlideView({ slide, position, count, isCurrent, hasImage }: HeroSlideViewProps) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${String(position + 1)} of ${String(count)}`}
      inert={!isCurrent}
      data-testid="hero-slide"
      data-current={isCurrent}
      className={`absolute inset-0 transition-opacity duration-500 motion-reduce:transition-none ${isCurrent ? 'opacity-100' : 'opacity-0'} ${position >= CAROUSEL_SMALL_SCREEN_LIMIT ? 'max-tablet:hidden' : ''}`}
    >
      <div className="absolute inset-0">
        {hasImage ? (
          <Artwork
            path={slide.backdropPath}
            kind="backdrop"
            alt=""
            sizes={BACKDROP_SIZES}
            priority={position === 0}
            keepAspect={false}
            className="h-full w-full"
          />
        ) : null}
      </div>
      <div className="absolute inset-0 bg-gradient-to-t from-black/90 via-black/45 to-black/5" />
      <div className="absolute inset-x-0 bottom-0 flex flex-col gap-2 p-4 text-white tablet:max-w-2xl tablet:p-8">
        <h2 className="line-clamp-2 text-2xl font-extrabold tracking-tight tablet:text-4xl">
          {slide.title}
        </h2>
        {slide.rating || slide.details ? (
          <p className="flex items-center gap-3 text-sm text-white/85">
            {slide.rating ? (
              <span className="inline-flex items-center gap-1">
                <Icon name="star" className="size-4 fill-yellow-400 text-yellow-400" />
                <span className="sr-only">Rating </span>
                {slide.rating}
              </span>
            ) : null}
            {slide.details ? <span>{slide.details}</span> : null}
          </p>
        ) : null}
        {slide.overview ? (
          <p className="line-clamp-3 text-sm text-white/85 tablet:text-base">{slide.overview}</p>
        ) : null}
        <div className="mt-1 flex gap-3">
          {slide.watchHref ? (
            <PrefetchLink
              to={slide.watchHref}
              aria-label={`Watch ${slide.title}`}
              className={buttonClass({ size: 'sm' })}
            >
              <Icon name="play" className="size-4 fill-current" />
              Watch
            </PrefetchLink>
          ) : null}
          <PrefetchLink
            to={slide.href}
            aria-label={`${slide.title}: details`}
            className="inline-flex items-center rounded-md bg-white/15 px-5 py-2 text-sm font-bold text-white backdrop-blur-sm hover:bg-white/25"
          >
            Details
          </PrefetchLink>
        </div>
      </div>
    </div>
  );
}

interface ControlButtonProps {
  label: string;
  controls?: string;
  onClick: () => void;
  className: string;
  children: ReactNode;
}

const ARROW_CLASS = 'bg-black/55 text-white backdrop-blur-sm hover:bg-black/75';

function ControlButton({ label, controls, onClick, className, children }: ControlButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-controls={controls}
      onClick={onClick}
      className={`grid size-10 shrink-0 place-items-center rounded-full ${className}`}
    >
      {children}
    </button>
  );
}
