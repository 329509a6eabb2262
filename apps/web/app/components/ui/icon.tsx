/**
 * An icon from the sprite (`icons.svg`, lucide's drawings): the page carries one `<use>` per icon
 * and the browser fetches the sprite once, cached for good under its hashed name, instead of every
 * icon's paths travelling in the JavaScript and being created again by hydration (decision 0028).
 * Icons are decorative: hidden from assistive technology, the control around them has the label.
 */
import type { IconName } from './icon-names';
import sprite from './icons.svg';

interface IconProps {
  name: IconName;
  /** size and colour: `size-4`, `fill-current` (solid), `text-…` */
  className?: string;
  'data-testid'?: string;
}

export function Icon({ name, className, 'data-testid': testId }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={className}
      data-testid={testId}
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
