/**
 * /login: the identifier and password form. The server renders it unlocked and empty; the
 * lockout kept in the browser applies after hydration. Not indexed.
 */
import { LOGIN_PAGE_TITLE, LoginPage } from '~/features/account/login-page';
import { buildMeta, canonicalUrl } from '~/lib/seo';
import type { Route } from './+types/login';

export function loader({ context }: Route.LoaderArgs) {
  return { canonical: canonicalUrl(context.publicOrigin, '/login') };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    ...buildMeta({
      title: LOGIN_PAGE_TITLE,
      description: 'Log in to sync your bookmarks and watch progress across your devices.',
      url: loaderData.canonical,
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function Login() {
  return <LoginPage />;
}
