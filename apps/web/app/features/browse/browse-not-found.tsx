/** 'Genre Not Found' / 'Network Not Found' with the way back the spec gives each. */
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';

interface BrowseNotFoundProps {
  title: string;
  linkLabel: string;
  to: string;
}

export function BrowseNotFound({ title, linkLabel, to }: BrowseNotFoundProps) {
  return (
    <section
      aria-labelledby="browse-not-found-title"
      className="mx-auto max-w-xl py-20 text-center"
      data-testid="browse-not-found"
    >
      <p aria-hidden="true" className="text-7xl font-black text-brand">
        404
      </p>
      <h1 id="browse-not-found-title" className="mt-4 text-3xl font-extrabold">
        {title}
      </h1>
      <div className="mt-8 flex justify-center">
        <Link to={to} className={buttonClass()}>
          {linkLabel}
        </Link>
      </div>
    </section>
  );
}
