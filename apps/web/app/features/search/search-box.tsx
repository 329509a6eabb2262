/**
 * The header's search box (spec section 2): looks like a field with the animated placeholder and
 * opens the search overlay when pressed or typed into. It stays tiny: the overlay's code loads on
 * first intent (pointer over, focus, touch). Any navigation closes the overlay.
 */
import { SEARCH_PLACEHOLDER_FADE_MS } from '@reelhouse/core/screens/search';
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import type { SearchCloseReason } from './search-overlay';
import { useRotatingPlaceholder } from './use-rotating-placeholder';
import { Icon } from '~/components/ui/icon';

const loadOverlay = () => import('./search-overlay');
const SearchOverlay = lazy(loadOverlay);

function preloadOverlay() {
  loadOverlay().catch((error: unknown) => {
    console.warn('The search overlay failed to load', error);
  });
}

/** A key that types a character (not a shortcut, not Enter or Space, which press the button). */
function isTypedCharacter(event: KeyboardEvent): boolean {
  return (
    event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey
  );
}

export function SearchBox({ popularTitles }: { popularTitles: readonly string[] }) {
  const placeholder = useRotatingPlaceholder(popularTitles);
  const location = useLocation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const shouldRestoreFocus = useRef(false);
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const [seedText, setSeedText] = useState('');
  const [locationKey, setLocationKey] = useState(location.key);
  if (location.key !== locationKey) {
    setLocationKey(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (isOpen || !shouldRestoreFocus.current) return;
    shouldRestoreFocus.current = false;
    buttonRef.current?.focus();
  }, [isOpen]);

  const open = (seed: string) => {
    setSeedText(seed);
    setHasOpened(true);
    setOpen(true);
  };
  const close = (reason: SearchCloseReason) => {
    shouldRestoreFocus.current = reason === 'dismiss';
    setOpen(false);
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-label="Search"
        data-testid="search-box"
        onPointerEnter={preloadOverlay}
        onFocus={preloadOverlay}
        onTouchStart={preloadOverlay}
        onClick={() => open('')}
        onKeyDown={(event) => {
          if (!isTypedCharacter(event)) return;
          event.preventDefault();
          // Keys typed while the overlay's code is still arriving add to what was typed before.
          open(isOpen ? seedText + event.key : event.key);
        }}
        className="flex h-10 w-full min-w-0 items-center gap-2 rounded-full border border-line bg-surface-2 px-3 text-left text-sm text-ink-muted hover:border-brand tablet:max-w-sm"
      >
        <Icon name="search" className="size-4 shrink-0" />
        <span
          aria-hidden="true"
          data-testid="search-placeholder"
          className={`min-w-0 flex-1 truncate transition-opacity motion-reduce:transition-none ${placeholder.isVisible ? 'opacity-100' : 'opacity-0'}`}
          style={{ transitionDuration: `${String(SEARCH_PLACEHOLDER_FADE_MS)}ms` }}
        >
          {placeholder.text}
        </span>
      </button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <SearchOverlay
            open={isOpen}
            seedText={seedText}
            placeholder={placeholder.text}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </>
  );
}
