/**
 * The loaders of the movie, series and episode pages: read the catalogue in process, answer an
 * old or missing slug with a permanent redirect to the canonical address (keeping the query), an
 * unknown title with 404, bad episode parameters with 400, and cut the details down to the views
 * the pages render. Server only.
 */
import { isMovieWatchable, isSeasonWatchable } from '@reelhouse/core/screens/release';
import {
  formatEpisodeCode,
  formatEpisodePageTitle,
  formatSeasonAndEpisodeCount,
  pickInitialSeason,
} from '@reelhouse/core/screens/title-facts';
import type { DatePrecision } from '@reelhouse/core/screens/title-facts';
import { getReleaseYear, getTitle } from '@reelhouse/core/media/media-item';
import type { MediaDetails } from '@reelhouse/core/media/media-schema';
import type { Episode, Season } from '@reelhouse/core/media/season-schema';
import {
  buildMediaPath,
  isAutoplayRequested,
  parseEpisodeNumberParam,
  parseMediaIdParam,
} from '@reelhouse/core/slug/media-path';
import { data, redirect } from 'react-router';
import type { ReelhouseLoadContext } from '~/load-context';
import { readSectionOrFallback, requireCatalogue } from '~/lib/loader-support';
import { canonicalUrl, previewImageUrl, type PageSeo } from '~/lib/seo';
import { buildEpisodePlayback, buildMoviePlayback, findNextEpisode } from './playback-view';
import {
  buildEpisodeCards,
  buildEpisodeDetail,
  buildSeasonChoices,
  type EpisodeAvailability,
  type SeriesRef,
} from './series-view';
import {
  MISSING_PARAMETERS,
  MOVIE_NOT_FOUND,
  SERIES_NOT_FOUND,
  buildEpisodeNotFound,
  type TitleProblem,
} from './title-problem';
import { buildWhereToWatch } from './where-to-watch-view';
import {
  buildCastList,
  buildCrewList,
  buildRecommendations,
  buildTitleHeader,
  type TitleHeaderView,
} from './title-view';

function fail(status: 400 | 404, problem: TitleProblem): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's thrown response
  throw data(problem, { status });
}

/** A wrong or missing slug moves permanently to the canonical path, with the same query. */
function redirectUnlessCanonical(isCanonical: boolean, canonicalPath: string, url: URL): void {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's thrown response
  if (!isCanonical) throw redirect(`${canonicalPath}${url.search}`, 301);
}

/** The last segment of '/movies/603-the-matrix'. */
function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** How much of the release date the catalogue knows (the embedded one: often the year only). */
function datePrecisionOf(details: MediaDetails): DatePrecision {
  return details.release_date_precision ?? 'day';
}

function buildTitleSeo(context: ReelhouseLoadContext, header: TitleHeaderView): PageSeo {
  return {
    title: header.title,
    description: header.overview === '' ? (header.tagline ?? header.title) : header.overview,
    url: canonicalUrl(context.publicOrigin, header.path),
    image: previewImageUrl(context.publicOrigin, header.posterPath, 'poster'),
    type: header.mediaType === 'movie' ? 'video.movie' : 'video.tv_show',
  };
}

/** Which episodes of the series play here, from the sources' index. */
function episodeAvailability(
  context: ReelhouseLoadContext,
  details: MediaDetails,
): EpisodeAvailability {
  const series = {
    type: 'tv' as const,
    id: details.id,
    imdbId: details.external_ids?.imdb_id ?? null,
    title: getTitle(details),
    year: getReleaseYear(details),
  };
  return (season, episode) => context.availability?.ofEpisode(series, season, episode) ?? null;
}

