/**
 * A link that prefetches its page (code and loader data) once the pointer or focus has rested on
 * it for 100 ms (spec: "Prefetch on hover after 100 ms"). React Router's `intent` prefetch waits
 * exactly that long, cancels when the pointer leaves, and also reacts to focus and touch.
 */
import { type PREFETCH_HOVER_DELAY_MS } from '@reelhouse/core/screens/interaction';
import { Link, type LinkProps } from 'react-router';

/**
 * React Router's intent delay, which must stay the spec's (a check for the compiler; nothing
 * imports it).
 * @public
 */
export const PREFETCH_DELAY_MS: typeof PREFETCH_HOVER_DELAY_MS = 100;

export function PrefetchLink(props: LinkProps & { 'data-testid'?: string }) {
  return <Link prefetch="intent" {...props} />;
}
