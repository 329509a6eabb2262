/**
 * /credits: where the catalogue's facts and the free films come from, credited as their licences
 * ask (Wikidata CC0, Wikipedia, TVmaze CC BY-SA, the Blender Foundation's Creative Commons films).
 * With a TMDB key the operator's catalogue is TMDB's, credited as TMDB's terms require.
 */
import { useId } from 'react';

/** The page's heading and title. */
export const CREDITS_TITLE = 'Credits';

interface Source {
  name: string;
  url: string;
  what: string;
  licence: string;
}

const SOURCES: readonly Source[] = [
  {
    name: 'Wikidata',
    url: 'https://www.wikidata.org/',
    what: 'Film and series ids, box office, release dates, running times, crew and season counts.',
    licence: 'CC0 1.0 (public domain dedication)',
  },
  {
    name: 'Wikipedia',
    url: 'https://www.wikipedia.org/',
    what: 'Film titles, years, genres, cast and crew, and release dates, taken as facts.',
    licence: 'Facts only; no text from Wikipedia is shown',
  },
  {
    name: 'TVmaze',
    url: 'https://www.tvmaze.com/',
    what: 'Series, networks, air dates and episode lists.',
    licence: 'CC BY-SA 4.0',
  },
  {
    name: 'Blender Foundation',
    url: 'https://studio.blender.org/films/',
    what: 'The open movies you can watch here.',
    licence: 'Creative Commons, as each film states (CC BY, one CC BY-ND)',
  },
];

/** The catalogue's sources and their licences; `isTmdb` adds TMDB's notice. */
export function CreditsPage({ isTmdb }: { isTmdb: boolean }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-3xl py-8">
      <h1 id={headingId} className="text-3xl font-extrabold tracking-tight">
        {CREDITS_TITLE}
      </h1>
      <p className="mt-4 text-ink-muted">
        Film and series facts from Wikidata (CC0) and Wikipedia; TV schedule facts from TVmaze (CC
        BY-SA). Overviews are written by this site from those facts, and the posters and backdrops
        it draws show only them.
      </p>
      {isTmdb ? (
        <p className="mt-3 text-ink-muted" data-testid="credits-tmdb">
          This product uses the TMDB API but is not endorsed or certified by TMDB.
        </p>
      ) : null}
      <ul className="mt-8 space-y-4">
        {SOURCES.map((source) => (
          <li key={source.name} className="rounded-lg bg-surface-2 p-4 ring-1 ring-line">
            <h2 className="font-bold">
              <a href={source.url} className="text-brand hover:underline" rel="noopener">
                {source.name}
              </a>
            </h2>
            <p className="mt-1 text-sm">{source.what}</p>
            <p className="mt-1 text-sm text-ink-muted">Licence: {source.licence}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
