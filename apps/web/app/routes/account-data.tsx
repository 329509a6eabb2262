/**
 * /account/data: import and export of what this browser keeps for the visitor. Nothing of it is
 * known to the server, so every visitor gets the same page; it works after hydration.
 */
import { DATA_PAGE_INTRO, DATA_PAGE_TITLE } from '@reelhouse/core/data-transfer/texts';
import { DataPage } from '~/features/data-transfer/data-page';
import { buildMeta, canonicalUrl } from '~/lib/seo';
import type { Route } from './+types/account-data';

export function loader({ context }: Route.LoaderArgs) {
  return { canonical: canonicalUrl(context.publicOrigin, '/account/data') };
}

export function shouldRevalidate() {
  return false;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    ...buildMeta({
      title: DATA_PAGE_TITLE,
      description: DATA_PAGE_INTRO,
      url: loaderData.canonical,
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AccountData() {
  return <DataPage />;
}
