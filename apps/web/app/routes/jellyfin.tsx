/**
 * /jellyfin: a user connects their own Jellyfin server and account; the token stays in their
 * browser (scope.md, "No pooled credentials"). The page holds nothing about the visitor (the
 * servers the operator allows are the same for everyone), so the server-rendered shell is cacheable.
 */
import {
  JELLYFIN_PAGE_TITLE,
  JellyfinConnectPage,
} from '~/features/jellyfin/jellyfin-connect-page';
import { buildMeta, canonicalUrl } from '~/lib/seo';
import type { Route } from './+types/jellyfin';

export function loader({ context }: Route.LoaderArgs) {
  return {
    canonical: canonicalUrl(context.publicOrigin, '/jellyfin'),
    servers: [...context.jellyfinServers],
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return buildMeta({
    title: JELLYFIN_PAGE_TITLE,
    description:
      'Watch from your own Jellyfin server with your own account. Your token stays in your browser and is never shared.',
    url: loaderData.canonical,
  });
}

export default function Jellyfin({ loaderData }: Route.ComponentProps) {
  return <JellyfinConnectPage servers={loaderData.servers} />;
}
