/**
 * The series page, /series/{id}-{slug} (spec section 2): header with the season count and the
 * watchlist toggle, Season and Episode selects with 'Watch selected episode', the season tabs and
 * the episode grid (`?season=N` picks the season), 'Our Recommendations', Cast and Crew.
 */
import { OUR_RECOMMENDATIONS } from '@reelhouse/core/screens/texts';
import { MediaRow } from '~/components/media/media-row';
import { FollowToggle } from '~/features/calendar/follow-toggle';
import { RouteErrorScreen } from '~/features/errors/route-error-screen';
import { loadSeriesPage } from '~/features/title/load-title.server';
import { PeopleList } from '~/features/title/people-list';
import { SeasonBrowser } from '~/features/title/season-browser';
import { SeasonPicker } from '~/features/title/season-picker';
import { TitleHero } from '~/features/title/title-hero';
import { WhereToWatch } from '~/features/title/where-to-watch';
import { NotStreamableNote } from '~/features/player/watch/not-streamable-note';
import { buildProblemMeta, readTitleProblem } from '~/features/title/title-problem';
import { LazyTitleProblemPage } from '~/features/title/lazy-title-problem-page';
import { WatchlistToggle } from '~/features/watchlist/watchlist-toggle';
import { buildMeta } from '~/lib/seo';
import type { Route } from './+types/series-detail';

export function loader({ params, url, context }: Route.LoaderArgs) {
  return loadSeriesPage(context, params.seriesId, url);
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return loaderData ? buildMeta(loaderData.seo) : buildProblemMeta(error);
}

export default function SeriesPage({ loaderData }: Route.ComponentProps) {
  const { header, seasonCountText, seasons, selectedSeason, episodes, isWatchable } = loaderData;
  const { availability, whereToWatch } = loaderData;
  return (
    <div key={header.id}>
      <TitleHero
        header={header}
        extraFact={seasonCountText}
        actions={
          <>
            <NotStreamableNote availability={availability} />
            <WatchlistToggle mediaId={header.id} mediaType="tv" title={header.title} />
            <FollowToggle seriesId={header.id} title={header.title} />
          </>
        }
      />
      <SeasonPicker
        key={selectedSeason}
        seriesId={header.id}
        seriesPath={header.path}
        seasons={seasons}
        selectedSeason={selectedSeason}
        episodes={episodes}
        isWatchable={isWatchable}
      />
      {availability === null && whereToWatch !== null ? <WhereToWatch view={whereToWatch} /> : null}
      <SeasonBrowser
        title="Episodes"
        seriesId={header.id}
        seasons={seasons}
        selectedSeason={selectedSeason}
        episodes={episodes}
      />
      <MediaRow title={OUR_RECOMMENDATIONS} items={loaderData.recommendations} mediaType="tv" />
      <PeopleList title="Cast" people={loaderData.cast} testId="cast" />
      <PeopleList title="Crew" people={loaderData.crew} testId="crew" />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const found = readTitleProblem(error);
  if (found) return <LazyTitleProblemPage status={found.status} problem={found.problem} />;
  return <RouteErrorScreen error={error} />;
}
