/**
 * Home (/): the catalogue read in process on the server, rendered by the home feature, with the
 * info box above it and the ad slots below it (the announcements feature).
 */
import { HOME_TITLE } from '@reelhouse/core/screens/home';
import { useCallback } from 'react';
import { useRevalidator } from 'react-router';
import { AdSlots } from '~/features/announcements/ad-slots';
import { InfoBoxSlot } from '~/features/announcements/info-box-slot';
import { loadHomeAnnouncements } from '~/features/announcements/load-announcements.server';
import { HomePage } from '~/features/home/home-page';
import { loadHome } from '~/features/home/load-home.server';
import { readPageMeta } from '~/features/home/home-data';
import { requireCatalogue } from '~/lib/loader-support';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const [home, announcements] = await Promise.all([
    loadHome(context, requireCatalogue(context)),
    loadHomeAnnouncements(context),
  ]);
  return { ...home, announcements };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return readPageMeta(loaderData, HOME_TITLE);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const { announcements } = loaderData;
  const { revalidate } = revalidator;
  const onRetry = useCallback(() => void revalidate(), [revalidate]);
  return (
    <>
      <InfoBoxSlot
        boxes={announcements.infoBoxes}
        html={announcements.infoBoxHtml}
        script={announcements.infoBoxScript}
      />
      <HomePage
        data={loaderData}
        isRefreshing={revalidator.state === 'loading'}
        onRetry={onRetry}
      />
      <AdSlots
        ads={announcements.ads}
        monthlyViews={announcements.monthlyViews}
        houseAdHtml={announcements.houseAdHtml}
      />
    </>
  );
}
