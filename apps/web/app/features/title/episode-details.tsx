/**
 * The episode page (spec section 2): still, rating with vote count, air date, runtime, overview,
 * Director(s) and Writer(s), Play and Download (a slot the route fills), guest stars (10, then
 * '+N more') and the stills gallery. The season browser is composed by the route. In
 * spoiler-safe mode an episode the visitor has not reached blurs its stills and hides its title
 * and overview until they press Show; the tab's title leaves its name out until then too.
 */
import { useId, useRef, type ReactNode } from 'react';
import { Artwork } from '~/components/media/artwork';
import { PrefetchLink } from '~/components/media/prefetch-link';
import {
  RevealButton,
  SPOILER_HIDDEN_TEXT,
  SpoilerStill,
  describeEpisode,
  hiddenEpisodeTitle,
  spoilerMark,
} from '~/components/spoiler/spoiler-shield';
import { useSpoilerSafeTitle } from '~/components/spoiler/spoiler-safe-title';
import { useSpoilerGuard, type SpoilerVisibility } from '~/components/spoiler/use-spoiler-guard';
import { PeopleList } from './people-list';
import type { EpisodeDetailView } from './series-view';
import type { PersonView } from './title-view';
import { Icon } from '~/components/ui/icon';

interface EpisodeDetailsProps {
  series: { id: number; title: string; path: string };
  episode: EpisodeDetailView;
  /** Play and Download, composed by the route (the watch flow is another feature) */
  playback: ReactNode;
}

export function EpisodeDetails({ series, episode, playback }: EpisodeDetailsProps) {
  const headingId = useId();
  const spoilers = useSpoilerGuard();
  const { seasonNumber, episodeNumber } = episode;
  const visibility = spoilers.visibilityOf(series.id, seasonNumber, episodeNumber);
  const isHidden = visibility === 'hidden';
  const heading = useRef<HTMLHeadingElement>(null);
  // The tab names the episode only once it shows.
  useSpoilerSafeTitle(visibility, {
    seriesTitle: series.title,
    seasonNumber,
    episodeNumber,
    episodeName: episode.name,
  });
  return (
    <>
      <section aria-labelledby={headingId} data-testid="episode-details">
        <p className="mb-4 text-sm">
          <PrefetchLink to={series.path} className="font-semibold text-ink-muted hover:text-ink">
            {series.title}
          </PrefetchLink>
          <span aria-hidden="true" className="mx-2 text-ink-muted">
            /
          </span>
          <span className="text-ink-muted">
            Season {episode.seasonNumber}, Episode {episode.episodeNumber}
          </span>
        </p>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <SpoilerStill visibility={visibility} className="rounded-xl">
            <Artwork
              path={episode.stillPath}
              kind="still"
              alt={
                visibility === 'shown'
                  ? `Still from ${episode.name}`
                  : `Still from ${describeEpisode(seasonNumber, episodeNumber)}${isHidden ? ', blurred' : ''}`
              }
              sizes="(min-width: 1280px) 740px, (min-width: 1024px) 58vw, 100vw"
              priority
              className="rounded-xl"
            />
          </SpoilerStill>
          <div>
            <p className="text-sm font-semibold text-ink-muted">{episode.code}</p>
            <h1
              id={headingId}
              ref={heading}
              tabIndex={-1}
              {...spoilerMark(visibility)}
              className="mt-1 text-3xl font-extrabold tracking-tight"
            >
              {isHidden ? hiddenEpisodeTitle(episodeNumber) : episode.name}
            </h1>
            <EpisodeFacts episode={episode} />
            <div className="mt-5 flex flex-wrap items-center gap-3">{playback}</div>
            {isHidden ? (
              <p className="mt-5 flex flex-wrap items-center gap-3" data-testid="spoiler-notice">
                <span className="text-ink-muted">{SPOILER_HIDDEN_TEXT}</span>
                <RevealButton
                  subject={describeEpisode(seasonNumber, episodeNumber)}
                  onReveal={() => {
                    spoilers.reveal(series.id, seasonNumber, episodeNumber);
                    // The button goes away: focus moves to the title it revealed.
                    heading.current?.focus();
                  }}
                />
              </p>
            ) : episode.overview ? (
              <p
                {...spoilerMark(visibility)}
                className="mt-5 leading-relaxed"
                data-testid="episode-overview"
              >
                {episode.overview}
              </p>
            ) : null}
            {episode.directors.length > 0 || episode.writers.length > 0 ? (
              <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <CrewLine label="Director(s)" people={episode.directors} />
                <CrewLine label="Writer(s)" people={episode.writers} />
              </dl>
            ) : null}
          </div>
        </div>
      </section>
      <PeopleList
        title="Guest Stars"
        people={episode.guestStars}
        more={episode.guestStarsMoreLabel}
        testId="guest-stars"
      />
      <StillsGallery
        stills={episode.stills}
        episodeName={visibility === 'shown' ? episode.name : hiddenEpisodeTitle(episodeNumber)}
        visibility={visibility}
      />
    </>
  );
}

function EpisodeFacts({ episode }: { episode: EpisodeDetailView }) {
  return (
    <ul
      aria-label="Details"
      className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-muted"
    >
      <li className="inline-flex items-center gap-1">
        <Icon name="star" className="size-4 fill-yellow-400 text-yellow-400" />
        <span className="sr-only">Rating </span>
        <span className="font-semibold text-ink">{episode.ratingText ?? 'Not rated yet'}</span>
        {episode.voteCountText ? <span>({episode.voteCountText})</span> : null}
      </li>
      {episode.airDateText && episode.airDate ? (
        <li>
          <span className="sr-only">Aired </span>
          <time dateTime={episode.airDate}>{episode.airDateText}</time>
        </li>
      ) : null}
      {episode.runtimeText ? (
        <li className="inline-flex items-center gap-1">
          <Icon name="clock" className="size-4" />
          <span className="sr-only">Runtime </span>
          {episode.runtimeText}
        </li>
      ) : null}
    </ul>
  );
}

/** One crew job and its people; a job nobody is known for is left out, never 'Unknown'. */
function CrewLine({ label, people }: { label: string; people: readonly PersonView[] }) {
  if (people.length === 0) return null;
  return (
    <>
      <dt className="font-semibold">{label}</dt>
      <dd className="text-ink-muted">{people.map((person) => person.name).join(', ')}</dd>
    </>
  );
}

function StillsGallery({
  stills,
  episodeName,
  visibility,
}: {
  stills: readonly string[];
  episodeName: string;
  visibility: SpoilerVisibility;
}) {
  const headingId = useId();
  if (stills.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-10" data-testid="stills-gallery">
      <h2 id={headingId} className="mb-3 text-lg font-bold tablet:text-xl">
        Stills
      </h2>
      <ul className="grid grid-cols-2 gap-3 tablet:grid-cols-3 lg:grid-cols-4">
        {stills.map((path, index) => (
          <li key={path}>
            <SpoilerStill visibility={visibility} className="rounded-lg">
              <Artwork
                path={path}
                kind="still"
                alt={`${episodeName}, still ${String(index + 1)}`}
                sizes="(min-width: 1024px) 25vw, (min-width: 700px) 33vw, 50vw"
                className="rounded-lg"
              />
            </SpoilerStill>
          </li>
        ))}
      </ul>
    </section>
  );
}
