/**
 * The search overlay (spec section 2, "Search box and overlay"): a modal dialog with a labelled
 * input, results as you type, 4 skeleton rows while loading, the overlay's error and empty texts,
 * and an Advanced Search link to /search?query=…. Escape, Close and a press outside close it;
 * the page does not scroll while it is open (the dialog locks it). Loaded on first use, not with
 * the page.
 */
import { SEARCH_SKELETON_ROWS } from '@reelhouse/core/screens/search';
import {
  ADVANCED_SEARCH_LABEL,
  NO_RESULTS,
  SEARCH_OVERLAY_ERROR,
} from '@reelhouse/core/screens/texts';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
} from '~/components/ui/dialog';
import { advancedSearchPath } from './search-paths';
import { SearchResultCard, SearchResultSkeleton } from './search-result-card';
import { useSearchAsYouType } from './use-search-as-you-type';
import { Icon } from '~/components/ui/icon';

/** 'dismiss': Escape, Close or a press outside (focus returns to the box); 'navigate': a link */
export type SearchCloseReason = 'dismiss' | 'navigate';

export interface SearchOverlayProps {
  open: boolean;
  /** text typed into the closed box; it replaces the query when the overlay opens */
  seedText: string;
  placeholder: string;
  onClose: (reason: SearchCloseReason) => void;
}

export default function SearchOverlay({
  open,
  seedText,
  placeholder,
  onClose,
}: SearchOverlayProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const navigate = useNavigate();
  const ids = { input: useId(), list: useId() };
  const [text, setText] = useState(seedText);
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open && seedText !== '') setText(seedText);
  }
  const search = useSearchAsYouType(text);

  const advancedPath = advancedSearchPath(text);
  const moveFocus = (event: KeyboardEvent<HTMLElement>, from: number) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = Array.from(listRef.current?.querySelectorAll('a') ?? []);
    const target = from + (event.key === 'ArrowDown' ? 1 : -1);
    event.preventDefault();
    if (target < 0) inputRef.current?.focus();
    else links[Math.min(target, links.length - 1)]?.focus();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose('dismiss');
      }}
    >
      <DialogPortal>
        <DialogOverlay
          data-testid="search-overlay"
          className="fixed inset-0 z-50 overflow-hidden bg-black/70 p-3 text-ink tablet:p-8"
        >
          <DialogContent
            data-testid="search-panel"
            aria-describedby={undefined}
            onOpenAutoFocus={(event) => {
              // The input, with the caret after what was typed into the closed box.
              event.preventDefault();
              const input = inputRef.current;
              input?.focus();
              input?.setSelectionRange(input.value.length, input.value.length);
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault(); // the box takes focus back itself, on a dismissal only
            }}
            className="mx-auto flex max-h-full w-full max-w-2xl flex-col rounded-xl border border-line bg-surface shadow-2xl focus:outline-none"
          >
            <DialogTitle className="sr-only">Search</DialogTitle>
            <form
              role="search"
              className="flex items-center gap-2 border-b border-line p-2"
              onSubmit={(event) => {
                event.preventDefault();
                void navigate(advancedPath);
              }}
            >
              <div className="flex min-w-0 flex-1 items-center gap-2 pl-2">
                <Icon name="search" className="size-5 shrink-0 text-ink-muted" />
                <label htmlFor={ids.input} className="sr-only">
                  Search movies and series
                </label>
                <input
                  ref={inputRef}
                  id={ids.input}
                  type="search"
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                  onKeyDown={(event) => moveFocus(event, -1)}
                  placeholder={placeholder}
                  autoComplete="off"
                  enterKeyHint="search"
                  aria-controls={ids.list}
                  className="min-w-0 flex-1 rounded-md bg-transparent px-1 py-2 text-base placeholder:text-ink-muted"
                />
              </div>
              <DialogClose className="inline-flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-surface-2">
                <Icon name="x" className="size-5" />
                <span className="sr-only">Close</span>
              </DialogClose>
            </form>
            <div
              className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-2"
              aria-busy={search.status === 'loading'}
            >
              {search.status === 'loading'
                ? Array.from({ length: SEARCH_SKELETON_ROWS }, (_, index) => (
                    <SearchResultSkeleton key={index} />
                  ))
                : null}
              {search.status === 'error' ? (
                <p role="alert" className="p-3 font-semibold text-red-700 dark:text-red-400">
                  {SEARCH_OVERLAY_ERROR}
                </p>
              ) : null}
              <div role="status" className={search.status === 'done' ? '' : 'sr-only'}>
                {search.status === 'done' && search.results.length === 0 ? (
                  <p className="p-3 text-ink-muted">{NO_RESULTS}</p>
                ) : null}
                {search.status === 'done' && search.results.length > 0 ? (
                  <span className="sr-only">{`${String(search.results.length)} results`}</span>
                ) : null}
              </div>
              <ul id={ids.list} ref={listRef} aria-label="Search results" className="flex flex-col">
                {search.status === 'done'
                  ? search.results.map((item, index) => (
                      <li key={`${item.media_type}-${String(item.id)}`}>
                        <SearchResultCard
                          item={item}
                          onSelect={() => onClose('navigate')}
                          onKeyDown={(event) => moveFocus(event, index)}
                        />
                      </li>
                    ))
                  : null}
              </ul>
            </div>
            <div className="flex justify-end border-t border-line p-3">
              <Link
                to={advancedPath}
                onClick={() => onClose('navigate')}
                className="rounded-md px-3 py-2 text-sm font-semibold text-brand hover:bg-surface-2"
              >
                {ADVANCED_SEARCH_LABEL}
              </Link>
            </div>
          </DialogContent>
        </DialogOverlay>
      </DialogPortal>
    </Dialog>
  );
}
