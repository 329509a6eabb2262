/** Series home (/series): rows of series read in process on the server. */
import { useRevalidator } from 'react-router';
import { MediaHomePage } from '~/features/home/media-home-page';
import { loadMediaHome } from '~/features/home/load-home.server';
import { MEDIA_HOME_TITLES, readPageMeta } from '~/features/home/home-data';
import { requireCatalogue } from '~/lib/loader-support';
import type { Route } from './+types/series';

export function loader({ context }: Route.LoaderArgs) {
  return loadMediaHome(context, requireCatalogue(context), 'tv');
}

export function meta({ loaderData }: Route.MetaArgs) {
  return readPageMeta(loaderData, MEDIA_HOME_TITLES.tv);
}

export default function Series({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  return (
    <MediaHomePage
      data={loaderData}
      isRefreshing={revalidator.state === 'loading'}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
