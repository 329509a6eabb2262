/**
 * One of the site's own pages: the title as the page's heading, the operator's Markdown (rendered
 * and sanitised by the server) in the prose style, and whatever the page adds before it (a lead)
 * or after it (addresses, lists, forms).
 */
import { useId, type ReactNode } from 'react';
import type { SitePage } from '~/load-context';

interface SitePageArticleProps {
  page: SitePage;
  /** shown between the heading and the Markdown (e.g. the advertise page's audience) */
  lead?: ReactNode;
  /** sections after the Markdown */
  children?: ReactNode;
}

export function SitePageArticle({ page, lead, children }: SitePageArticleProps) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="mx-auto max-w-3xl py-8">
      <h1 id={headingId} className="text-3xl font-extrabold tracking-tight">
        {page.title}
      </h1>
      {lead}
      <div
        data-testid="site-page-body"
        className="prose-page mt-6"
        // The server rendered the Markdown and passed the result through its sanitiser.
        dangerouslySetInnerHTML={{ __html: page.html }}
      />
      {children}
    </article>
  );
}
