/** /network/{slug} (the spelling a menu links to): a permanent redirect to /networks/{slug}. */
import { redirect } from 'react-router';
import type { Route } from './+types/network-redirect';

export function loader({ params, request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(`/networks/${encodeURIComponent(params.network)}${search}`, 301);
}

export default function NetworkRedirect() {
  return null;
}
