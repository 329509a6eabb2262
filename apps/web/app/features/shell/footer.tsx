/**
 * Site footer: the no-media statement, extra-large-only links, the site's own pages (FAQ,
 * Privacy, Advertise, Credits), the chat link, the theme switch, a mobile-only Donate link and
 * one of two taglines (picked per request by the root loader).
 */
import { FOOTER_TAGLINES, type TaglineIndex } from '@reelhouse/core/shell/layout';
import { Link } from 'react-router';
import { ThemeToggle } from '~/components/ui/theme-toggle';
import { FOOTER_LINKS, FOOTER_XL_LINKS } from './navigation';
import { Icon } from '~/components/ui/icon';

interface FooterProps {
  chatUrl: string | undefined;
  taglineIndex: TaglineIndex;
}

export function Footer({ chatUrl, taglineIndex }: FooterProps) {
  return (
    // The right gutter (pr-20) keeps every footer control clear of the fixed floating menu.
    <footer data-testid="site-footer" className="mt-16 border-t border-line pb-24 tablet:pb-8">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 pt-8 pr-20 pl-4 text-sm text-ink-muted">
        <p data-testid="footer-tagline" className="font-semibold text-ink">
          {FOOTER_TAGLINES[taglineIndex]}
        </p>
        <p>
          Reelhouse does not host any media. It shows catalogue information and plays only sources
          that their owners allow to be streamed, such as your own media library and public-domain
          archives.
        </p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <nav aria-label="Site information" className="hidden gap-4 xl:flex">
            {FOOTER_XL_LINKS.map((link) => (
              <Link key={link.to} to={link.to} className="hover:text-ink hover:underline">
                {link.label}
              </Link>
            ))}
          </nav>
          <Link to="/donate" className="font-semibold text-brand hover:underline tablet:hidden">
            Donate
          </Link>
          {FOOTER_LINKS.map((link) => (
            <Link key={link.to} to={link.to} className="hover:text-ink hover:underline">
              {link.label}
            </Link>
          ))}
          {chatUrl ? (
            <a
              href={chatUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 hover:text-ink hover:underline"
            >
              <Icon name="message-circle" className="size-4" />
              Join our community chat
            </a>
          ) : null}
          <span className="ml-auto inline-flex items-center gap-2">
            <span aria-hidden="true">Dark / Light</span>
            <ThemeToggle label="Dark theme" />
          </span>
        </div>
      </div>
    </footer>
  );
}
