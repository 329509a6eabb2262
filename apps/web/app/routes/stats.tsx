/**
 * /stats: the site's real statistics (scope point 5, decision 0023), read in process from the
 * server's anonymous daily sums. When they cannot be read the page says so, answered 503 so that
 * no cache keeps it.
 */
import { data } from 'react-router';
import { loadStats } from '~/features/stats/load-stats.server';
import { STATS_TITLE, StatsPage } from '~/features/stats/stats-page';
import { buildMeta, canonicalUrl } from '~/lib/seo';
import type { Route } from './+types/stats';

export async function loader({ context }: Route.LoaderArgs) {
  const stats = await loadStats(context);
  return data(
    { stats, canonical: canonicalUrl(context.publicOrigin, '/stats') },
    { status: stats === null ? 503 : 200 },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return buildMeta({
    title: STATS_TITLE,
    description:
      'How much is watched here: plays, watch time, data sent, active users, the most watched movies, plays by weekday and the top locations, from anonymous daily counts.',
    url: loaderData.canonical,
  });
}

export default function Stats({ loaderData }: Route.ComponentProps) {
  return <StatsPage stats={loaderData.stats} />;
}
