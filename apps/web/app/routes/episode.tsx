/**
 * The episode page, /series/{id}-{slug}/{season}/{episode} (spec section 2): the episode's
 * details with Play and Download, then the season browser (`?season=N` shows another season).
 * 'Episode Not Found' links back to the series; unreadable parameters answer 'Missing required
 * parameters'. The header scrolls away with the page here.
 */
import { spoilerSafeTitleMeta } from '~/components/spoiler/spoiler-safe-title';
import { RouteErrorScreen } from '~/features/errors/route-error-screen';
import { WatchButtons } from '~/features/player/watch/watch-buttons';
import { EpisodeDetails } from '~/features/title/episode-details';
import { loadEpisodePage } from '~/features/title/load-title.server';
import { SeasonBrowser } from '~/features/title/season-browser';
import { WhereToWatch } from '~/features/title/where-to-watch';
import { buildProblemMeta, readTitleProblem } from '~/features/title/title-problem';
import { LazyTitleProblemPage } from '~/features/title/lazy-title-problem-page';
import type { ShellHandle } from '~/lib/route-handle';
import { buildMeta } from '~/lib/seo';
import type { Route } from './+types/episode';

export const handle: ShellHandle = { stickyHeader: false };

export function loader({ params, url, context }: Route.LoaderArgs) {
  return loadEpisodePage(context, params, url);
}

// The title, description and link-preview tags name the episode: the server renders them for
// everyone (crawlers, shared links) and cannot know this browser's spoiler-safe setting. For an
// episode that could spoil, a tag also carries the title without its name, which the page puts in
// the tab while spoiler-safe mode hides the episode (decision 0032); the description stays.
export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return buildProblemMeta(error);
  const { series, episode } = loaderData;
  return [
    ...buildMeta(loaderData.seo),
    ...spoilerSafeTitleMeta({
      seriesTitle: series.title,
      seasonNumber: episode.seasonNumber,
      episodeNumber: episode.episodeNumber,
    }),
  ];
}

export default function EpisodePage({ loaderData }: Route.ComponentProps) {
  const { series, episode, autoplay, playback, seasons, browsedSeason, browsedEpisodes } =
    loaderData;
  const { availability, whereToWatch } = loaderData;
  return (
    <div key={episode.path}>
      <EpisodeDetails
        series={series}
        episode={episode}
        playback={
          <WatchButtons
            playLabel="Play"
            subject={`${series.title} ${episode.code}`}
            isPlayable
            autoplay={autoplay}
            playback={playback}
            availability={availability}
          />
        }
      />
      {availability === null && whereToWatch !== null ? <WhereToWatch view={whereToWatch} /> : null}
      <SeasonBrowser
        title="More episodes"
        seriesId={series.id}
        seasons={seasons}
        selectedSeason={browsedSeason}
        episodes={browsedEpisodes}
        currentEpisodePath={episode.path}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const found = readTitleProblem(error);
  if (found) return <LazyTitleProblemPage status={found.status} problem={found.problem} />;
  return <RouteErrorScreen error={error} />;
}
