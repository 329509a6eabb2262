/**
 * The episode page (spec section 2): still, rating with vote count, air date, runtime, overview,
 * Director(s) and Writer(s), Play and Download (a slot the route fills), guest stars (10, then
 * '+N more') and the stills gallery. The season browser is composed by the route.
 */
import { useId, type ReactNode } from 'react';
import { Artwork } from '~/components/media/artwork';
import { PrefetchLink } from '~/components/media/prefetch-link';
import { PeopleList } from './people-list';
import type { EpisodeDetailView } from './series-view';
import type { PersonView } from './title-view';
import { Icon } from '~/components/ui/icon';

interface EpisodeDetailsProps {
  series: { title: string; path: string };
  episode: EpisodeDetailView;
  /** Play and Download, composed by the route (the watch flow is another feature) */
  playback: ReactNode;
}

export function EpisodeDetails({ series, episode, playback }: EpisodeDetailsProps) {
  const headingId = useId();
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
          <Artwork
            path={episode.stillPath}
            kind="still"
            alt={`Still from ${episode.name}`}
            sizes="(min-width: 1280px) 740px, (min-width: 1024px) 58vw, 100vw"
            priority
            className="rounded-xl"
          />
          <div>
            <p className="text-sm font-semibold text-ink-muted">{episode.code}</p>
            <h1 id={headingId} className="mt-1 text-3xl font-extrabold tracking-tight">
              {episode.name}
            </h1>
            <EpisodeFacts episode={episode} />
            <div className="mt-5 flex flex-wrap items-center gap-3">{playback}</div>
            {episode.overview ? (
              <p className="mt-5 leading-relaxed" data-testid="episode-overview">
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
      <StillsGallery stills={episode.stills} episodeName={episode.name} />
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
}: {
  stills: readonly string[];
  episodeName: string;
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
            <Artwork
              path={path}
              kind="still"
              alt={`${episodeName}, still ${String(index + 1)}`}
              sizes="(min-width: 1024px) 25vw, (min-width: 700px) 33vw, 50vw"
              className="rounded-lg"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
