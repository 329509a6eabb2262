/** Home (/): the catalogue read in process on the server, rendered by the home feature. */
import { HOME_TITLE } from '@reelhouse/core/screens/home';
import { useRevalidator } from 'react-router';
import { HomePage } from '~/features/home/home-page';
import { loadHome } from '~/features/home/load-home.server';
import { readPageMeta } from '~/features/home/home-data';
import { requireCatalogue } from '~/lib/loader-support';
import type { Route } from './+types/home';

export function loader({ context }: Route.LoaderArgs) {
  return loadHome(context, requireCatalogue(context));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return readPageMeta(loaderData, HOME_TITLE);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  return (
    <HomePage
      data={loaderData}
      isRefreshing={revalidator.state === 'loading'}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
