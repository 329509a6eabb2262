/**
 * A link that prefetches its page (code and loader data) once the pointer or focus has rested on
 * it for 100 ms (spec: "Prefetch on hover after 100 ms"), and a touch prefetches at once.
 *
 * Pages show these by the hundred (every poster card, hero slide, category and episode), and a
 * React Router `Link` each costs hydration time: hooks, a location subscription (every link
 * re-renders on every navigation) and a prefetch effect. Inside `SharedLinks` (the site shell) a
 * link is a plain anchor instead, and one shared set of handlers navigates in the app, prefetches
 * the page the visitor intends and keeps the route discoverable (`data-discover`, which React
 * Router's lazy route discovery reads from the DOM). Outside it (tests of one component), or
 * with props the plain anchor does not handle, it is React Router's `Link` with `intent`
 * prefetch.
 */
import { type PREFETCH_HOVER_DELAY_MS } from '@reelhouse/core/screens/interaction';
import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {
  createPath,
  Link,
  PrefetchPageLinks,
  useLocation,
  useNavigate,
  type LinkProps,
} from 'react-router';

/**
 * The spec's hover delay before a prefetch, which must stay React Router's `intent` delay too
 * (a check for the compiler; only this module uses it).
 */
export const PREFETCH_DELAY_MS: typeof PREFETCH_HOVER_DELAY_MS = 100;

interface SharedLinkHandlers {
  /** navigates in the app to an absolute path, as a Link click would */
  go(to: string, options: { replace: boolean; preventScrollReset: boolean }): void;
  /** the path of the page shown ('/a?b#c') */
  currentPath(): string;
  /** the pointer or focus rests on a link: prefetch its page after the delay */
  intend(to: string): void;
  /** a touch: prefetch at once */
  intendNow(to: string): void;
  /** the pointer or focus left before the delay */
  cancel(): void;
}

const SharedLinkContext = createContext<SharedLinkHandlers | null>(null);

/** One set of link handlers for everything inside it, and the prefetch of the intended page. */
export function SharedLinks({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const shown = useRef('');
  useLayoutEffect(() => {
    shown.current = createPath(location);
  }, [location]);
  const [intended, setIntended] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const handlers = useMemo<SharedLinkHandlers>(() => {
    const cancel = () => clearTimeout(timer.current);
    return {
      go(to, { replace, preventScrollReset }) {
        cancel();
        void navigate(to, { replace, preventScrollReset });
      },
      intend(to) {
        cancel();
        timer.current = setTimeout(() => setIntended(to), PREFETCH_DELAY_MS);
      },
      intendNow(to) {
        cancel();
        setIntended(to);
      },
      cancel,
      currentPath: () => shown.current,
    };
  }, [navigate]);
  return (
    <SharedLinkContext.Provider value={handlers}>
      {children}
      {intended === null ? null : <PrefetchPageLinks page={intended} />}
    </SharedLinkContext.Provider>
  );
}

type PrefetchLinkProps = LinkProps & { 'data-testid'?: string };

/** Props only React Router's Link understands; a link with any of them stays a Link. */
const LINK_ONLY_PROPS = [
  'reloadDocument',
  'relative',
  'state',
  'viewTransition',
  'discover',
  'prefetch',
  'target',
  'mask',
] as const;

/** A plain left click without modifiers, which the app handles itself. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}

export function PrefetchLink(props: PrefetchLinkProps) {
  const shared = useContext(SharedLinkContext);
  const { replace = false, preventScrollReset = false, onClick, to, ...anchor } = props;
  const isPlain =
    typeof to === 'string' &&
    to.startsWith('/') &&
    !to.startsWith('//') &&
    LINK_ONLY_PROPS.every((name) => props[name] === undefined);
  if (shared === null || !isPlain) return <Link prefetch="intent" {...props} />;
  const handlers = shared;
  return (
    <a
      {...anchor}
      href={to}
      data-discover="true"
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        // A click on a link to the page shown replaces the entry instead of pushing, as Link does.
        handlers.go(to, { replace: replace || handlers.currentPath() === to, preventScrollReset });
      }}
      onPointerEnter={(event) => {
        anchor.onPointerEnter?.(event);
        if (event.pointerType === 'mouse') handlers.intend(to);
      }}
      onPointerLeave={(event) => {
        anchor.onPointerLeave?.(event);
        handlers.cancel();
      }}
      onFocus={(event) => {
        anchor.onFocus?.(event);
        handlers.intend(to);
      }}
      onBlur={(event) => {
        anchor.onBlur?.(event);
        handlers.cancel();
      }}
      onTouchStart={(event) => {
        anchor.onTouchStart?.(event);
        handlers.intendNow(to);
      }}
    />
  );
}
