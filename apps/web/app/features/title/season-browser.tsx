/**
 * The season tab list and the episode grid of the series page, also the episode page's season
 * browser. Each tab is a link (`?season=N`), so the grid of another season arrives with the page
 * data and works without JavaScript; each card links to '{series path}/{season}/{episode}'. In
 * spoiler-safe mode a card the visitor has not reached blurs its still and names only the number.
 */
import { useId, useRef } from 'react';
import { Link, useNavigation } from 'react-router';
import { Artwork } from '~/components/media/artwork';
import { PrefetchLink } from '~/components/media/prefetch-link';
import {
  RevealButton,
  SpoilerStill,
  describeEpisode,
  hiddenEpisodeTitle,
  spoilerMark,
} from '~/components/spoiler/spoiler-shield';
import { useSpoilerGuard, type SpoilerGuard } from '~/components/spoiler/use-spoiler-guard';
import type { EpisodeCardView, SeasonChoice } from './series-view';
import { Icon } from '~/components/ui/icon';

interface SeasonBrowserProps {
  title: string;
  /** the series' id, whose watch history spoiler-safe mode reads */
  seriesId: number;
  seasons: readonly SeasonChoice[];
  selectedSeason: number | null;
  episodes: readonly EpisodeCardView[];
  /** the episode page marks its own episode */
  currentEpisodePath?: string;
}

export function SeasonBrowser({
  title,
  seriesId,
  seasons,
  selectedSeason,
  episodes,
  currentEpisodePath,
}: SeasonBrowserProps) {
  const headingId = useId();
  const navigation = useNavigation();
  const spoilers = useSpoilerGuard();
  const isLoading =
    navigation.state === 'loading' && navigation.location.search.includes('season=');
  if (seasons.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-10" data-testid="season-browser">
      <h2 id={headingId} className="mb-3 text-lg font-bold tablet:text-xl">
        {title}
      </h2>
      <nav aria-label="Seasons">
        <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:thin]">
          {seasons.map((season) => {
            const isSelected = season.seasonNumber === selectedSeason;
            return (
              <li key={season.seasonNumber} className="shrink-0">
                <Link
                  to={`?season=${String(season.seasonNumber)}`}
                  preventScrollReset
                  aria-current={isSelected ? 'true' : undefined}
                  className="inline-block rounded-full border border-line bg-surface-2 px-4 py-1.5 text-sm font-semibold whitespace-nowrap hover:border-brand aria-[current=true]:border-transparent aria-[current=true]:bg-brand aria-[current=true]:text-on-brand"
                >
                  {season.name}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {episodes.length === 0 ? (
        <p className="mt-4 text-ink-muted">No episodes are listed for this season yet.</p>
      ) : (
        <ul
          aria-busy={isLoading}
          data-testid="episode-grid"
          className={`mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${isLoading ? 'opacity-60' : ''}`}
        >
          {episodes.map((episode) => (
            // Off-screen cards skip rendering and their stills wait until they come near.
            <li
              key={episode.path}
              className="[contain-intrinsic-size:auto_300px] [content-visibility:auto]"
            >
              <EpisodeCard
                episode={episode}
                isCurrent={episode.path === currentEpisodePath}
                seriesId={seriesId}
                spoilers={spoilers}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface EpisodeCardProps {
  episode: EpisodeCardView;
  isCurrent: boolean;
  seriesId: number;
  spoilers: SpoilerGuard;
}

function EpisodeCard({ episode, isCurrent, seriesId, spoilers }: EpisodeCardProps) {
  const { seasonNumber, episodeNumber } = episode;
  const visibility = spoilers.visibilityOf(seriesId, seasonNumber, episodeNumber);
  const card = useRef<HTMLDivElement>(null);
  return (
    <div ref={card} className="relative">
      <PrefetchLink
        to={episode.path}
        aria-current={isCurrent ? 'page' : undefined}
        data-testid="episode-card"
        className="group block rounded-lg bg-surface-2 ring-1 ring-line hover:ring-brand aria-[current=page]:ring-2 aria-[current=page]:ring-brand"
      >
        <SpoilerStill visibility={visibility} className="rounded-t-lg">
          <Artwork
            path={episode.stillPath}
            kind="still"
            alt=""
            sizes="(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            className="rounded-t-lg"
          />
        </SpoilerStill>
        <div className="p-3">
          <p className="text-xs font-semibold text-ink-muted">{episode.code}</p>
          <p {...spoilerMark(visibility)} className="line-clamp-1 font-semibold">
            {visibility === 'hidden' ? hiddenEpisodeTitle(episodeNumber) : episode.name}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 text-xs text-ink-muted">
            {episode.airDateText ? <span>{episode.airDateText}</span> : null}
            {episode.runtimeText ? <span>{episode.runtimeText}</span> : null}
            {episode.ratingText ? (
              <span className="inline-flex items-center gap-0.5">
                <Icon name="star" className="size-3 fill-yellow-400 text-yellow-400" />
                <span className="sr-only">Rating </span>
                {episode.ratingText}
              </span>
            ) : null}
          </p>
        </div>
      </PrefetchLink>
      {visibility === 'hidden' ? (
        // Over the blurred still, beside the link rather than inside it (no button in a link).
        <div className="pointer-events-none absolute inset-x-0 top-0 grid aspect-video place-items-center">
          <RevealButton
            subject={describeEpisode(seasonNumber, episodeNumber)}
            onReveal={() => {
              spoilers.reveal(seriesId, seasonNumber, episodeNumber);
              // The button goes away: keyboard focus moves to the card it revealed.
              card.current?.querySelector('a')?.focus();
            }}
            className="pointer-events-auto"
          />
        </div>
      ) : null}
    </div>
  );
}
