/**
 * /partners: the partner sites the operator lists in the content folder (partners.json), each a
 * link that opens in a new tab, then how to become one. No partners: says so plainly.
 */
import { useId } from 'react';
import type { Partner } from '~/load-context';

export const NO_PARTNERS = 'No partner sites are listed yet.';

export function PartnerList({ partners }: { partners: readonly Partner[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-2xl font-bold">
        Our partners
      </h2>
      {partners.length === 0 ? (
        <p data-testid="partners-empty" className="mt-3 text-ink-muted">
          {NO_PARTNERS}
        </p>
      ) : (
        <ul data-testid="partner-list" className="mt-4 grid gap-4 tablet:grid-cols-2">
          {partners.map((partner) => (
            <li key={partner.url} className="rounded-lg bg-surface-2 p-4 ring-1 ring-line">
              <h3 className="font-bold">
                <a
                  href={partner.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand underline-offset-2 hover:underline"
                >
                  {partner.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </h3>
              {partner.description ? (
                <p className="mt-1 text-sm text-ink-muted">{partner.description}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
