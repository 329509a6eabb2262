/** Home (/). The catalogue rows arrive with the catalogue screens; the shell and title are here. */
import type { Route } from './+types/home';

export const HOME_TITLE = 'Watch Movies, Series, Anime and whatever you want';

export function meta(_: Route.MetaArgs) {
  return [
    { title: `Reelhouse | ${HOME_TITLE}` },
    {
      name: 'description',
      content:
        'Discover movies, TV series and anime, keep bookmarks and history, and watch lawful sources in your browser.',
    },
  ];
}

export default function Home() {
  return <h1 className="text-2xl font-extrabold tracking-tight tablet:text-4xl">{HOME_TITLE}</h1>;
}
