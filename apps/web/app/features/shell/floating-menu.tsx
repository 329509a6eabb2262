/**
 * The floating menu at the bottom right: a button that opens dark mode and four links (closes on
 * outside click or Escape), a chat icon that becomes scroll-to-top past 500 px, and a
 * messaging-group link past 550 px.
 */
import { ArrowUp, MessageCircle, Plus, Send } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Popover, PopoverAnchor, PopoverPanel, PopoverTrigger } from '~/components/ui/popover';
import { ThemeToggle } from '~/components/ui/theme-toggle';
import { FLOATING_MENU_LINKS } from './navigation';
import { useFloatingMenuState } from './use-floating-menu-state';

const roundButton =
  'flex size-12 items-center justify-center rounded-full bg-surface-2 text-ink shadow-lg ring-1 ring-line hover:bg-surface-3';

interface FloatingMenuProps {
  chatUrl: string | undefined;
  messagingUrl: string | undefined;
}

export function FloatingMenu({ chatUrl, messagingUrl }: FloatingMenuProps) {
  const [isOpen, setOpen] = useState(false);
  const { showScrollToTop, showMessagingLink } = useFloatingMenuState();

  return (
    <Popover open={isOpen} onOpenChange={setOpen}>
      <PopoverAnchor
        data-testid="floating-menu"
        className="fixed right-4 bottom-20 z-30 flex flex-col items-end gap-3 tablet:bottom-6"
      >
        <PopoverPanel side="top" align="end" className="w-56 p-2">
          <div className="flex items-center justify-between px-2 py-1 text-sm font-semibold">
            Dark mode
            <ThemeToggle label="Dark mode" />
          </div>
          <ul>
            {FLOATING_MENU_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  onClick={() => setOpen(false)}
                  className="block rounded-md px-2 py-2 text-sm hover:bg-surface-3"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </PopoverPanel>
        {showMessagingLink && messagingUrl ? (
          <a
            href={messagingUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Join our messaging group"
            className={roundButton}
          >
            <Send aria-hidden="true" className="size-5" />
          </a>
        ) : null}
        {showScrollToTop ? (
          <button
            type="button"
            aria-label="Scroll to top"
            className={roundButton}
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            <ArrowUp aria-hidden="true" className="size-5" />
          </button>
        ) : chatUrl ? (
          <a
            href={chatUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Join our community chat"
            className={roundButton}
          >
            <MessageCircle aria-hidden="true" className="size-5" />
          </a>
        ) : null}
        <PopoverTrigger
          aria-label={isOpen ? 'Close quick menu' : 'Open quick menu'}
          className={`${roundButton} bg-brand text-on-brand hover:bg-brand-strong`}
        >
          <Plus
            aria-hidden="true"
            className={`size-6 transition-transform ${isOpen ? 'rotate-45' : ''}`}
          />
        </PopoverTrigger>
      </PopoverAnchor>
    </Popover>
  );
}
