/** /signup: create an account. The page holds nothing about the visitor. Not indexed. */
import { SIGN_UP_PAGE_TITLE, SignUpPage } from '~/features/account/sign-up-page';
import { buildMeta, canonicalUrl } from '~/lib/seo';
import type { Route } from './+types/signup';

export function loader({ context }: Route.LoaderArgs) {
  return { canonical: canonicalUrl(context.publicOrigin, '/signup') };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    ...buildMeta({
      title: SIGN_UP_PAGE_TITLE,
      description:
        'Create an account to keep your bookmarks and watch progress in step across devices.',
      url: loaderData.canonical,
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function SignUp() {
  return <SignUpPage />;
}
