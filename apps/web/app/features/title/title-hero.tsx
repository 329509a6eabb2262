/**
 * The header of the movie and series pages (spec section 2): backdrop, poster, logo or title,
 * tagline, genre chips, release date, 'Coming Soon', rating, runtime, then the page's actions
 * (Watch, Download, the watchlist toggle) and the overview. The backdrop is the page's largest
 * image, so it alone loads eagerly; every box has a fixed size before its image arrives.
 */
import { COMING_SOON } from '@reelhouse/core/screens/texts';
import { TITLE_LOGO_BACKGROUND } from '@reelhouse/core/screens/title-logo';
import { useId, type ReactNode } from 'react';
import { Artwork } from '~/components/media/artwork';
import { GenreChips } from '~/components/media/genre-chips';
import type { TitleHeaderView } from './title-view';
import { Icon } from '~/components/ui/icon';

interface TitleHeroProps {
  header: TitleHeaderView;
  /** extra facts after the runtime, e.g. '5 Seasons' */
  extraFact?: string | null;
  /** Watch / Download and the watchlist toggle */
  actions: ReactNode;
}

export function TitleHero({ header, extraFact = null, actions }: TitleHeroProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="relative" data-testid="title-hero">
      <div className="relative -mx-4 -mt-6 tablet:mx-0 tablet:mt-0">
        <Artwork
          path={header.backdropPath}
          kind="backdrop"
          alt=""
          sizes="(min-width: 1280px) 1248px, 100vw"
          priority
          keepAspect={false}
          className="h-56 w-full tablet:h-[26rem] tablet:rounded-xl"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-gradient-to-t from-surface via-surface/40 to-transparent tablet:rounded-xl"
        />
      </div>
      <div className="relative -mt-20 flex flex-col gap-5 tablet:-mt-40 tablet:flex-row tablet:gap-8 tablet:px-8">
        <Artwork
          path={header.posterPath}
          kind="poster"
          alt={`${header.title} poster`}
          sizes="(min-width: 700px) 240px, 144px"
          className="w-36 shrink-0 self-start rounded-xl shadow-xl ring-1 ring-line tablet:w-60"
        />
        <div className="min-w-0 flex-1 tablet:pt-44">
          <TitleHeading id={headingId} header={header} />
          {header.tagline ? (
            <p className="mt-2 text-lg text-ink-muted italic">{header.tagline}</p>
          ) : null}
          <TitleFacts header={header} extraFact={extraFact} />
          <div className="mt-4">
            <GenreChips genres={header.genres} />
          </div>
          <div className="relative mt-5 flex flex-wrap items-center gap-3">{actions}</div>
          {header.overview ? (
            <p className="mt-5 max-w-3xl leading-relaxed" data-testid="title-overview">
              {header.overview}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/**
 * The logo when the catalogue has one (the title stays in the text for search and readers), on
 * the dark ground logos are drawn for, whatever the theme.
 */
function TitleHeading({ id, header }: { id: string; header: TitleHeaderView }) {
  if (!header.logoPath) {
    return (
      <h1 id={id} className="text-3xl font-extrabold tracking-tight tablet:text-5xl">
        {header.title}
      </h1>
    );
  }
  return (
    <h1 id={id}>
      <span
        data-testid="title-logo"
        className="inline-block rounded-xl px-4 py-2"
        style={{ backgroundColor: TITLE_LOGO_BACKGROUND }}
      >
        <Artwork
          path={header.logoPath}
          kind="logo"
          alt=""
          sizes="(min-width: 700px) 320px, 240px"
          className="w-60 bg-transparent! tablet:w-80"
        />
      </span>
      <span className="sr-only">{header.title}</span>
    </h1>
  );
}

function TitleFacts({ header, extraFact }: { header: TitleHeaderView; extraFact: string | null }) {
  return (
    <ul
      aria-label="Details"
      className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-muted"
    >
      {header.isComingSoon ? (
        <li>
          <span
            data-testid="coming-soon"
            className="rounded-full bg-brand px-2.5 py-0.5 text-xs font-bold text-on-brand"
          >
            {COMING_SOON}
          </span>
        </li>
      ) : null}
      {header.releaseDateText && header.releaseDate ? (
        <li>
          <span className="sr-only">Released </span>
          <time dateTime={header.releaseDate}>{header.releaseDateText}</time>
        </li>
      ) : null}
      {header.ratingText ? (
        <li className="inline-flex items-center gap-1">
          <Icon name="star" className="size-4 fill-yellow-400 text-yellow-400" />
          <span className="sr-only">Rating </span>
          <span className="font-semibold text-ink">{header.ratingText}</span>
          {header.voteCountText ? <span>({header.voteCountText})</span> : null}
        </li>
      ) : null}
      {header.runtimeText ? (
        <li className="inline-flex items-center gap-1">
          <Icon name="clock" className="size-4" />
          <span className="sr-only">Runtime </span>
          {header.runtimeText}
        </li>
      ) : null}
      {extraFact ? <li>{extraFact}</li> : null}
    </ul>
  );
}
