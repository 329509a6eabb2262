/**
 * /account?tab=…: the account page. The server renders the tabs and the defaults signed out;
 * the user and the stored settings arrive after hydration. Not indexed.
 */
import { parseAccountTab } from '@reelhouse/core/account/account-tabs';
import { useSearchParams } from 'react-router';
import { ACCOUNT_PAGE_TITLE, AccountPage } from '~/features/account/account-page';
import { buildMeta, canonicalUrl } from '~/lib/seo';
import type { Route } from './+types/account';

export function loader({ context }: Route.LoaderArgs) {
  return { canonical: canonicalUrl(context.publicOrigin, '/account') };
}

// The loader gives only the canonical address: switching tabs needs no new data.
export function shouldRevalidate() {
  return false;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    ...buildMeta({
      title: ACCOUNT_PAGE_TITLE,
      description: 'Your profile and your player, appearance, notification and content settings.',
      url: loaderData.canonical,
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function Account() {
  const [searchParams] = useSearchParams();
  return <AccountPage tab={parseAccountTab(searchParams.get('tab'))} />;
}
