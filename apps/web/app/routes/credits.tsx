/** /credits: the sources of the catalogue and the free films, as their licences ask. */
import { CREDITS_TITLE, CreditsPage } from '~/features/credits/credits-page';
import { buildMeta, canonicalUrl } from '~/lib/seo';
import type { Route } from './+types/credits';

export function loader({ context }: Route.LoaderArgs) {
  return {
    canonical: canonicalUrl(context.publicOrigin, '/credits'),
    isTmdb: context.catalogue?.source === 'tmdb',
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return buildMeta({
    title: CREDITS_TITLE,
    description:
      'Where the film and series facts come from: Wikidata (CC0), Wikipedia and TVmaze (CC BY-SA), and the Blender Foundation’s open movies.',
    url: loaderData.canonical,
  });
}

export default function Credits({ loaderData }: Route.ComponentProps) {
  return <CreditsPage isTmdb={loaderData.isTmdb} />;
}
