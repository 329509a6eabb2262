/**
 * /calendar: new and upcoming episodes of the series this browser follows. What a visitor follows
 * lives in the browser, so the server renders the same page for everyone and the calendar fills
 * in after hydration.
 */
import { CALENDAR_PAGE_INTRO, CALENDAR_PAGE_TITLE } from '@reelhouse/core/calendar/texts';
import type { ShouldRevalidateFunction } from 'react-router';
import { CalendarPage } from '~/features/calendar/calendar-page';
import { buildMeta, canonicalUrl } from '~/lib/seo';
import type { Route } from './+types/calendar';

export function loader({ context }: Route.LoaderArgs) {
  return { canonical: canonicalUrl(context.publicOrigin, '/calendar') };
}

export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    ...buildMeta({
      title: CALENDAR_PAGE_TITLE,
      description: CALENDAR_PAGE_INTRO,
      url: loaderData.canonical,
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function Calendar() {
  return <CalendarPage />;
}
