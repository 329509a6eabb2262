/**
 * /bookmarks: 'My Bookmarks'. Bookmarks live in the browser, so the server renders the same
 * empty-safe page for everyone (cacheable) and the list fills in after hydration. The filters are
 * query parameters read in the browser: changing them needs nothing from the server.
 */
import { BOOKMARKS_PAGE_TITLE } from '@reelhouse/core/bookmarks/texts';
import type { ShouldRevalidateFunction } from 'react-router';
import { BookmarksPage } from '~/features/library/bookmarks-page';
import { buildMeta, canonicalUrl } from '~/lib/seo';
import type { Route } from './+types/bookmarks';

export function loader({ context }: Route.LoaderArgs) {
  return { canonical: canonicalUrl(context.publicOrigin, '/bookmarks') };
}

export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    ...buildMeta({
      title: BOOKMARKS_PAGE_TITLE,
      description:
        'The movies and series you bookmarked, by category, kept in this browser. Filter by type and category, sort by date added, title or rating.',
      url: loaderData.canonical,
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function Bookmarks() {
  return <BookmarksPage />;
}
