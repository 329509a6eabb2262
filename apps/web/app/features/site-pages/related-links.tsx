/** A short row of links to the pages that follow from this one (e.g. /ads → /donate). */
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';

export interface RelatedLink {
  label: string;
  to: string;
}

export function RelatedLinks({ title, links }: { title: string; links: readonly RelatedLink[] }) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId} className="mt-10 border-t border-line pt-6">
      <h2 id={headingId} className="text-lg font-bold">
        {title}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={buttonClass({ variant: 'quiet', size: 'sm' })}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