export async function loadMoviePage(
  context: ReelhouseLoadContext,
  param: string | undefined,
  url: URL,
) {
  const id = parseMediaIdParam(param);
  if (id === null) fail(404, MOVIE_NOT_FOUND);
  const catalogue = requireCatalogue(context);
  const details = await catalogue.getDetails('movie', id, ['credits', 'similar', 'images']);
  if (details === null) fail(404, MOVIE_NOT_FOUND);
  const nowMs = Date.now();
  const header = buildTitleHeader(details, 'movie', {
    nowMs,
    datePrecision: datePrecisionOf(details),
  });
  redirectUnlessCanonical(param === lastSegment(header.path), header.path, url);
  return {
    header,
    availability: details.availability ?? null,
    whereToWatch: buildWhereToWatch(context, details, 'movie'),
    isWatchable: isMovieWatchable(details.release_date, nowMs),
    autoplay: isAutoplayRequested(url.searchParams.get('play')),
    playback: buildMoviePlayback(details),
    cast: buildCastList(details.credits?.cast ?? []),
    crew: buildCrewList(details.credits?.crew ?? []),
    recommendations: buildRecommendations(details),
    seo: buildTitleSeo(context, header),
  };
}

/**
 * The episode after the current one, as the catalogue has it: from the current season's list, or
 * read from the catalogue when it is in another season. Null when there is none or it cannot be
 * read (the page then offers no Next Episode).
 */
async function readNextEpisode(
  context: ReelhouseLoadContext,
  details: MediaDetails,
  currentSeason: Season | null,
  seasonNumber: number,
  episode: Episode,
): Promise<{ seasonNumber: number; episode: Episode } | null> {
  const target = findNextEpisode(details, currentSeason, {
    seasonNumber,
    episodeNumber: episode.episode_number,
  });
  if (target === null) return null;
  const listed =
    target.seasonNumber === seasonNumber
      ? currentSeason?.episodes.find((entry) => entry.episode_number === target.episodeNumber)
      : undefined;
  const found =
    listed ??
    (await readSectionOrFallback(
      context,
      'next episode',
      () =>
        requireCatalogue(context).getEpisode(
          details.id,
          target.seasonNumber,
          target.episodeNumber,
          [],
        ),
      null,
    ));
  return found === null ? null : { seasonNumber: target.seasonNumber, episode: found };
}

export async function loadSeriesPage(
  context: ReelhouseLoadContext,
  param: string | undefined,
  url: URL,
) {
  const id = parseMediaIdParam(param);
  if (id === null) fail(404, SERIES_NOT_FOUND);
  const catalogue = requireCatalogue(context);
  const details = await catalogue.getDetails('tv', id, ['credits', 'similar', 'images']);
  if (details === null) fail(404, SERIES_NOT_FOUND);
  const nowMs = Date.now();
  const header = buildTitleHeader(details, 'tv', {
    nowMs,
    datePrecision: datePrecisionOf(details),
  });
  redirectUnlessCanonical(param === lastSegment(header.path), header.path, url);

  const seasons = buildSeasonChoices(details.seasons);
  const selectedSeason = pickInitialSeason(
    seasons.map((season) => season.seasonNumber),
    parseEpisodeNumberParam(url.searchParams.get('season')),
  );
  const season =
    selectedSeason === null
      ? null
      : await readSectionOrFallback(
          context,
          'season',
          () => catalogue.getSeason(id, selectedSeason),
          null,
        );
  const series: SeriesRef = { id, title: header.title };
  const choice = seasons.find((entry) => entry.seasonNumber === selectedSeason);
  const regularSeasons = seasons.filter((entry) => entry.seasonNumber >= 1).length;
  return {
    header,
    seasonCountText: formatSeasonAndEpisodeCount(
      details.number_of_seasons ?? regularSeasons,
      details.number_of_episodes,
    ),
    seasons,
    selectedSeason,
    availability: details.availability ?? null,
    whereToWatch: buildWhereToWatch(context, details, 'tv'),
    episodes: buildEpisodeCards(series, season, episodeAvailability(context, details)),
    isWatchable: isSeasonWatchable(season?.air_date ?? choice?.airDate, nowMs),
    cast: buildCastList(details.credits?.cast ?? []),
    crew: buildCrewList(details.credits?.crew ?? []),
    recommendations: buildRecommendations(details),
    seo: buildTitleSeo(context, header),
  };
}

