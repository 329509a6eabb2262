/**
 * The expected failures of the title pages (spec section 2): an unknown movie or series, 'Episode
 * Not Found' with a link back to the series, and 'Missing required parameters'. Loaders throw them
 * as route error responses (so the status is 404 or 400); the routes' boundaries render them.
 */
import { EPISODE_NOT_FOUND, MISSING_REQUIRED_PARAMETERS } from '@reelhouse/core/screens/texts';
import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { SITE_NAME } from '~/lib/seo';

export interface TitleProblem {
  /** the heading, e.g. 'Episode Not Found' */
  error: string;
  detail: string;
  backHref: string;
  backLabel: string;
}

export const MOVIE_NOT_FOUND: TitleProblem = {
  error: 'Movie Not Found',
  detail: "We couldn't find this movie. The link may be wrong, or the movie may have been removed.",
  backHref: '/movies',
  backLabel: 'Browse movies',
};

export const SERIES_NOT_FOUND: TitleProblem = {
  error: 'Series Not Found',
  detail:
    "We couldn't find this series. The link may be wrong, or the series may have been removed.",
  backHref: '/series',
  backLabel: 'Browse series',
};

export const MISSING_PARAMETERS: TitleProblem = {
  error: MISSING_REQUIRED_PARAMETERS,
  detail:
    'An episode address needs a series, a season number and an episode number, like /series/1396-breaking-bad/1/1.',
  backHref: '/series',
  backLabel: 'Browse series',
};

/** 'Episode Not Found', linking back to the series (or to /series when the series is unknown). */
export function buildEpisodeNotFound(
  series: { title: string; path: string } | null,
  seasonNumber: number,
  episodeNumber: number,
): TitleProblem {
  const where = `Season ${seasonNumber}, episode ${episodeNumber}`;
  if (series === null) {
    return { ...SERIES_NOT_FOUND, error: EPISODE_NOT_FOUND };
  }
  return {
    error: EPISODE_NOT_FOUND,
    detail: `${where} of ${series.title} isn't in our catalogue.`,
    backHref: series.path,
    backLabel: `Back to ${series.title}`,
  };
}

function isTitleProblem(value: unknown): value is TitleProblem {
  if (value === null || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return ['error', 'detail', 'backHref', 'backLabel'].every(
    (key) => typeof record[key] === 'string',
  );
}

/** @returns the problem a title loader threw, with its status, or null for any other error */
export function readTitleProblem(error: unknown): { status: number; problem: TitleProblem } | null {
  if (!isRouteErrorResponse(error) || !isTitleProblem(error.data)) return null;
  return { status: error.status, problem: error.data };
}

/** The page title of a failed title page; such pages are not indexed. */
export function buildProblemMeta(error: unknown): MetaDescriptor[] {
  const heading = readTitleProblem(error)?.problem.error ?? 'Oops! Something Broke';
  return [{ title: `${heading} | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
}
