/**
 * The document and the shell around every page. The theme and spoiler-safe scripts run in <head>
 * before paint; the root loader passes the operator's public links, picks this response's footer
 * tagline and reads the popular titles the search box's placeholder rotates through.
 */
import { useAppRecordCheck } from '~/lib/app-record';
import { pickTaglineIndex } from '@reelhouse/core/shell/layout';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  type LinksFunction,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { RouteErrorScreen } from './features/errors/route-error-screen';
import { loadPlaceholderTitles } from './features/search/placeholder-titles.server';
import { SearchBox } from './features/search/search-box';
import { SiteShell } from './features/shell/site-shell';
import { SPOILER_SAFE_SCRIPT } from './lib/spoiler-safe-script';
import { THEME_SCRIPT } from './lib/theme-script';

export const links: LinksFunction = () => [
  // With a precedence React puts the stylesheet before the scripts' modulepreloads in the head, so
  // the browser asks for it first (over HTTP/1.1 it was the tenth request of six connections).
  { rel: 'stylesheet', href: stylesheet, precedence: 'default' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ context }: Route.LoaderArgs) {
  return {
    site: context.site,
    taglineIndex: pickTaglineIndex(Math.random()),
    placeholderTitles: await loadPlaceholderTitles(context),
  };
}

// Nothing here changes while browsing: keep the tagline and titles instead of re-reading them on
// every navigation that changes the query string (the search page's typing).
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod === undefined || formMethod === 'GET' ? false : defaultShouldRevalidate);

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="color-scheme" content="dark light" />
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        <script dangerouslySetInnerHTML={{ __html: SPOILER_SAFE_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body className="bg-surface font-sans text-ink antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { site, taglineIndex, placeholderTitles } = useLoaderData<typeof loader>();
  useAppRecordCheck();
  return (
    <SiteShell
      site={site}
      taglineIndex={taglineIndex}
      search={<SearchBox popularTitles={placeholderTitles} />}
    >
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorScreen error={error} />;
}