export interface EpisodeParams {
  seriesId?: string | undefined;
  season?: string | undefined;
  episode?: string | undefined;
}

export async function loadEpisodePage(
  context: ReelhouseLoadContext,
  params: EpisodeParams,
  url: URL,
) {
  const id = parseMediaIdParam(params.seriesId);
  const seasonNumber = parseEpisodeNumberParam(params.season);
  const episodeNumber = parseEpisodeNumberParam(params.episode);
  if (id === null || seasonNumber === null || episodeNumber === null) {
    fail(400, MISSING_PARAMETERS);
  }
  const catalogue = requireCatalogue(context);
  const [details, episode] = await Promise.all([
    catalogue.getDetails('tv', id, ['images', 'external_ids']),
    catalogue.getEpisode(id, seasonNumber, episodeNumber, ['credits', 'images']),
  ]);
  if (details === null) fail(404, buildEpisodeNotFound(null, seasonNumber, episodeNumber));
  const title = getTitle(details);
  const seriesPath = buildMediaPath('tv', id, title);
  const isCanonical =
    params.seriesId === lastSegment(seriesPath) &&
    params.season === String(seasonNumber) &&
    params.episode === String(episodeNumber);
  const episodePath = `${seriesPath}/${seasonNumber}/${episodeNumber}`;
  redirectUnlessCanonical(isCanonical, episodePath, url);
  if (episode === null) {
    fail(404, buildEpisodeNotFound({ title, path: seriesPath }, seasonNumber, episodeNumber));
  }

  const series: SeriesRef = { id, title };
  const seasons = buildSeasonChoices(details.seasons);
  const browsedSeason =
    pickInitialSeason(
      seasons.map((season) => season.seasonNumber),
      parseEpisodeNumberParam(url.searchParams.get('season')) ?? seasonNumber,
    ) ?? seasonNumber;
  const readSeason = (number: number) =>
    readSectionOrFallback(context, 'season', () => catalogue.getSeason(id, number), null);
  const [season, currentSeason] = await Promise.all([
    readSeason(browsedSeason),
    browsedSeason === seasonNumber ? null : readSeason(seasonNumber),
  ]);
  const playbackSeason = browsedSeason === seasonNumber ? season : currentSeason;
  const next = await readNextEpisode(context, details, playbackSeason, seasonNumber, episode);
  const view = buildEpisodeDetail(series, seasonNumber, episode);
  return {
    series: { id, title, path: seriesPath, posterPath: details.poster_path },
    episode: view,
    autoplay: isAutoplayRequested(url.searchParams.get('play')),
    availability: episodeAvailability(context, details)(seasonNumber, episodeNumber),
    whereToWatch: buildWhereToWatch(context, details, 'tv'),
    playback: buildEpisodePlayback(
      { details, episodeAirDate: episode.air_date },
      seasonNumber,
      episode,
      next,
    ),
    seasons,
    browsedSeason,
    browsedEpisodes: buildEpisodeCards(series, season, episodeAvailability(context, details)),
    seo: {
      // The server renders for everyone: the title names the episode, and the browser leaves the
      // name out while spoiler-safe mode hides it (`components/spoiler/spoiler-safe-title.ts`).
      // The description and the link-preview tags keep naming it, for crawlers and shared links.
      title: formatEpisodePageTitle(title, seasonNumber, episodeNumber, view.name),
      description: view.overview || `${formatEpisodeCode(seasonNumber, episodeNumber)} of ${title}`,
      url: canonicalUrl(context.publicOrigin, episodePath),
      image: previewImageUrl(context.publicOrigin, details.poster_path, 'poster'),
      type: 'video.episode',
    } satisfies PageSeo,
  };
}
