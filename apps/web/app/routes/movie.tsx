/**
 * The movie page, /movies/{id}-{slug} (spec section 2): header with Watch, Download and the
 * watchlist toggle, 'Our Recommendations', Cast and Crew. Server-rendered from the catalogue.
 */
import { OUR_RECOMMENDATIONS } from '@reelhouse/core/screens/texts';
import { MediaRow } from '~/components/media/media-row';
import { RouteErrorScreen } from '~/features/errors/route-error-screen';
import { loadMoviePage } from '~/features/title/load-title.server';
import { PeopleList } from '~/features/title/people-list';
import { TitleHero } from '~/features/title/title-hero';
import { WhereToWatch } from '~/features/title/where-to-watch';
import { buildProblemMeta, readTitleProblem } from '~/features/title/title-problem';
import { LazyTitleProblemPage } from '~/features/title/lazy-title-problem-page';
import { WatchButtons } from '~/features/player/watch/watch-buttons';
import { WatchlistToggle } from '~/features/watchlist/watchlist-toggle';
import { buildMeta } from '~/lib/seo';
import type { Route } from './+types/movie';

export function loader({ params, url, context }: Route.LoaderArgs) {
  return loadMoviePage(context, params.movieId, url);
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return loaderData ? buildMeta(loaderData.seo) : buildProblemMeta(error);
}

export default function MoviePage({ loaderData }: Route.ComponentProps) {
  const { header, isWatchable, autoplay, playback, recommendations, cast, crew } = loaderData;
  const { availability, whereToWatch } = loaderData;
  return (
    // A new movie starts with fresh local state (an open category list closes).
    <div key={header.id}>
      <TitleHero
        header={header}
        actions={
          <>
            <WatchButtons
              playLabel="Watch"
              subject={header.title}
              isPlayable={isWatchable}
              autoplay={autoplay}
              playback={playback}
              availability={availability}
            />
            <WatchlistToggle mediaId={header.id} mediaType="movie" title={header.title} />
          </>
        }
      />
      {availability === null && whereToWatch !== null ? <WhereToWatch view={whereToWatch} /> : null}
      <MediaRow title={OUR_RECOMMENDATIONS} items={recommendations} mediaType="movie" />
      <PeopleList title="Cast" people={cast} testId="cast" />
      <PeopleList title="Crew" people={crew} testId="crew" />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const found = readTitleProblem(error);
  if (found) return <LazyTitleProblemPage status={found.status} problem={found.problem} />;
  return <RouteErrorScreen error={error} />;
}
