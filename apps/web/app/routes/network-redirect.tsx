/** /network/{slug} (the spelling a menu links to): a permanent redirect to /networks/{slug}. */
import { href, redirect } from 'react-router';
import type { Route } from './+types/network-redirect';

export function loader({ params, request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  const path = href('/networks/:network', { network: encodeURIComponent(params.network) });
  return redirect(`${path}${search}`, 301);
}

export default function NetworkRedirect() {
  return null;
}
