/**
 * The floating menu at the bottom right: a button that opens dark mode and four links (closes on
 * outside click or Escape), a chat icon that becomes scroll-to-top past 500 px, and a
 * messaging-group link past 550 px.
 */
import { lazy, Suspense, useRef } from 'react';
import { useLazyPanelTrigger } from '~/components/ui/lazy-panel-trigger';
import { useFloatingMenuState } from './use-floating-menu-state';
import { Icon } from '~/components/ui/icon';

// The panel (a Radix popover) arrives with the first press or pointer rest on the button.
const loadPanel = () => import('./floating-menu-panel');
const FloatingMenuPanel = lazy(loadPanel);

const roundShape = 'flex size-12 items-center justify-center rounded-full shadow-lg';
// Colours apart from the shape: two background utilities on one element do not override each
// other by order, so the menu button once showed the quiet surface instead of the brand colour.
const roundButton = `${roundShape} bg-surface-2 text-ink ring-1 ring-line hover:bg-surface-3`;

interface FloatingMenuProps {
  chatUrl: string | undefined;
  messagingUrl: string | undefined;
}

export function FloatingMenu({ chatUrl, messagingUrl }: FloatingMenuProps) {
  const panel = useLazyPanelTrigger(loadPanel);
  const anchorRef = useRef<HTMLDivElement>(null);
  const { showScrollToTop, showMessagingLink } = useFloatingMenuState();

  return (
    <div
      ref={anchorRef}
      data-testid="floating-menu"
      className="fixed right-4 bottom-20 z-30 flex flex-col items-end gap-3 tablet:bottom-6"
    >
      {panel.isPanelWanted ? (
        <Suspense fallback={null}>
          <FloatingMenuPanel
            id={panel.panelId}
            open={panel.isOpen}
            onOpenChange={panel.setOpen}
            anchorRef={anchorRef}
            triggerRef={panel.triggerRef}
          />
        </Suspense>
      ) : null}
      {showMessagingLink && messagingUrl ? (
        <a
          href={messagingUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Join our messaging group"
          className={roundButton}
        >
          <Icon name="send" className="size-5" />
        </a>
      ) : null}
      {showScrollToTop ? (
        <button
          type="button"
          aria-label="Scroll to top"
          className={roundButton}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <Icon name="arrow-up" className="size-5" />
        </button>
      ) : chatUrl ? (
        <a
          href={chatUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Join our community chat"
          className={roundButton}
        >
          <Icon name="message-circle" className="size-5" />
        </a>
      ) : null}
      <button
        {...panel.triggerProps}
        aria-label={panel.isOpen ? 'Close quick menu' : 'Open quick menu'}
        className={`${roundShape} bg-brand text-on-brand hover:bg-brand-strong`}
      >
        <Icon
          name="plus"
          className={`size-6 transition-transform ${panel.isOpen ? 'rotate-45' : ''}`}
        />
      </button>
    </div>
  );
}
