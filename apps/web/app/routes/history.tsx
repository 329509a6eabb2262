/**
 * /history: "Movies and shows you've watched". The watch history lives in the browser, so the
 * server renders the same empty-safe page for everyone (cacheable) and the rows fill in after
 * hydration.
 */
import { HistoryPage } from '~/features/library/history-page';
import { buildMeta, canonicalUrl } from '~/lib/seo';
import type { Route } from './+types/history';

/** The page's title in the browser tab (its heading is the spec's longer sentence). */
const HISTORY_TAB_TITLE = 'Watch History';

export function loader({ context }: Route.LoaderArgs) {
  return { canonical: canonicalUrl(context.publicOrigin, '/history') };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    ...buildMeta({
      title: HISTORY_TAB_TITLE,
      description:
        'The movies and shows you watched in this browser, latest first, with your progress and a link to pick up where you left off.',
      url: loaderData.canonical,
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function History() {
  return <HistoryPage />;
}
